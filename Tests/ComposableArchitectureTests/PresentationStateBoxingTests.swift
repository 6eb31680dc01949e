import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

/// Issue 26: `PresentationState` (`@Presents`) keeps what it presents in a box, as TCA does, so a
/// feature can present itself and equal copies compare without comparing what they present.
@MainActor
@Suite("PresentationState: boxed, copy on write")
struct PresentationStateBoxingTests {
  /// Counts the calls of its `==` (TCA's test makes `==` slow and times it; we count instead).
  final class EqualityCounter: Sendable {
    let calls = LockIsolated(0)
  }

  struct Counted: Equatable {
    let counter: EqualityCounter
    var value: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.counter.calls.withValue { $0 += 1 }
      return lhs.value == rhs.value
    }
  }

  @ObservableState
  struct Parent: Equatable {
    var title = ""
    @Presents var child: Counted?
  }

  // MARK: - Recursion

  /// A feature presenting itself: `State` holds an optional `State`, `Action` a
  /// `PresentationAction<Action>`.
  @Reducer
  struct Nested {
    @ObservableState
    struct State: Equatable {
      var depth = 0
      var count = 0
      @Presents var child: State?
    }
    enum Action {
      case child(PresentationAction<Action>)
      case increment
      case present
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .child:
          return .none
        case .increment:
          state.count += 1
          return .none
        case .present:
          state.child = State(depth: state.depth + 1)
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Nested() }
    }
  }

  @Test func aFeaturePresentingItselfCompilesAndRuns() async {
    let store = TestStore(initialState: Nested.State()) { Nested() }
    await store.send(.present) { $0.child = Nested.State(depth: 1) }
    await store.send(\.child.present) { $0.child?.child = Nested.State(depth: 2) }
    await store.send(\.child.child.increment) { $0.child?.child?.count = 1 }
    await store.send(\.child.child.dismiss) { $0.child?.child = nil }
    await store.send(\.child.dismiss) { $0.child = nil }
  }

  /// A chain of `depth` presented levels, as a feature presenting itself builds it.
  static func nested(depth: Int, presented: Bool) -> Nested.State {
    var state = Nested.State(depth: depth)
    for level in stride(from: depth - 1, through: 0, by: -1) {
      var parent = Nested.State(depth: level)
      if presented {
        // As if each level had been presented through the reducer (its lifetime started).
        parent.$child.presentedID = ChildIdentity(of: state, at: \Nested.State.$child)
      }
      parent.child = state
      state = parent
    }
    return state
  }

  /// The action `action` sent to the feature presented `depth` levels down.
  static func action(_ action: Nested.Action, depth: Int) -> Nested.Action {
    var action = action
    for _ in 0..<depth {
      action = .child(.presented(action))
    }
    return action
  }

  /// Checks the chain: every level still presented, only the deepest one counted.
  static func expectCounted(_ state: Nested.State, depth: Int) {
    var level = state
    var levels = 0
    while let child = level.child {
      #expect(level.count == 0)
      level = child
      levels += 1
    }
    #expect(levels == depth)
    #expect(level.depth == depth)
    #expect(level.count == 1)
  }

  @Test func aSelfPresentingFeatureThousandsOfLevelsDeep() {
    // One reduction per level, nested: the deepest levels run on a fresh stack.
    let depth = 3_000
    var state = Self.nested(depth: depth, presented: true)
    let effect = Nested().reduce(into: &state, action: Self.action(.increment, depth: depth))
    #expect(effect.isNone)
    Self.expectCounted(state, depth: depth)
  }

  @Test func aDeepLinkedSelfPresentingFeatureInAStore() async {
    // Deep-linked: the first action starts every level's lifetime.
    let depth = 200
    let store = TestStore(initialState: Self.nested(depth: depth, presented: false)) { Nested() }
    store.exhaustivity = .off
    await store.send(Self.action(.increment, depth: depth))
    Self.expectCounted(store.state, depth: depth)
    // Dismissing the top level ends every level below it.
    await store.send(.child(.dismiss)) { $0.child = nil }
    await store.finish()
  }

  // MARK: - Equality

  @Test func copiesSharingTheirBoxAreEqualWithoutComparing() {
    let counter = EqualityCounter()
    let a = PresentationState(wrappedValue: Counted(counter: counter, value: 1))
    let b = a
    #expect(a == b)
    #expect(counter.calls.value == 0)

    var parent = Parent()
    parent.child = Counted(counter: counter, value: 1)
    let copy = parent
    #expect(parent.$child == copy.$child)
    #expect(parent == copy)
    #expect(counter.calls.value == 0)
  }

  @Test func presentationStatesWithSeparateBoxesCompareWhatTheyPresent() {
    let counter = EqualityCounter()
    let a = PresentationState(wrappedValue: Counted(counter: counter, value: 1))
    let b = PresentationState(wrappedValue: Counted(counter: counter, value: 1))
    let c = PresentationState(wrappedValue: Counted(counter: counter, value: 2))
    #expect(a == b)
    #expect(a != c)
    #expect(counter.calls.value == 2)
    #expect(PresentationState<Counted>(wrappedValue: nil) == PresentationState(wrappedValue: nil))
    #expect(a != PresentationState(wrappedValue: nil))
  }

  @Test func aChangedCopyComparesAgain() {
    let counter = EqualityCounter()
    var a = PresentationState(wrappedValue: Counted(counter: counter, value: 1))
    let b = a
    a.wrappedValue?.value = 2
    #expect(a != b)
    #expect(counter.calls.value == 1)
    a.wrappedValue?.value = 1
    #expect(a == b)
    #expect(counter.calls.value == 2)
  }

  // MARK: - Copy on write

  @Test func changingOneCopyNeverChangesAnother() {
    let counter = EqualityCounter()
    let original = PresentationState(wrappedValue: Counted(counter: counter, value: 1))
    // Every kind of change: in place, replaced, dismissed, presented from nothing, through `$`.
    let changes: [(String, (inout PresentationState<Counted>) -> Void)] = [
      ("in place", { $0.wrappedValue?.value += 1 }),
      ("replaced", { $0.wrappedValue = Counted(counter: counter, value: 9) }),
      ("dismissed", { $0.wrappedValue = nil }),
      ("through the projection", { $0.projectedValue.wrappedValue?.value = 5 }),
      ("bookkeeping", { $0.presentedID = ChildIdentity(of: 0, at: "somewhere") }),
    ]
    for (name, change) in changes {
      var copy = original
      change(&copy)
      #expect(original.wrappedValue?.value == 1, "\(name)")
      #expect(original.presentedID == nil, "\(name)")
      #expect(!copy.sharesStorage(with: original), "\(name)")
    }

    var empty = PresentationState<Counted>(wrappedValue: nil)
    let emptyCopy = empty
    empty.wrappedValue = Counted(counter: counter, value: 3)
    #expect(emptyCopy.wrappedValue == nil)
    #expect(empty.wrappedValue?.value == 3)
  }

  @Reducer
  struct PresentingNested {
    @ObservableState
    struct State: Equatable {
      var title = ""
      @Presents var child: Nested.State?
    }
    enum Action { case child(PresentationAction<Nested.Action>), rename }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .rename = action { state.title += "!" }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Nested() }
    }
  }

  @Test func aParentActionDoesNotCopyThePresentedBox() {
    // The common path of a send (an action for the parent while something is presented) leaves
    // the presentation's box as it was: no copy per send.
    var initial = PresentingNested.State()
    initial.child = Nested.State(depth: 1)
    let store = Store(initialState: initial) { PresentingNested() }
    store.send(.child(.presented(.increment)))  // presents, starts the lifetime
    let before = store.withState { $0.$child }
    for _ in 0..<3 {
      store.send(.rename)
    }
    let after = store.withState { $0.$child }
    #expect(before.sharesStorage(with: after))
    #expect(after.wrappedValue?.count == 1)
  }

  @Test func aPropertyWrapperAndCodableStillWork() throws {
    struct Holder: Equatable, Codable {
      @PresentationState var value: Int?
    }
    var holder = Holder(value: 1)
    let copy = holder
    holder.value = 2
    #expect(copy.value == 1)
    let data = try JSONEncoder().encode(holder)
    #expect(try JSONDecoder().decode(Holder.self, from: data) == holder)
    holder.value = nil
    #expect(try JSONDecoder().decode(Holder.self, from: JSONEncoder().encode(holder)).value == nil)
    var text = ""
    customDump(holder, to: &text)
    #expect(text.contains("value: nil"))
  }
}
