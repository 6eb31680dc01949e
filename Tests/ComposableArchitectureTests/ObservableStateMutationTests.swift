import ComposableArchitecture
import Foundation
import Observation
import Testing

// Observation of `@ObservableState` values changed outside a store, with the expectations of TCA
// 1.25.5's `ObservableTests` (which mutation notifies which observer), on our own types.

@ObservableState
private struct Child: Equatable, Identifiable {
  let id = UUID()
  var count = 0

  mutating func replace(with other: Self) { self = other }
  mutating func reset() { self = Self() }
  mutating func copy() -> Self { self }
}

/// Not `Equatable`: identity is all that tells a state put back from the one it replaces.
@ObservableState
private struct Counter {
  var count = 0
}

@CasePathable
@dynamicMemberLookup
@ObservableState
private enum Destination: Equatable {
  case child1(Child)
  case child2(Child)
  case inert(Int)
}

@ObservableState
private struct Parent: Equatable {
  var child = Child()
  @Presents var destination: Destination?
  var children: [Child] = []
  @Presents var optional: Child?
  var plainOptional: Child?
  var path = StackState<Child>()
  @Presents var presentation: Child?
  var rows: IdentifiedArrayOf<Child> = []
  var sibling = Child()
  var title = ""

  mutating func swap() {
    let childCopy = child
    child = sibling
    sibling = childCopy
  }
}

@ObservableState
private struct Holder {
  var counter = Counter()
  var counters: [Counter] = []
}

/// How many times observers were told of a change.
private final class ChangeCount: @unchecked Sendable {
  private let lock = NSLock()
  private var _value = 0
  var value: Int { lock.withLock { _value } }
  func increment() { lock.withLock { _value += 1 } }
}

/// How many times the observers of what `read` reads are told of a change: `withObservationTracking`,
/// one shot.
private func observe(_ read: () -> Void) -> ChangeCount {
  let count = ChangeCount()
  withObservationTracking {
    read()
  } onChange: {
    count.increment()
  }
  return count
}

/// A mutable box a `@Sendable` read closure can capture: these tests run on one thread.
private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@Suite("@ObservableState: changes made outside a store notify their observers")
struct ObservableStateMutationTests {
  // MARK: - Plain values

  @Test func aFieldChangedOnAPlainValueNotifiesItsObservers() {
    let state = Box(Child())
    let count = observe { _ = state.value.count }
    state.value.count += 1
    #expect(count.value == 1)
    #expect(state.value.count == 1)
  }

  @Test func withPerceptionTrackingSeesTheSameChange() {
    let state = Box(Child())
    let changed = ChangeCount()
    withPerceptionTracking {
      _ = state.value.count
    } onChange: {
      changed.increment()
    }
    state.value.count = 5
    #expect(changed.value == 1)
  }

  @Test func assigningTheSameValueNotifiesNobody() {
    let state = Box(Parent())
    state.value.title = "a"
    let title = observe { _ = state.value.title }
    let child = observe { _ = state.value.child }
    let count = observe { _ = state.value.child.count }
    state.value.title = "a"
    state.value.child.count = 0
    state.value.child = state.value.child
    #expect(title.value == 0)
    #expect(child.value == 0)
    #expect(count.value == 0)
    state.value.title = "b"
    #expect(title.value == 1)
  }

  @Test func aFieldOfAnotherStateNotifiesNobody() {
    let a = Box(Child())
    let b = Box(Child())
    let aCount = observe { _ = a.value.count }
    b.value.count += 1
    #expect(aCount.value == 0)
  }

  // MARK: - Nested children

  @Test func aChangeInsideAChildNotifiesTheChildsFieldNotTheParentsField() {
    let state = Box(Parent())
    let childCount = observe { _ = state.value.child.count }
    let child = observe { _ = state.value.child }
    state.value.child.count += 1
    #expect(childCount.value == 1)
    #expect(child.value == 0)
    #expect(state.value.child.count == 1)
  }

  @Test func assigningANewChildNotifiesTheParentsFieldOnly() {
    let state = Box(Parent())
    let oldChild = state.value.child
    let oldCount = observe { _ = oldChild.count }
    let child = observe { _ = state.value.child }
    state.value.child = Child(count: 42)
    #expect(child.value == 1)
    #expect(oldCount.value == 0)
    #expect(state.value.child.count == 42)
  }

