import CasePaths
import Testing

@testable import ComposableArchitecture

/// A `Scope` in a generic feature hands its child every child action whole, whatever the shape of
/// the child action type, and nothing else; objects carried by actions are neither leaked nor
/// released early.
@Suite("Scope hands child actions of every shape to its child")
struct ScopeChildActionTests {
  final class Tracked: Equatable, @unchecked Sendable {
    static let alive = LockIsolated(0)
    let id: Int
    init(_ id: Int) {
      self.id = id
      Self.alive.withValue { $0 += 1 }
    }
    deinit { Self.alive.withValue { $0 -= 1 } }
    static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.id == rhs.id }
  }

  /// A payload larger than the inline buffers of existentials and optionals' spare bits.
  struct Big: Equatable {
    var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8
    var text = "big"
  }

  @CasePathable
  enum Inner: Equatable {
    case leaf(Int)
    case object(Tracked)
  }

  /// A generic feature whose child records every action it receives.
  struct Recorder<ChildAction: Equatable>: Reducer {
    struct State: Equatable {
      var received: [ChildAction] = []
    }
    @CasePathable
    enum Action {
      case child(ChildAction)
      case other
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.received, action: \.child) {
        Reduce<[ChildAction], ChildAction> { received, action in
          received.append(action)
          return .none
        }
      }
    }
  }

  /// Sends each of `values` as a child action, with an action of another case before each.
  @MainActor
  static func received<ChildAction: Equatable>(_ values: [ChildAction]) -> [ChildAction] {
    let store = Store(initialState: Recorder<ChildAction>.State()) { Recorder<ChildAction>() }
    for value in values {
      store.send(.other)
      store.send(.child(value))
    }
    return store.withState(\.received)
  }

  @Test("Every shape of child action arrives whole, once, and only child actions arrive")
  @MainActor
  func everyShape() {
    let object = Tracked(1)
    #expect(Self.received([7, 0, -1]) == [7, 0, -1])
    #expect(Self.received([object, Tracked(2)]) == [object, Tracked(2)])
    #expect(Self.received(["héllo", "", String(repeating: "x", count: 100)]) == ["héllo", "", String(repeating: "x", count: 100)])
    // A child action that is itself optional: `nil` is a child action like any other.
    #expect(Self.received([3, nil, 4] as [Int?]) == [3, nil, 4])
    #expect(Self.received([.some(nil), nil, .some(.some(5))] as [Int??]) == [.some(nil), nil, .some(.some(5))])
    #expect(Self.received([Inner.leaf(5), .object(object)]) == [.leaf(5), .object(object)])
    #expect(Self.received([Big(), Big(a: 0, text: "other")]) == [Big(), Big(a: 0, text: "other")])
    #expect(Self.received([[1, 2], [], [3]]) == [[1, 2], [], [3]])
  }

  @Test("Objects carried by 5,000 child actions are neither leaked nor released early")
  @MainActor
  func objectsAreBalanced() {
    let before = Tracked.alive.value
    do {
      let store = Store(initialState: Recorder<Inner>.State()) { Recorder<Inner>() }
      for index in 0..<5_000 {
        store.send(.child(.object(Tracked(index))))
      }
      let ids = store.withState(\.received).map { action -> Int in
        guard case let .object(object) = action else { return -1 }
        return object.id
      }
      #expect(ids == Array(0..<5_000))
    }
    #expect(Tracked.alive.value == before)
  }
}
