import ComposableArchitecture
import Testing

/// Every way a child can disappear or be replaced × every container that owns a child's effects,
/// with a long-living effect in the child, another child's (where the container holds several) and
/// the parent's own, all filed under the same cancellation id: after each way, exactly the effects
/// that should end have been cancelled, and the others still run.
///
/// Cancellation is recorded by the effects' cancellation handlers, which run synchronously when the
/// store cancels a task: the record is complete when `send` returns.
@MainActor
@Suite("Child effect lifetimes, every way × every container")
struct ChildEffectLifetimeMatrixTests {
  /// How a child goes away (or does not).
  enum Way: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The parent's reducer inside the operator sets the child to `nil` / removes it.
    case removeInPass
    /// Another reducer of the body, before the operator, removes it.
    case removeOutsideBefore
    /// Another reducer of the body, after the operator, removes it (seen on the next action).
    case removeOutsideAfter
    /// The child is replaced by one with another id.
    case newID
    /// The enum state moves to another case.
    case otherCase
    /// The parent returns `.cancel(id:)` with the id the child's effect uses.
    case parentCancel
    /// The child asks to be dismissed (`dismiss()`).
    case dismiss
    /// The store goes away.
    case release
    /// The child changes in place: nothing ends.
    case changeInPlace
    var description: String { rawValue }
  }

  /// The effects expected cancelled after `way`, of the child (1), its sibling (2) and the parent (0).
  static func expectedCancelled(after way: Way, hasSibling: Bool) -> Set<Int> {
    switch way {
    case .changeInPlace: return []
    case .parentCancel, .release: return hasSibling ? [0, 1, 2] : [0, 1]
    default: return [1]
    }
  }

  /// A container under test: its store, and the actions that start effects and make each way happen.
  struct Container: Sendable {
    let name: String
    let ways: Set<Way>
    let hasSibling: Bool
    let makeStore: @MainActor @Sendable () -> AnyLifetimeStore
  }

  nonisolated static let containers: [Container] = [
    Container(
      name: "ifLet (optional)",
      ways: [.removeInPass, .newID, .parentCancel, .release, .changeInPlace],
      hasSibling: false, makeStore: { LifetimeStore(LifetimeOptionalParent.State(), LifetimeOptionalParent()) }),
    Container(
      name: "ifLet (presentation)",
      ways: [
        .removeInPass, .removeOutsideBefore, .removeOutsideAfter, .newID, .parentCancel, .dismiss,
        .release, .changeInPlace,
      ],
      hasSibling: false, makeStore: { LifetimeStore(LifetimePresentationParent.State(), LifetimePresentationParent()) }),
    Container(
      name: "ifLet (enum destination)",
      ways: [
        .removeInPass, .removeOutsideBefore, .removeOutsideAfter, .newID, .otherCase, .parentCancel,
        .dismiss, .release, .changeInPlace,
      ],
      hasSibling: false, makeStore: { LifetimeStore(LifetimeDestinationParent.State(), LifetimeDestinationParent()) }),
    Container(
      name: "ifCaseLet",
      ways: [.newID, .otherCase, .parentCancel, .release, .changeInPlace],
      hasSibling: false, makeStore: { LifetimeStore(LifetimeCaseParent.State.child(.init(id: 1)), LifetimeCaseParent()) }),
    Container(
      name: "forEach (IdentifiedArray)",
      ways: [.removeInPass, .parentCancel, .release, .changeInPlace],
      hasSibling: true, makeStore: { LifetimeStore(LifetimeRowsParent.State(), LifetimeRowsParent()) }),
    Container(
      name: "forEach (StackState)",
      ways: [
        .removeInPass, .removeOutsideBefore, .removeOutsideAfter, .parentCancel, .dismiss, .release,
        .changeInPlace,
      ],
      hasSibling: true, makeStore: { LifetimeStore(LifetimeStackParent.State(), LifetimeStackParent()) }),
  ]

  nonisolated static let cases: [(String, Way)] = containers.flatMap { container in
    Way.allCases.filter(container.ways.contains).map { (container.name, $0) }
  }

  @Test("Exactly what should end is cancelled", arguments: cases)
  func lifetimes(container name: String, way: Way) async {
    let container = Self.containers.first { $0.name == name }!
    let tracker = LifetimeTracker()
    var store: AnyLifetimeStore? = withDependencies {
      $0.lifetimeTracker = tracker
    } operation: {
      container.makeStore()
    }
    store!.send(.startParentEffect)
    store!.send(.child(1, .start))
    var running: Set<Int> = [0, 1]
    if container.hasSibling {
      store!.send(.child(2, .start))
      running.insert(2)
    }
    await tracker.waitUntilStarted(running)
    #expect(tracker.cancelled.isEmpty)

    switch way {
    case .release:
      store = nil
    case .dismiss:
      store!.send(.child(1, .dismissMe))
      await tracker.waitUntilCancelled(1)
    default:
      store!.send(.way(way))
      // An outside removal after the operator is seen on the next action through it.
      store!.send(.noop)
    }
    #expect(
      tracker.cancelled == Self.expectedCancelled(after: way, hasSibling: container.hasSibling),
      "\(name), \(way)")
    withExtendedLifetime(store) {}
  }

  @Test("A parent's .cancel(id:) reaches a grandchild's effect; a child's never reaches its parent's")
  func cancellationReachesDescendantsOnly() async {
    let tracker = LifetimeTracker()
    let store = withDependencies {
      $0.lifetimeTracker = tracker
    } operation: {
      Store(initialState: LifetimeGrandParent.State()) { LifetimeGrandParent() }
    }
    store.send(.startOwn)
    store.send(.child(.presented(.startOwn)))
    store.send(.child(.presented(.child(.presented(.start)))))
    await tracker.waitUntilStarted([0, 10, 1])
    // The middle feature cancels its own id: its own effect and its child's end, not its parent's.
    store.send(.child(.presented(.cancelOwn)))
    #expect(tracker.cancelled == [10, 1])
    // The top feature cancels: its own effect ends.
    store.send(.cancelOwn)
    #expect(tracker.cancelled == [0, 10, 1])
  }
}