  @Test func replacingOrResettingAChildInPlaceNotifiesTheParentsField() {
    let replaced = Box(Parent())
    let replacedChild = observe { _ = replaced.value.child }
    replaced.value.child.replace(with: Child(count: 42))
    #expect(replacedChild.value == 1)

    let reset = Box(Parent(child: Child(count: 42)))
    let resetChild = observe { _ = reset.value.child }
    reset.value.child.reset()
    #expect(resetChild.value == 1)
    #expect(reset.value.child.count == 0)
  }

  @Test func swappingSiblingsNotifiesBoth() {
    let state = Box(Parent(child: Child(count: 1), sibling: Child(count: -1)))
    let child = observe { _ = state.value.child }
    let sibling = observe { _ = state.value.sibling }
    state.value.swap()
    #expect(child.value == 1)
    #expect(sibling.value == 1)
    #expect(state.value.child.count == -1)
    #expect(state.value.sibling.count == 1)
  }

  // MARK: - Copies

  @Test func replacingAChildWithAChangedCopyNotifies() {
    let original = Child(count: 1)
    var changedCopy = original
    changedCopy.count = 2
    let state = Box(Parent(child: original, sibling: changedCopy))
    let childCount = observe { _ = state.value.child.count }
    state.value.child.replace(with: state.value.sibling)
    #expect(childCount.value == 1)
    #expect(state.value.child.count == 2)
  }

  @Test func aCopyTakenThroughAMutatingMethodAndChangedIsADifferentState() {
    let state = Box(Parent())
    var copy = state.value.child.copy()
    copy.count = 42
    let childCount = observe { _ = state.value.child.count }
    state.value.child.replace(with: copy)
    #expect(childCount.value == 1)
    #expect(state.value.child.count == 42)
  }

  @Test func aCopyOfAnArrayElementChangedAndPutBackNotifies() {
    // TCA marks this one `XCTTODO` (its identity check cannot see it); here the changed copy is a
    // different state, so putting it back is a change of the array.
    let state = Box(Parent(children: [Child(count: 42)]))
    var copy = state.value.children[0]
    copy.count += 1
    let count = observe { _ = state.value.children[0].count }
    state.value.children[0] = copy
    #expect(count.value == 1)
    #expect(state.value.children[0].count == 43)

    let rowsState = Box(Parent(rows: [Child(count: 42)]))
    var rowCopy = rowsState.value.rows[0]
    rowCopy.count += 1
    let rowCount = observe { _ = rowsState.value.rows[0].count }
    rowsState.value.rows[0] = rowCopy
    #expect(rowCount.value == 1)
  }

  @Test func aCopyPutBackAfterAPerturbationNotifies() {
    let state = Box(Parent(children: [Child(count: 42)]))
    var copy = state.value.children[0]
    copy.count += 1
    let count = observe { _ = state.value.children[0].count }
    state.value.children[0] = copy
    state.value.children[0]._$willModify()
    #expect(count.value == 1)
  }

  @Test func changingACopyNotifiesTheObserversOfTheOriginalThenItIsADifferentState() {
    // Copies share their observers (TCA's rule): a change of the copy is seen by the observers of the
    // original's field, and the changed copy is a different state afterwards (not equal in identity,
    // though it still shares those observers).
    let original = Box(Child())
    let count = observe { _ = original.value.count }
    var copy = original.value
    copy.count = 7
    #expect(count.value == 1)
    #expect(original.value.count == 0)
    #expect(copy._$id != original.value._$id)
    let later = observe { _ = original.value.count }
    copy.count = 8
    #expect(later.value == 1)
    #expect(original.value.count == 0)
  }

  @Test func anOldCopyOfANonEquatableChildPutBackNotifies() {
    // Without `Equatable`, only identity tells the old copy from the changed child.
    let state = Box(Holder())
    let saved = state.value.counter
    state.value.counter.count += 1
    let counter = observe { _ = state.value.counter }
    state.value.counter = saved
    #expect(counter.value == 1)
    #expect(state.value.counter.count == 0)

    state.value.counters = [Counter()]
    let savedRow = state.value.counters[0]
    state.value.counters[0].count += 1
    let counters = observe { _ = state.value.counters }
    state.value.counters[0] = savedRow
    #expect(counters.value == 1)
  }

  // MARK: - Optional and enum children

