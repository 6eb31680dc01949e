// Point-Free's Sharing offers `$shared.publisher`, a Combine publisher of a shared value's changes.
// Combine does not exist outside Apple platforms: the name is declared unavailable, with what to use.

/// Unavailable: the Combine publisher of a shared value's changes (Point-Free's `$shared.publisher`).
@available(
  *, unavailable,
  message:
    "Combine is not available here: observe a shared value with 'observe { _ = shared }' (SwiftNavigation), or an effect's 'for await _ in Observations({ shared })'"
)
public struct SharedPublisher<Output> {}

extension Shared {
  /// Unavailable: the Combine publisher of this value's changes.
  @available(
    *, unavailable,
    message:
      "Combine is not available here: observe a shared value with 'observe { _ = shared }' (SwiftNavigation), or an effect's 'for await _ in Observations({ shared })'"
  )
  public var publisher: SharedPublisher<Value> {
    SharedPublisher()
  }
}

extension SharedReader {
  /// Unavailable: the Combine publisher of this value's changes.
  @available(
    *, unavailable,
    message:
      "Combine is not available here: observe a shared value with 'observe { _ = shared }' (SwiftNavigation), or an effect's 'for await _ in Observations({ shared })'"
  )
  public var publisher: SharedPublisher<Value> {
    SharedPublisher()
  }
}
