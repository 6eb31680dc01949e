import CustomDump
import Dependencies
import Foundation

/// The identity of an element of a ``StackState``: given when the element is pushed, from the
/// `stackElementID` dependency, so ids count up from 0 in each store (and each test store).
///
/// Write one as an integer literal in tests: `$0.path[id: 0]`, `.element(id: 1, action: …)`.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomDebugStringConvertible, CustomDumpStringConvertible
{
  /// The position of the element in the order of pushes.
  public let generation: Int

  /// The id with generation `generation`.
  public init(generation: Int) {
    self.generation = generation
  }

  /// The id with generation `value`: `0`, `1`, …
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }

  /// Orders ids by generation.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }

  /// `#0`, `#1`, …
  public var debugDescription: String { "#\(generation)" }

  /// `#0`, `#1`, …
  public var customDumpDescription: String { "#\(generation)" }
}

/// Gives the ids of pushed stack elements, counting up. Each store starts its own count at 0.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>
  /// Whether this is the default generator, which each store replaces with a fresh one.
  let isStoreDefault: Bool

  /// A generator counting up from `start`.
  public static func incrementing(from start: Int = 0) -> Self {
    Self(counter: LockIsolated(start), isStoreDefault: false)
  }

  /// The next id, used up.
  ///
  /// The default generator gives the ids of the store whose reducer is running (each store counts
  /// from 0), and, outside any store, its own count (a fresh one in each dependency context).
  public func next() -> StackElementID {
    if isStoreDefault, let storeIDs = LiveMutation.context?.stackIDs { return storeIDs.next() }
    return counter.withValue { count in
      defer { count += 1 }
      return StackElementID(generation: count)
    }
  }

  /// The next id, not used up.
  public func peek() -> StackElementID {
    if isStoreDefault, let storeIDs = LiveMutation.context?.stackIDs { return storeIDs.peek() }
    return StackElementID(generation: counter.value)
  }

  /// Moves the count past `id`, so it is never given again.
  func skip(past id: StackElementID) {
    if isStoreDefault, let storeIDs = LiveMutation.context?.stackIDs { return storeIDs.skip(past: id) }
    counter.withValue { $0 = max($0, id.generation + 1) }
  }

  /// A generator that continues from where this one is, without changing this one: what a test
  /// store's assertion runs with, so that `$0.path.append(…)` in it gets the id the store gave.
  func copy() -> Self {
    Self(counter: LockIsolated(counter.value), isStoreDefault: false)
  }

  /// The generator of a store: fresh for a store created with the default one.
  func forStore() -> Self {
    isStoreDefault ? .incrementing() : self
  }

  /// A default generator: inside a store, the store's count; outside any store, a count of its own
  /// from 0. Each default is created once per dependency context (and, in tests, per test), so
  /// `withDependencies { $0.context = .live }` starts a fresh count, as TCA does.
  fileprivate static func storeDefault() -> Self {
    Self(counter: LockIsolated(0), isStoreDefault: true)
  }
}

private enum StackElementIDKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .storeDefault() }
  static var testValue: StackElementIDGenerator { .storeDefault() }
}

extension DependencyValues {
  /// Gives the ids of the elements pushed on a ``StackState``. Each store (and test store) starts
  /// its own count at 0, unless the store is given a generator explicitly.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }
}
