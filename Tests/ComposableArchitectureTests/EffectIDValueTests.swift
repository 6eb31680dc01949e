import Foundation
import Testing

@testable import ComposableArchitecture

/// Issue 30: an id whose value is plain data of at most 8 bytes is kept inline, with its type (no box,
/// no reference counting); any other value is boxed. Whatever the representation, two ids are one id
/// exactly when their types are the same and their values are equal by the type's own `==`, as in
/// TCA; an effect filed under an id is found again under it, whatever the value.
@MainActor
@Suite("Effect ids: inline and boxed values, one identity")
struct EffectIDValueTests {
  enum Single: Hashable, Sendable { case only }
  enum Pair: Hashable, Sendable { case left, right }
  enum Payload: Hashable, Sendable { case small(Int32), flag(Bool) }
  /// Plain data whose `==` reads one field: inline ids compare with `==`, not with their bytes.
  struct Loose: Hashable, Sendable {
    var key: UInt8
    var noise: UInt8
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
  }
  /// Exactly 8 bytes: the largest value kept inline.
  struct Eight: Hashable, Sendable {
    var a: Int32
    var b: Int32
  }
  /// 9 bytes: boxed.
  struct Nine: Hashable, Sendable {
    var a: Int64
    var b: UInt8
  }
  /// Plain data with padding between its fields (1 byte, 7 of padding, 8 bytes): boxed, and its
  /// padding never decides equality.
  struct Padded: Hashable, Sendable {
    var a: UInt8
    var b: Int64
  }

  /// Values of many types, including equal values of different types and unequal values whose
  /// bytes differ in a field `==` ignores.
  static let values: [any Hashable & Sendable] = [
    Single.only, Pair.left, Pair.right, Payload.small(1), Payload.small(2), Payload.flag(true),
    0, 1, -1, Int.max, Int8(1), Int32(1), UInt64(1), true, false, 0.0, -0.0, 1.5, Float(1.5),
    Loose(key: 1, noise: 2), Loose(key: 1, noise: 9), Loose(key: 2, noise: 2),
    Eight(a: 1, b: 2), Eight(a: 2, b: 1), Nine(a: 1, b: 2), Nine(a: 1, b: 3),
    Padded(a: 1, b: 2), Padded(a: 1, b: 3),
    "x", "y", "", UUID(uuidString: "7F9E8B1C-2B3A-4C5D-8E6F-0A1B2C3D4E5F")!, [1, 2], [2, 1],
  ]

  /// Whether TCA sees `a` and `b` as one cancellation id: one type, equal values.
  static func isSameID(_ a: any Hashable & Sendable, _ b: any Hashable & Sendable) -> Bool {
    type(of: a) == type(of: b) && AnyHashable(a) == AnyHashable(b)
  }

  static func id(_ value: some Hashable & Sendable) -> EffectID {
    EffectID(value)
  }