  @Test func presentingAndChangingAnOptionalChild() {
    let state = Box(Parent())
    let optional = observe { _ = state.value.optional }
    state.value.optional = Child(count: 42)
    #expect(optional.value == 1)
    #expect(state.value.optional?.count == 42)

    let presented = state.value.optional
    let optionalAgain = observe { _ = state.value.optional }
    let presentedCount = observe { _ = presented?.count }
    state.value.optional?.count += 1
    #expect(optionalAgain.value == 0)
    #expect(presentedCount.value == 1)
    #expect(state.value.optional?.count == 43)
  }

  @Test func aPlainOptionalChildBehavesTheSame() {
    let state = Box(Parent(plainOptional: Child()))
    let optional = observe { _ = state.value.plainOptional }
    let count = observe { _ = state.value.plainOptional?.count }
    state.value.plainOptional?.count += 1
    #expect(optional.value == 0)
    #expect(count.value == 1)
    state.value.plainOptional = nil
    #expect(optional.value == 1)
  }

  @Test func presentingDismissingAndChangingADestination() {
    let presented = Box(Parent())
    let presentedDestination = observe { _ = presented.value.destination }
    presented.value.destination = .child1(Child(count: 42))
    #expect(presentedDestination.value == 1)
    #expect(presented.value.destination?.child1?.count == 42)

    let dismissed = Box(Parent(destination: .child1(Child())))
    let dismissedDestination = observe { _ = dismissed.value.destination }
    dismissed.value.destination = nil
    #expect(dismissedDestination.value == 1)

    let changed = Box(Parent(destination: .child1(Child())))
    let changedDestination = observe { _ = changed.value.destination }
    changed.value.destination = .child2(Child(count: 42))
    #expect(changedDestination.value == 1)
    #expect(changed.value.destination?.child2?.count == 42)
  }

  @Test func movingTheSameChildToAnotherCaseNotifies() {
    let childState = Child(count: 42)
    let state = Box(Parent(destination: .child1(childState)))
    let destination = observe { _ = state.value.destination }
    state.value.destination = .child2(childState)
    #expect(destination.value == 1)
    #expect(state.value.destination?.child2?.count == 42)
  }

  @Test func changingACaseWithoutObservableStateNotifies() {
    let state = Box(Parent(destination: .inert(0)))
    let destination = observe { _ = state.value.destination }
    state.value.destination = .inert(1)
    #expect(destination.value == 1)
    #expect(state.value.destination == .inert(1))
  }

  @Test func aChangeInsideAPresentedCaseNotifiesTheCasesFieldOnly() {
    let state = Box(Parent(destination: .child1(Child())))
    let destination = observe { _ = state.value.destination }
    let count = observe { _ = state.value.destination?.child1?.count }
    state.value.destination?.child1?.count += 1
    #expect(destination.value == 0)
    #expect(count.value == 1)
    #expect(state.value.destination?.child1?.count == 1)
  }

  @Test func presentsNilToAChildAndChangingIt() {
    let state = Box(Parent())
    let presentation = observe { _ = state.value.presentation }
    state.value.presentation = Child()
    #expect(presentation.value == 1)

    let presentationAgain = observe { _ = state.value.presentation }
    let count = observe { _ = state.value.presentation?.count }
    state.value.presentation?.count += 1
    #expect(presentationAgain.value == 0)
    #expect(count.value == 1)
    #expect(state.value.presentation?.count == 1)
  }

  // MARK: - Collections

  @Test func appendingToAnArrayAnIdentifiedArrayOrAStackNotifiesIt() {
    let state = Box(Parent())
    let children = observe { _ = state.value.children }
    let rows = observe { _ = state.value.rows }
    let path = observe { _ = state.value.path }
    state.value.children.append(Child())
    state.value.rows.append(Child())
    state.value.path.append(Child())
    #expect(children.value == 1)
    #expect(rows.value == 1)
    #expect(path.value == 1)
    #expect(state.value.rows.count == 1)
    #expect(state.value.path.count == 1)
  }

  @Test func changingAnArrayElementNotifiesTheElementsFieldOnly() {
    let state = Box(Parent(children: [Child(), Child()]))
    let children = observe { _ = state.value.children }
    let first = observe { _ = state.value.children[0].count }
    let second = observe { _ = state.value.children[1].count }
    state.value.children[0].count += 1
    #expect(children.value == 0)
    #expect(first.value == 1)
    #expect(second.value == 0)
  }

