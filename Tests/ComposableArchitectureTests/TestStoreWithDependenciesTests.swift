import Foundation
import ComposableArchitecture
import Testing

/// `TestStore.withDependencies(_:operation:)` and `TestStore.useMainSerialExecutor`.
@MainActor
@Suite("TestStore.withDependencies and useMainSerialExecutor")
struct TestStoreWithDependenciesTests {
  @Reducer
  struct Stamp {
    @ObservableState
    struct State: Equatable { var stamps: [Date] = [] }
    enum Action: Equatable {
      case stamp
      case stampLater
      case stamped(Date)
    }
    @Dependency(\.date.now) var now
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .stamp:
          state.stamps.append(now)
          return .none
        case .stampLater:
          return .run { [now] send in await send(.stamped(now)) }
        case let .stamped(date):
          state.stamps.append(date)
          return .none
        }
      }
    }
  }

  @Test func changesTheDependenciesForTheOperationOnly() async {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    await store.withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 2)
    } operation: {
      await store.send(.stamp) { $0.stamps = [Date(timeIntervalSince1970: 2)] }
      await store.send(.stampLater)
      await store.receive(.stamped(Date(timeIntervalSince1970: 2))) {
        $0.stamps.append(Date(timeIntervalSince1970: 2))
      }
    }
    await store.send(.stamp) { $0.stamps.append(Date(timeIntervalSince1970: 1)) }
  }

  @Test func synchronousOverloadReturnsTheOperationsValue() {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    let seen = store.withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 3)
    } operation: {
      store.dependencies.date.now
    }
    #expect(seen == Date(timeIntervalSince1970: 3))
    #expect(store.dependencies.date.now == Date(timeIntervalSince1970: 1))
  }

  @Test func mainSerialExecutorIsOnByDefaultAndCanBeTurnedOff() async {
    let store = TestStore(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    #expect(store.useMainSerialExecutor)
    store.useMainSerialExecutor = false
    #expect(!store.useMainSerialExecutor)
    await store.send(.stampLater)
    await store.receive(.stamped(Date(timeIntervalSince1970: 1))) {
      $0.stamps = [Date(timeIntervalSince1970: 1)]
    }
    store.useMainSerialExecutor = true
    #expect(store.useMainSerialExecutor)
  }
}