  @Test("Every pair of ids: equal exactly when TCA's are, with equal hashes, and the value kept")
  func everyPair() {
    for a in Self.values {
      let left = Self.id(a)
      #expect(left.base == AnyHashable(a))
      for b in Self.values {
        let right = Self.id(b)
        let same = Self.isSameID(a, b)
        #expect((left == right) == same, "\(a) (\(type(of: a))) vs \(b) (\(type(of: b)))")
        if same { #expect(left.hashValue == right.hashValue) }
      }
    }
  }

  @Test("Small plain values are kept inline, others boxed")
  func representation() {
    #expect(Self.id(Single.only).box == nil)
    #expect(Self.id(Pair.right).box == nil)
    #expect(Self.id(Payload.small(3)).box == nil)
    #expect(Self.id(42).box == nil)
    #expect(Self.id(Eight(a: 1, b: 2)).box == nil)
    #expect(Self.id(Loose(key: 1, noise: 1)).box == nil)
    #expect(Self.id(Nine(a: 1, b: 2)).box != nil)
    #expect(Self.id(Padded(a: 1, b: 2)).box != nil)
    #expect(Self.id("search").box != nil)
    #expect(Self.id(UUID()).box != nil)
    #expect(Self.id([1]).box != nil)
  }

  @Reducer
  struct Feature {
    struct State: Equatable {}
    enum Action: Equatable { case start, stop, stopOwn }
    let startID: any Hashable & Sendable
    let stopID: any Hashable & Sendable

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .start:
          return .run { _ in try await Task.never() }.cancellable(id: startID)
        case .stop:
          return .cancel(id: stopID)
        case .stopOwn:
          return .cancel(id: startID)
        }
      }
    }
  }

  @Test("Through a store: `.cancel(id:)` cancels an effect exactly when TCA's would, for every pair")
  func storeCancelsEveryPair() async {
    for a in Self.values {
      for b in Self.values {
        let store = Store(initialState: Feature.State()) { Feature(startID: a, stopID: b) }
        let started = store.send(.start)
        store.send(.stop)
        let registry = store.access.registry
        #expect(
          registry.cancelledEffectsRunning == (Self.isSameID(a, b) ? 1 : 0),
          "\(a) (\(type(of: a))) cancelled by \(b) (\(type(of: b)))")
        // Whatever happened, the effect is still found under its own id, and leaves nothing filed.
        store.send(.stopOwn)
        await started.finish()
        #expect(registry.count == 0)
      }
    }
  }

  @Reducer
  struct Many {
    struct State: Equatable {}
    enum Action: Equatable { case start(Int), startLoose(UInt8, noise: UInt8), stop(Int), stopLoose(UInt8) }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case let .start(id):
          return .run { _ in try await Task.never() }.cancellable(id: id)
        case let .startLoose(key, noise):
          return .run { _ in try await Task.never() }.cancellable(id: Loose(key: key, noise: noise))
        case let .stop(id):
          return .cancel(id: id)
        case let .stopLoose(key):
          return .cancel(id: Loose(key: key, noise: 0))
        }
      }
    }
  }

  @Test("Many inline ids in flight at once: each `.cancel(id:)` finds exactly its effects")
  func manyInlineIDs() async {
    let store = Store(initialState: Many.State()) { Many() }
    let registry = store.access.registry
    var tasks: [StoreTask] = []
    for id in 0..<500 { tasks.append(store.send(.start(id))) }
    // Ids equal by `==` with other bytes: filed apart by value, found by `==`.
    for key in UInt8(0)..<50 {
      tasks.append(store.send(.startLoose(key, noise: key &* 7)))
      tasks.append(store.send(.startLoose(key, noise: key &* 7 &+ 1)))
    }
    #expect(registry.count == 600)
    for id in stride(from: 0, to: 500, by: 3) {
      store.send(.stop(id))
      #expect(registry.cancelledEffectsRunning == id / 3 + 1)
    }
    for key in UInt8(0)..<50 { store.send(.stopLoose(key)) }
    #expect(registry.cancelledEffectsRunning == 167 + 100)
    for id in 0..<500 where id % 3 != 0 { store.send(.stop(id)) }
    for task in tasks { await task.finish() }
    #expect(registry.count == 0)
  }

  @Test("An id whose value is not equal to itself (NaN) is still one id: found, cancelled, unfiled")
  func notEqualToItself() async {
    let store = Store(initialState: Feature.State()) {
      Feature(startID: Double.nan, stopID: Double.nan)
    }
    let started = store.send(.start)
    store.send(.stop)
    #expect(store.access.registry.cancelledEffectsRunning == 1)
    await started.finish()
    #expect(store.access.registry.count == 0)
    #expect(Self.id(Double.nan) == Self.id(Double.nan))
  }

  /// Where a `.run { }.cancellable(id:)` effect can sit in what a reducer returns.
  enum Shape: CaseIterable, Sendable {
    case alone, concatenated, merged, scoped, mapped, nested
  }

  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action: Equatable { case start }
    let inFlight: Bool
    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        .run { _ in try await Task.never() }.cancellable(id: Pair.left, cancelInFlight: inFlight)
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable { var child = Child.State() }
    enum Action: Equatable { case start, stop, child(Child.Action) }
    let shape: Shape
    let inFlight: Bool

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child(inFlight: inFlight) }
      Reduce { _, action in
        let run = Effect<Action>.run { _ in try await Task.never() }
          .cancellable(id: Pair.left, cancelInFlight: inFlight)
        switch action {
        case .start:
          switch shape {
          case .alone: return run
          case .concatenated: return .concatenate(.run { _ in }, run)
          case .merged: return .merge(.none, run)
          case .scoped: return .send(.child(.start))
          case .mapped: return run.map { $0 }
          case .nested: return run.cancellable(id: Pair.right)
          }
        case .stop:
          return .cancel(id: Pair.left)
        case .child:
          return .none
        }
      }
    }
  }

  @Test(
    "A `.run` made cancellable is cancelled by its id, and replaces its predecessor in flight, in every shape",
    arguments: Shape.allCases, [false, true])
  func cancellableRunShapes(shape: Shape, inFlight: Bool) async {
    let store = Store(initialState: Parent.State()) { Parent(shape: shape, inFlight: inFlight) }
    let registry = store.access.registry
    let first = store.send(.start)
    if shape == .concatenated {
      // The cancellable part is filed when the concatenation's task reaches it.
      while registry.count < 2 { await Task.yield() }
    } else {
      let second = store.send(.start)
      #expect(registry.cancelledEffectsRunning == (inFlight ? 1 : 0))
      if inFlight { await first.finish() }
      store.send(.stop)
      await second.finish()
    }
    store.send(.stop)
    await first.finish()
    #expect(registry.count == 0)
  }
}