  @Test func changingAnIdentifiedArrayElementNotifiesTheElementsFieldOnly() {
    let state = Box(Parent(rows: [Child(), Child()]))
    let rows = observe { _ = state.value.rows }
    let firstRow = observe { _ = state.value.rows[0] }
    let first = observe { _ = state.value.rows[0].count }
    let second = observe { _ = state.value.rows[1].count }
    state.value.rows[0].count += 1
    let id = state.value.rows[1].id
    state.value.rows[id: id]?.count += 0
    #expect(rows.value == 0)
    #expect(firstRow.value == 0)
    #expect(first.value == 1)
    #expect(second.value == 0)
    #expect(state.value.rows[0].count == 1)
  }

  @Test func changingAStackElementNotifiesTheElementsFieldOnly() {
    let state = Box(Parent(path: StackState([Child(), Child()])))
    let path = observe { _ = state.value.path }
    let firstElement = observe { _ = state.value.path[0] }
    let first = observe { _ = state.value.path[0].count }
    let second = observe { _ = state.value.path[1].count }
    let firstID = state.value.path.ids[0]
    state.value.path[id: firstID]?.count += 1
    #expect(path.value == 0)
    #expect(firstElement.value == 0)
    #expect(first.value == 1)
    #expect(second.value == 0)
    #expect(state.value.path[0].count == 1)
  }

  @Test func removingOrReplacingAnElementNotifiesTheCollection() {
    let state = Box(Parent(children: [Child(), Child()], rows: [Child(), Child()]))
    let children = observe { _ = state.value.children }
    let rows = observe { _ = state.value.rows }
    state.value.children.removeFirst()
    state.value.rows[0] = Child(count: 3)
    #expect(children.value == 1)
    #expect(rows.value == 1)
  }

  // MARK: - Many observers, bursts

  @Test func everyObserverOfAFieldIsNotifiedAndNoOtherOne() {
    let state = Box(Parent())
    let countObservers = (0..<200).map { _ in observe { _ = state.value.child.count } }
    let titleObservers = (0..<200).map { _ in observe { _ = state.value.title } }
    state.value.child.count += 1
    #expect(countObservers.allSatisfy { $0.value == 1 })
    #expect(titleObservers.allSatisfy { $0.value == 0 })
  }

  @Test func aBurstOfChangesNotifiesOncePerChange() {
    // 5,000 changes, each one observed by observers registered again after every change, as a view
    // re-rendering would; every other write assigns the same value again and notifies nobody.
    let state = Box(Parent(rows: [Child(), Child()]))
    var notified = (first: 0, second: 0, rows: 0, title: 0)
    for value in 1...2_500 {
      let first = observe { _ = state.value.rows[0].count }
      let second = observe { _ = state.value.rows[1].count }
      let rows = observe { _ = state.value.rows }
      let title = observe { _ = state.value.title }
      state.value.rows[0].count = value
      state.value.title = "\(value)"
      let repeatedFirst = observe { _ = state.value.rows[0].count }
      let repeatedTitle = observe { _ = state.value.title }
      state.value.rows[0].count = value
      state.value.title = "\(value)"
      notified.first += first.value + repeatedFirst.value
      notified.second += second.value
      notified.rows += rows.value
      notified.title += title.value + repeatedTitle.value
    }
    #expect(notified.first == 2_500)
    #expect(notified.second == 0)
    #expect(notified.rows == 0)
    #expect(notified.title == 2_500)
    #expect(state.value.rows[0].count == 2_500)
  }
}

// MARK: - Stores

@Reducer
private struct Screen {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var title = ""
    var child = Child()
  }

  enum Action: Equatable {
    case increment
    case replaceChild
    case resetChild
    case replace
    case reset
    case restore(State)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .replaceChild:
        state.child.replace(with: Child(count: 42))
      case .resetChild:
        state.child.reset()
      case .replace:
        state = State(count: 42)
      case .reset:
        state = State()
      case let .restore(restored):
        state = restored
      }
      return .none
    }
  }
}

@MainActor
@Suite("@ObservableState: stores, copies of their state and TestStore assertions")
struct ObservableStateStoreMutationTests {
  @Test func aReducerReplacingOrResettingAChildNotifiesTheParentsField() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let child = observe { _ = store.child }
    store.send(.replaceChild)
    #expect(child.value == 1)
    #expect(store.child.count == 42)

