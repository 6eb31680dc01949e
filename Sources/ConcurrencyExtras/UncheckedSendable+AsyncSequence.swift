/// A wrapped asynchronous sequence is iterated like the sequence itself, so it can be handed to
/// another task and looped over there.
///
/// ```swift
/// let events = UncheckedSendable(notifications)
/// Task {
///   for await event in events { print(event) }
/// }
/// ```
extension UncheckedSendable: AsyncSequence where Value: AsyncSequence {
  /// The wrapped sequence's iterator.
  public typealias AsyncIterator = Value.AsyncIterator
  /// The wrapped sequence's elements.
  public typealias Element = Value.Element

  /// An iterator over the wrapped sequence.
  public func makeAsyncIterator() -> AsyncIterator {
    value.makeAsyncIterator()
  }
}
