import Foundation
import IssueReporting

/// Sets process-wide dependency values once, at the start of the program, before any of them is used,
/// and returns what `updateValues` returns.
///
/// ```swift
/// @main struct App {
///   static func main() {
///     prepareDependencies { $0.apiClient = .staging }
///     …
///   }
/// }
/// ```
///
/// A prepared value becomes the default of its key in the current context, for the values in force
/// (the whole process at the root; the current test when it runs in its own cache, as with the
/// `.dependencies` traits), so every ``withDependencies(_:operation:)-(_,()->R)`` builds on it.
/// Preparing a key that was already prepared by another call, or already accessed, reports an issue
/// ("has already been accessed or prepared") and keeps the first value. Previews may prepare again.
@discardableResult
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  // The call has no location parameters (as Point-Free's); issues point at the key's declaration.
  return try DependencyValues.$currentDependency.withValue(CurrentDependency()) {
    try DependencyValues.$preparationID.withValue(UUID()) {
      try updateValues(&values)
    }
  }
}