// MARK: - The child and what tracks its effects

/// Records which long-living effects started and which were cancelled, by number (0: a parent's,
/// 1 and up: children's, by id).
final class LifetimeTracker: Sendable {
  private struct State {
    var started: Set<Int> = []
    var cancelled: Set<Int> = []
    var waiters: [(condition: @Sendable (Set<Int>, Set<Int>) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
  }
  private let state = LockIsolated(State())

  var cancelled: Set<Int> { state.value.cancelled }

  /// A long-living effect numbered `number`: it runs until cancelled, and records both.
  func effect<Action>(_ number: Int) -> Effect<Action> {
    .run { [self] _ in
      await withTaskCancellationHandler {
        record { $0.started.insert(number) }
        try? await Task.never()
      } onCancel: {
        record { $0.cancelled.insert(number) }
      }
    }
  }

  func waitUntilStarted(_ numbers: Set<Int>) async {
    await wait { started, _ in numbers.isSubset(of: started) }
  }

  func waitUntilCancelled(_ number: Int) async {
    await wait { _, cancelled in cancelled.contains(number) }
  }

  private func wait(until condition: @escaping @Sendable (Set<Int>, Set<Int>) -> Bool) async {
    await withCheckedContinuation { continuation in
      let isMet = state.withValue { state in
        if condition(state.started, state.cancelled) { return true }
        state.waiters.append((condition, continuation))
        return false
      }
      if isMet { continuation.resume() }
    }
  }

  private func record(_ change: @Sendable (inout State) -> Void) {
    let resumed = state.withValue { state in
      change(&state)
      let (met, waiting) = (
        state.waiters.filter { $0.condition(state.started, state.cancelled) },
        state.waiters.filter { !$0.condition(state.started, state.cancelled) }
      )
      state.waiters = waiting
      return met.map(\.continuation)
    }
    for continuation in resumed { continuation.resume() }
  }
}

private enum LifetimeTrackerKey: TestDependencyKey {
  static var testValue: LifetimeTracker { LifetimeTracker() }
}

extension DependencyValues {
  var lifetimeTracker: LifetimeTracker {
    get { self[LifetimeTrackerKey.self] }
    set { self[LifetimeTrackerKey.self] = newValue }
  }
}

/// The child every container holds: a long-living effect filed under `CancelID.work`.
@Reducer
struct LifetimeChild {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var pokes = 0
  }
  enum Action: Equatable { case start, poke, dismissMe }
  enum CancelID: Hashable { case work }
  @Dependency(\.lifetimeTracker) var tracker
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return tracker.effect(state.id).cancellable(id: CancelID.work)
      case .poke:
        state.pokes += 1
        return .none
      case .dismissMe:
        return .run { _ in await dismiss() }
      }
    }
  }
}

// MARK: - One store interface over every container

/// What a test does to a container's store.
enum LifetimeAction {
  case startParentEffect
  case child(Int, LifetimeChild.Action)
  case way(ChildEffectLifetimeMatrixTests.Way)
  case noop
}

