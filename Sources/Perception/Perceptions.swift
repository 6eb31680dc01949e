/// An asynchronous sequence of the values a closure computes from perceptible state: the current
/// value first, then a new value after each change to the state it read.
///
/// It is Observation's `Observations` under Perception's name: changes made together (up to the
/// next suspension) yield one value, and the closure runs in its own isolation.
///
/// ```swift
/// for await count in Perceptions({ model.count }) {
///   print("count is", count)
/// }
/// ```
///
/// On Apple platforms it needs the operating systems that have `Observations` (macOS 26, iOS 26,
/// tvOS 26, watchOS 26); on Linux it is always available. Elsewhere, SwiftNavigation's `observe`
/// runs a closure again after each change.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
public struct Perceptions<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// What a closure given to ``untilFinished(_:)`` returns: the next value, or the end of the
  /// sequence. It is Observation's `Observations.Iteration`, with the cases `next(_:)` and `finish`.
  public typealias Iteration = Observations<Element, Failure>.Iteration

  private let base: Observations<Element, Failure>

  /// The values `emit` computes: the current one, then one after each change to the perceptible
  /// state it read. The sequence never ends on its own.
  public init(_ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Element) {
    self.base = Observations(emit)
  }

  private init(base: Observations<Element, Failure>) {
    self.base = base
  }

  /// The values `emit` computes, until it returns `.finish`:
  ///
  /// ```swift
  /// let counts = Perceptions<Int, Never>.untilFinished {
  ///   model.isDone ? .finish : .next(model.count)
  /// }
  /// ```
  public static func untilFinished(
    _ emit: @escaping @isolated(any) @Sendable () throws(Failure) -> Iteration
  ) -> Perceptions<Element, Failure> {
    Perceptions(base: Observations.untilFinished(emit))
  }

  /// An iterator over the values.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator())
  }

  /// Produces the values of a ``Perceptions`` sequence, one per call to `next`.
  public struct Iterator: AsyncIteratorProtocol {
    private var base: Observations<Element, Failure>.Iterator

    fileprivate init(base: Observations<Element, Failure>.Iterator) {
      self.base = base
    }

    /// The next value, or `nil` once the sequence has finished.
    public mutating func next() async throws(Failure) -> Element? {
      try await base.next(isolation: nil)
    }

    /// The next value, awaited in `iterationIsolation`, or `nil` once the sequence has finished.
    public mutating func next(
      isolation iterationIsolation: isolated (any Actor)? = #isolation
    ) async throws(Failure) -> Element? {
      try await base.next(isolation: iterationIsolation)
    }
  }
}
