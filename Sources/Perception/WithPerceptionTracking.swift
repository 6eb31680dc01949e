/// Tracks the perceptible properties `apply` reads, and calls `onChange` once, before the first
/// change to any of them: Observation's `withObservationTracking` under Perception's name.
///
/// ```swift
/// let count = withPerceptionTracking {
///   model.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
@available(iOS, deprecated: 17, renamed: "withObservationTracking")
@available(macOS, deprecated: 14, renamed: "withObservationTracking")
@available(tvOS, deprecated: 17, renamed: "withObservationTracking")
@available(watchOS, deprecated: 10, renamed: "withObservationTracking")
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