/// A container's store, driven through ``LifetimeAction``.
@MainActor
protocol AnyLifetimeStore: AnyObject {
  func send(_ action: LifetimeAction)
}

/// A container reducer whose actions include the ones ``LifetimeAction`` names.
protocol LifetimeContainer: Reducer {
  static func action(_ action: LifetimeAction) -> Action
}

@MainActor
final class LifetimeStore<Feature: LifetimeContainer>: AnyLifetimeStore {
  let store: StoreOf<Feature>
  init(_ state: Feature.State, _ feature: Feature) {
    store = Store(initialState: state) { feature }
  }
  func send(_ action: LifetimeAction) {
    store.send(Feature.action(action))
  }
}

/// The parent's part every container shares: its own long-living effect under the child's id, and
/// the way it cancels that id.
private func parentEffect<Action>(
  _ action: LifetimeAction?, tracker: LifetimeTracker
) -> Effect<Action>? {
  switch action {
  case .startParentEffect?: tracker.effect(0).cancellable(id: LifetimeChild.CancelID.work)
  case .way(.parentCancel)?: .cancel(id: LifetimeChild.CancelID.work)
  default: nil
  }
}

// MARK: - The containers

@Reducer
struct LifetimeOptionalParent: LifetimeContainer {
  @ObservableState
  struct State: Equatable { var child: LifetimeChild.State? = .init(id: 1) }
  @CasePathable
  enum Action { case child(LifetimeChild.Action), test(LifetimeAction) }
  static func action(_ action: LifetimeAction) -> Action {
    if case let .child(_, childAction) = action { return .child(childAction) }
    return .test(action)
  }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .test(test) = action else { return .none }
      if let effect: Effect<Action> = parentEffect(test, tracker: tracker) { return effect }
      switch test {
      case .way(.removeInPass): state.child = nil
      case .way(.newID): state.child = .init(id: 3)
      case .way(.changeInPlace): state.child?.pokes += 1
      default: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { LifetimeChild() }
  }
}

@Reducer
struct LifetimePresentationParent: LifetimeContainer {
  @ObservableState
  struct State: Equatable { @Presents var child: LifetimeChild.State? = .init(id: 1) }
  @CasePathable
  enum Action { case child(PresentationAction<LifetimeChild.Action>), test(LifetimeAction) }
  static func action(_ action: LifetimeAction) -> Action {
    if case let .child(_, childAction) = action { return .child(.presented(childAction)) }
    return .test(action)
  }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .test(.way(.removeOutsideBefore)) = action { state.child = nil }
      return .none
    }
    Reduce { state, action in
      guard case let .test(test) = action else { return .none }
      if let effect: Effect<Action> = parentEffect(test, tracker: tracker) { return effect }
      switch test {
      case .way(.removeInPass): state.child = nil
      case .way(.newID): state.child = .init(id: 3)
      case .way(.changeInPlace): state.child?.pokes += 1
      default: break
      }
      return .none
    }
    .ifLet(\.$child, action: \.child) { LifetimeChild() }
    Reduce { state, action in
      if case .test(.way(.removeOutsideAfter)) = action { state.child = nil }
      return .none
    }
  }
}

@Reducer
struct LifetimeDestinationParent: LifetimeContainer {
  @Reducer
  enum Destination {
    case first(LifetimeChild)
    case second(LifetimeChild)
  }
  @ObservableState
  struct State: Equatable { @Presents var destination: Destination.State? = .first(.init(id: 1)) }
  @CasePathable
  enum Action { case destination(PresentationAction<Destination.Action>), test(LifetimeAction) }
  static func action(_ action: LifetimeAction) -> Action {
    if case let .child(_, childAction) = action { return .destination(.presented(.first(childAction))) }
    return .test(action)
  }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .test(.way(.removeOutsideBefore)) = action { state.destination = nil }
      return .none
    }
    Reduce { state, action in
      guard case let .test(test) = action else { return .none }
      if let effect: Effect<Action> = parentEffect(test, tracker: tracker) { return effect }
      switch test {
      case .way(.removeInPass): state.destination = nil
      case .way(.newID): state.destination = .first(.init(id: 3))
      case .way(.otherCase): state.destination = .second(.init(id: 1))
      case .way(.changeInPlace): state.destination?.first?.pokes += 1
      default: break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    Reduce { state, action in
      if case .test(.way(.removeOutsideAfter)) = action { state.destination = nil }
      return .none
    }
  }
}
extension LifetimeDestinationParent.Destination.State: Equatable {}