    let childAgain = observe { _ = store.child }
    store.send(.resetChild)
    #expect(childAgain.value == 1)
    #expect(store.child.count == 0)
  }

  @Test func aReducerReplacingOrResettingTheRootNotifiesItsFields() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let count = observe { _ = store.count }
    store.send(.replace)
    #expect(count.value == 1)
    #expect(store.count == 42)

    let countAgain = observe { _ = store.count }
    store.send(.reset)
    #expect(countAgain.value == 1)
    #expect(store.count == 0)
  }

  @Test func aCopyOfTheStoresStateChangedElsewhereNotifiesThenComesBackAsADifferentState() {
    // A value built from the store's state (in an effect, say) shares its observers: its change reaches
    // the store's observers of that field (as in TCA); the store's state does not change, and when the
    // copy is sent back it is a different state, so its fields are notified again.
    let store = Store(initialState: Screen.State()) { Screen() }
    let count = observe { _ = store.count }
    var copy = store.state
    copy.count = 7
    #expect(count.value == 1)
    #expect(store.count == 0)
    #expect(copy._$id != store.state._$id)

    let countAgain = observe { _ = store.count }
    store.send(.restore(copy))
    #expect(countAgain.value == 1)
    #expect(store.count == 7)
  }

  @Test func theExpectedStateATestStoreClosureBuildsNotifiesNobody() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    // Observers of the store's state, as a view of it would register them.
    let title = observe { _ = store.state.title }
    let childCount = observe { _ = store.state.child.count }
    let count = observe { _ = store.state.count }
    await store.send(.increment) {
      $0.count = 1
      // Changes the store never made, undone before the comparison.
      $0.title = "scratch"
      $0.title = ""
      $0.child.count = 99
      $0.child.count = 0
    }
    #expect(title.value == 0)
    #expect(childCount.value == 0)
    // The store's own change, made by its reducer, is notified once.
    #expect(count.value == 1)

    store.exhaustivity = .off
    let titleAgain = observe { _ = store.state.title }
    await store.send(.increment) {
      $0.title = "scratch"
      $0.title = ""
      $0.count = 2
    }
    store.assert {
      $0.title = "scratch"
      $0.title = ""
    }
    #expect(titleAgain.value == 0)
  }

  @Test func aFailingTestStoreAssertionStillNotifiesNobody() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    let title = observe { _ = store.state.title }
    withKnownIssue {
      store.assert { $0.title = "wrong" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation.")
    }
    #expect(title.value == 0)
  }
}

// MARK: - Reducers run by hand

@Reducer
private struct NestingOuter {
  @ObservableState
  struct State: Equatable {
    var inner = Inner.State()
    var rows: IdentifiedArrayOf<Inner.State> = []
  }

  enum Action: Equatable {
    case inner(Inner.Action)
    case rows(IdentifiedActionOf<Inner>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Inner() }
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Inner() }
  }
}

@Reducer
private struct Inner {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action: Equatable { case increment }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Suite("@ObservableState: reducers run outside a store")
struct ObservableStateReducerByHandTests {
  @Test func aScopedChildChangedByAReducerRunByHandNotifiesItsFieldOnly() {
    let state = Box(NestingOuter.State(rows: [Inner.State(id: 1), Inner.State(id: 2)]))
    let inner = observe { _ = state.value.inner }
    let innerCount = observe { _ = state.value.inner.count }
    let rows = observe { _ = state.value.rows }
    let firstRow = observe { _ = state.value.rows[0].count }
    let secondRow = observe { _ = state.value.rows[1].count }
    _ = NestingOuter().reduce(into: &state.value, action: .inner(.increment))
    _ = NestingOuter().reduce(into: &state.value, action: .rows(.element(id: 1, action: .increment)))
    #expect(inner.value == 0)
    #expect(innerCount.value == 1)
    // Outside a store a collection is compared by the identities of its states: changing a row in
    // place is not a change of `rows`.
    #expect(rows.value == 0)
    #expect(firstRow.value == 1)
    #expect(secondRow.value == 0)
    #expect(state.value.inner.count == 1)
    #expect(state.value.rows[0].count == 1)
  }
}
