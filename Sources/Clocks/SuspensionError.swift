/// The error ``TestClock/checkSuspension()`` throws when some task is still sleeping on the clock.
public struct SuspensionError: Error, Sendable {
  /// Creates the error.
  public init() {}
}
