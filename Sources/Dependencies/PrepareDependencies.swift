import Foundation
import IssueReporting

/// Sets process-wide dependency values once, at the start of the program, before any of them is used.
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
/// Values set here are the base on which every ``withDependencies(_:operation:)-(_,()->R)`` builds.
/// Preparing the same key twice reports an issue and keeps the first value, so nothing changes under
/// code that already read it.
public func prepareDependencies(
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ updateValues: (inout DependencyValues) throws -> Void
) rethrows {
  var values = DependencyValues()
  try updateValues(&values)
  let duplicates = PreparedDependencies.prepare(values)
  if !duplicates.isEmpty {
    reportIssue(
      "prepareDependencies was called again for dependencies that were already prepared; the first values are kept.",
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The process-wide values set by ``prepareDependencies(fileID:filePath:line:column:_:)``.
enum PreparedDependencies {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var values = DependencyValues()
  nonisolated(unsafe) private static var keys: Set<ObjectIdentifier> = []

  /// Adds `newValues`; returns the keys that were already prepared (and are left unchanged).
  static func prepare(_ newValues: DependencyValues) -> Set<ObjectIdentifier> {
    lock.lock()
    defer { lock.unlock() }
    let duplicates = keys.intersection(Set(newValues.explicitKeys))
    values = newValues.merging(values)
    keys.formUnion(newValues.explicitKeys)
    return duplicates
  }

  static func value<Key: TestDependencyKey>(for key: Key.Type) -> Key.Value? {
    lock.lock()
    let prepared = keys.contains(ObjectIdentifier(key)) ? values : nil
    lock.unlock()
    guard let prepared, prepared.hasExplicitValue(for: key) else { return nil }
    return prepared[key]
  }
}
