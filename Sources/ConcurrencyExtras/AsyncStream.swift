extension AsyncStream where Element: Sendable {
  /// A stream of the elements of `sequence`, ending when it ends (or fails: the failure is dropped).
  ///
  /// Erases a live `AsyncSequence` to the stream type a dependency endpoint returns:
  ///
  /// ```swift
  /// var screenshots: @Sendable () -> AsyncStream<Void>
  /// // live:
  /// screenshots: { AsyncStream(NotificationCenter.default.notifications(named: name).map { _ in }) }
  /// ```
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
    let task = Task {
      do {
        for try await element in sequence { continuation.yield(element) }
      } catch {}
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
    self = stream
  }
}

extension AsyncStream {
  /// A stream that never produces an element and ends only when its consumer is cancelled.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that ends at once, without producing an element.
  public static var finished: Self {
    Self { $0.finish() }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// This sequence as an `AsyncStream` that ends when it ends (or fails).
  public func eraseToStream() -> AsyncStream<Element> {
    AsyncStream(self)
  }

  /// This sequence as an `AsyncThrowingStream` that ends when it ends, with its failure if any.
  public func eraseToThrowingStream() -> AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream(self)
  }
}
