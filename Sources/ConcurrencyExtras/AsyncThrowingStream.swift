extension AsyncThrowingStream where Element: Sendable, Failure == any Error {
  /// A stream of the elements of `sequence`, ending when it ends and failing when it fails.
  public init<S: AsyncSequence & Sendable>(_ sequence: S) where S.Element == Element {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Element.self)
    let task = Task {
      do {
        for try await element in sequence { continuation.yield(element) }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    self = stream
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that never produces an element and ends only when its consumer is cancelled.
  public static var never: Self {
    Self { _ in }
  }

  /// A stream that ends at once, without producing an element: with `error` when one is given.
  ///
  /// ```swift
  /// let failing = AsyncThrowingStream<Int, any Error>.finished(throwing: URLError(.badURL))
  /// ```
  public static func finished(throwing error: (any Error)? = nil) -> Self {
    Self { $0.finish(throwing: error) }
  }
}
