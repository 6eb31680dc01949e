import ConcurrencyExtras
import Foundation
import Testing

@testable import ComposableArchitecture

/// Issue 26: navigation details as TCA has them: the stores a sheet or a navigation stack binds to,
/// stack element ids in a live context, and a test store inferring its state from the reducer.
@MainActor
@Suite("Navigation: TCA fidelity")
struct NavigationFidelityTests {
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {
      var count = 0
    }
    enum Action { case increment }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Child.State?
      @Presents var orphan: Child.State?
      var path = StackState<Child.State>()
    }
    enum Action {
      case child(PresentationAction<Child.Action>)
      case orphan(PresentationAction<Child.Action>)
      case path(StackAction<Child.State, Child.Action>)
      case present
      case presentOrphan
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present:
          state.child = Child.State()
        case .presentOrphan:
          state.orphan = Child.State()
        case .child, .orphan, .path:
          break
        }
        return .none
      }
      // `orphan` has no `ifLet`: nothing handles its `.dismiss`.
      .ifLet(\.$child, action: \.child) { Child() }
      .forEach(\.path, action: \.path) { Child() }
    }
  }

  // MARK: - Store subscripts

  @Test func thePresentationSubscriptScopesToThePresentedFeature() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store[state: \.child, action: \.child] == nil)
    store.send(.present)
    let childStore = store[state: \.child, action: \.child]
    #expect(childStore != nil)
    childStore?.send(.increment)
    #expect(store.child?.count == 1)
    #expect(childStore?.count == 1)
  }

  @Test func settingThePresentationSubscriptToNilDismisses() {
    let store = Store(initialState: Parent.State()) { Parent() }
    // Nothing presented: nothing sent.
    store[state: \.child, action: \.child] = nil
    store.send(.present)
    // Writing a store changes nothing.
    store[state: \.child, action: \.child] = store[state: \.child, action: \.child]
    #expect(store.child != nil)
    store[state: \.child, action: \.child] = nil
    #expect(store.child == nil)
  }

  @Test func settingThePresentationSubscriptSendsDismiss() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.present) { $0.child = Child.State() }
    // The binding's write is the `.dismiss` action a test sends.
    await store.send(\.child.dismiss) { $0.child = nil }
  }

  @Test func aDismissalNobodyHandlesIsReported() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentOrphan)
    withKnownIssue {
      store[state: \.orphan, action: \.orphan] = nil
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          """
          SwiftUI dismissed a view through a binding at "ComposableArchitectureTests/NavigationFidelityTests.swift:
          """)
          && $0.rawValue.contains(#"but the store destination wasn't set to "nil"."#)
      }
    }
    #expect(store.orphan != nil)
  }

  @Test func theStackSubscriptScopesToThePath() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let pathStore = store[state: \.path, action: \.path]
    pathStore.send(.push(id: 0, state: Child.State()))
    #expect(store.path.count == 1)
    #expect(pathStore.withState { $0.ids } == [0])
    // Writing does nothing.
    store[state: \.path, action: \.path] = pathStore
    #expect(store.path.count == 1)
    #expect(store[state: \.path, action: \.path] === pathStore)
  }

  // MARK: - Stack element ids

  @Test func stackElementIDInALiveContextIsAFreshGenerator() {
    // TCA's StackReducerTests.testCustomDebugStringConvertible.
    @Dependency(\.stackElementID) var stackElementID
    #expect(stackElementID.peek().generation == 0)
    #expect(stackElementID.next().customDumpDescription == "#0")
    #expect(stackElementID.peek().generation == 1)
    #expect(stackElementID.next().customDumpDescription == "#1")

    withDependencies {
      $0.context = .live
    } operation: {
      #expect(stackElementID.next().customDumpDescription == "#0")
      #expect(stackElementID.next().customDumpDescription == "#1")
    }
    withDependencies {
      $0.context = .preview
    } operation: {
      #expect(stackElementID.next().customDumpDescription == "#0")
    }
    // The test context's count went on where it was.
    #expect(stackElementID.next().customDumpDescription == "#2")
  }

  @Test func storesStillCountTheirOwnIDsFromZero() async {
    @Dependency(\.stackElementID) var stackElementID
    _ = stackElementID.next()
    _ = stackElementID.next()
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.path(.push(id: 0, state: Child.State()))) {
      $0.path[id: 0] = Child.State()
    }
    withDependencies {
      $0.context = .live
    } operation: {
      let liveStore = Store(initialState: Parent.State()) { Parent() }
      liveStore.send(.path(.push(id: 0, state: Child.State())))
      #expect(liveStore.path.ids == [0])
    }
  }

  // MARK: - TestStore inference

  @Test func aTestStoreInfersItsStateFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Child() }
    await store.send(.increment) { $0.count = 1 }
  }
}