@Reducer
struct LifetimeCaseParent: LifetimeContainer {
  @ObservableState
  enum State: Equatable {
    case child(LifetimeChild.State)
    case other
  }
  @CasePathable
  enum Action { case child(LifetimeChild.Action), test(LifetimeAction) }
  static func action(_ action: LifetimeAction) -> Action {
    if case let .child(_, childAction) = action { return .child(childAction) }
    return .test(action)
  }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .test(test) = action else { return .none }
      if let effect: Effect<Action> = parentEffect(test, tracker: tracker) { return effect }
      switch test {
      case .way(.newID): state = .child(.init(id: 3))
      case .way(.otherCase): state = .other
      case .way(.changeInPlace):
        if case var .child(child) = state {
          child.pokes += 1
          state = .child(child)
        }
      default: break
      }
      return .none
    }
    .ifCaseLet(\.child, action: \.child) { LifetimeChild() }
  }
}

@Reducer
struct LifetimeRowsParent: LifetimeContainer {
  @ObservableState
  struct State: Equatable { var rows: IdentifiedArrayOf<LifetimeChild.State> = [.init(id: 1), .init(id: 2)] }
  @CasePathable
  enum Action { case rows(IdentifiedActionOf<LifetimeChild>), test(LifetimeAction) }
  static func action(_ action: LifetimeAction) -> Action {
    if case let .child(id, childAction) = action { return .rows(.element(id: id, action: childAction)) }
    return .test(action)
  }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .test(test) = action else { return .none }
      if let effect: Effect<Action> = parentEffect(test, tracker: tracker) { return effect }
      switch test {
      case .way(.removeInPass): state.rows.remove(id: 1)
      case .way(.changeInPlace): state.rows[id: 1]?.pokes += 1
      default: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { LifetimeChild() }
  }
}

@Reducer
struct LifetimeStackParent: LifetimeContainer {
  @ObservableState
  struct State: Equatable {
    /// Child 1 on top (popping it leaves child 2 below it alone).
    var path = StackState<LifetimeChild.State>([.init(id: 2), .init(id: 1)])
  }
  @CasePathable
  enum Action { case path(StackActionOf<LifetimeChild>), test(LifetimeAction) }
  /// The stack's elements get generational ids 0 and 1, for children 2 and 1.
  static func action(_ action: LifetimeAction) -> Action {
    if case let .child(id, childAction) = action {
      return .path(.element(id: StackElementID(generation: 2 - id), action: childAction))
    }
    return .test(action)
  }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .test(.way(.removeOutsideBefore)) = action { state.path.pop(from: 1) }
      return .none
    }
    Reduce { state, action in
      guard case let .test(test) = action else { return .none }
      if let effect: Effect<Action> = parentEffect(test, tracker: tracker) { return effect }
      switch test {
      case .way(.removeInPass): state.path.pop(from: 1)
      case .way(.changeInPlace): state.path[id: 1]?.pokes += 1
      default: break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { LifetimeChild() }
    Reduce { state, action in
      if case .test(.way(.removeOutsideAfter)) = action { state.path.pop(from: 1) }
      return .none
    }
  }
}

// MARK: - Three levels, for the reach of `.cancel(id:)`

@Reducer
struct LifetimeMiddleFeature {
  @ObservableState
  struct State: Equatable { @Presents var child: LifetimeChild.State? = .init(id: 1) }
  @CasePathable
  enum Action { case child(PresentationAction<LifetimeChild.Action>), startOwn, cancelOwn }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .startOwn: tracker.effect(10).cancellable(id: LifetimeChild.CancelID.work)
      case .cancelOwn: .cancel(id: LifetimeChild.CancelID.work)
      case .child: .none
      }
    }
    .ifLet(\.$child, action: \.child) { LifetimeChild() }
  }
}

@Reducer
struct LifetimeGrandParent {
  @ObservableState
  struct State: Equatable { @Presents var child: LifetimeMiddleFeature.State? = .init() }
  @CasePathable
  enum Action { case child(PresentationAction<LifetimeMiddleFeature.Action>), startOwn, cancelOwn }
  @Dependency(\.lifetimeTracker) var tracker
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .startOwn: tracker.effect(0).cancellable(id: LifetimeChild.CancelID.work)
      case .cancelOwn: .cancel(id: LifetimeChild.CancelID.work)
      case .child: .none
      }
    }
    .ifLet(\.$child, action: \.child) { LifetimeMiddleFeature() }
  }
}
