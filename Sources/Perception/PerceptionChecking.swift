import Foundation

/// Whether Perception's runtime check is on: on older Apple platforms, Perception warns when a view
/// reads perceptible state outside `WithPerceptionTracking`.
///
/// Observation, which OpenTCA is built on, tracks every read wherever it happens, so there is no
/// check to run: the value is kept, so code that turns the check off still compiles and reads back
/// what it set, and it changes nothing else.
///
/// ```swift
/// isPerceptionCheckingEnabled = false
/// ```
@available(iOS, deprecated: 17)
@available(macOS, deprecated: 14)
@available(tvOS, deprecated: 17)
@available(watchOS, deprecated: 10)
public var isPerceptionCheckingEnabled: Bool {
  get { PerceptionChecking.shared.isEnabled }
  set { PerceptionChecking.shared.isEnabled = newValue }
}

/// Storage for ``isPerceptionCheckingEnabled``, behind a lock.
final class PerceptionChecking: @unchecked Sendable {
  static let shared = PerceptionChecking()

  private let lock = NSLock()
  private var value = true

  var isEnabled: Bool {
    get {
      lock.lock()
      defer { lock.unlock() }
      return value
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      value = newValue
    }
  }
}

/// Perception's way to read perceptible state outside `WithPerceptionTracking` without a warning.
/// With Observation every read is tracked, so there is nothing to bypass.
@available(*, unavailable, message: "Observation tracks every read; call the code directly.")
public func _withoutPerceptionChecking<T>(_ apply: () -> T) -> T {
  apply()
}
