import CasePaths
import Testing

@testable import ComposableArchitecture

/// `Scope` reads a child action out of each action through `ResolvedCasePath.withValue(in:_:)`,
/// which extracts through the case path with the optional's type bound once. Every shape of payload
/// must come out whole, exactly once, and nothing may be leaked or released twice.
@Suite("ResolvedCasePath reads every shape of payload")
struct ResolvedCasePathTests {
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

  @CasePathable
  enum Action: Equatable {
    case pod(Int)
    case object(Tracked)
    case text(String)
    case optional(Int?)
    case doubleOptional(Int??)
    case nested(Inner)
    case big(Big)
    case void
    case pair(Int, String)
    case labeled(id: Int, object: Tracked)
  }

  /// Runs `withValue` on `root` through a case path made in generic code, as `Scope` does, and
  /// returns what the body saw (`nil` when it did not run), checking that it ran at most once.
  static func read<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>, in root: Root
  ) -> (matched: Bool, value: Value?) {
    let resolved = ResolvedCasePath(AnyCasePath(keyPath))
    var seen: [Value] = []
    let matched = resolved.withValue(in: root) { seen.append($0) }
    #expect(seen.count == (matched ? 1 : 0))
    return (matched, seen.first)
  }

  @Test("Each case's payload, in its case; nothing in the others")
  func everyShape() {
    let object = Tracked(1)
    let roots: [Action] = [
      .pod(7), .object(object), .text("héllo"), .optional(3), .optional(nil),
      .doubleOptional(.some(nil)), .doubleOptional(nil), .nested(.leaf(5)),
      .nested(.object(object)), .big(Big()), .void, .pair(1, "one"),
      .labeled(id: 2, object: object),
    ]
    for root in roots {
      let pod = Self.read(\Action.Cases.pod, in: root)
      #expect(pod.matched == (root == .pod(7)) && (!pod.matched || pod.value == 7))

      let tracked = Self.read(\Action.Cases.object, in: root)
      #expect(tracked.matched == (root == .object(object)))
      #expect(!tracked.matched || tracked.value === object)

      let text = Self.read(\Action.Cases.text, in: root)
      #expect(text.matched == (root == .text("héllo")) && (!text.matched || text.value == "héllo"))

      // A case whose payload is itself optional: `.optional(nil)` is in the case, with `nil`.
      let optional = Self.read(\Action.Cases.optional, in: root)
      switch root {
      case let .optional(payload):
        #expect(optional.matched)
        #expect(optional.value == .some(payload))
      default:
        #expect(!optional.matched)
      }

      let doubleOptional = Self.read(\Action.Cases.doubleOptional, in: root)
      switch root {
      case let .doubleOptional(payload):
        #expect(doubleOptional.matched)
        #expect(doubleOptional.value == .some(payload))
      default:
        #expect(!doubleOptional.matched)
      }

      let nested = Self.read(\Action.Cases.nested.leaf, in: root)
      #expect(nested.matched == (root == .nested(.leaf(5))) && (!nested.matched || nested.value == 5))

      let big = Self.read(\Action.Cases.big, in: root)
      #expect(big.matched == (root == .big(Big())) && (!big.matched || big.value == Big()))

      let void = Self.read(\Action.Cases.void, in: root)
      #expect(void.matched == (root == .void))

      let pair = Self.read(\Action.Cases.pair, in: root)
      #expect(pair.matched == (root == .pair(1, "one")))
      #expect(!pair.matched || (pair.value?.0 == 1 && pair.value?.1 == "one"))

      let labeled = Self.read(\Action.Cases.labeled, in: root)
      #expect(labeled.matched == (root == .labeled(id: 2, object: object)))
      #expect(!labeled.matched || (labeled.value?.id == 2 && labeled.value?.object === object))
    }
  }

  @Test("Objects read out of actions are neither leaked nor released early, 5,000 times")
  func objectsAreBalanced() {
    let before = Tracked.alive.value
    do {
      let resolved = ResolvedCasePath(AnyCasePath(\Action.Cases.object))
      let nested = ResolvedCasePath(AnyCasePath(\Action.Cases.nested.object))
      for index in 0..<5_000 {
        let action: Action = index.isMultiple(of: 2) ? .object(Tracked(index)) : .nested(.object(Tracked(index)))
        var ids: [Int] = []
        _ = resolved.withValue(in: action) { ids.append($0.id) }
        _ = nested.withValue(in: action) { ids.append($0.id) }
        #expect(ids == [index])
      }
    }
    #expect(Tracked.alive.value == before)
  }

  /// A generic feature whose child action is optional: the child sees `nil` child actions too.
  struct Optionals<Wrapped: Equatable & Sendable>: Reducer {
    struct State: Equatable {
      var received: [Wrapped?] = []
    }
    @CasePathable
    enum Action {
      case child(Wrapped?)
      case other
    }
    var body: some Reducer<State, Action> {
      Scope(state: \.received, action: \.child) {
        Reduce<[Wrapped?], Wrapped?> { received, action in
          received.append(action)
          return .none
        }
      }
    }
  }

  @Test("A Scope passes optional child actions on as they are, nil included")
  @MainActor
  func optionalChildActions() {
    let store = Store(initialState: Optionals<String>.State()) { Optionals<String>() }
    store.send(.child("a"))
    store.send(.child(nil))
    store.send(.other)
    store.send(.child("b"))
    #expect(store.withState(\.received) == ["a", nil, "b"])
  }
}
