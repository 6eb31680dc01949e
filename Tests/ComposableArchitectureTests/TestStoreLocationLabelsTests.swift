import ComposableArchitecture
import Testing

/// A test helper that forwards its caller's location to the test store, as TCA users write them
/// (`file: file, line: line`): the labels are TCA's.
@MainActor
@Suite("TestStore location labels")
struct TestStoreLocationLabelsTests {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable { var count = 0 }
    enum Action: Equatable {
      case increment
      case incrementLater
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .incrementLater:
          return .send(.increment)
        }
      }
    }
  }

  /// What a TCA user's helper looks like: every test store method takes `fileID:file:line:column:`.
  func incrementTwice(
    _ store: TestStoreOf<Counter>,
    fileID: StaticString = #fileID,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = store.state.count
    await store.send(
      .increment, assert: { $0.count = start + 1 }, fileID: fileID, file: file, line: line,
      column: column)
    await store.send(.incrementLater, file: file, line: line)
    await store.receive(
      .increment, timeout: .seconds(1), assert: { $0.count = start + 2 }, file: file, line: line)
    store.assert({ $0.count = start + 2 }, file: file, line: line)
  }

  @Test func helperForwardsFileAndLine() async {
    let store = TestStore(initialState: Counter.State(), reducer: { Counter() }, file: #filePath, line: #line)
    await incrementTwice(store)
    await store.skipReceivedActions(strict: false, file: #filePath, line: #line)
    await store.skipInFlightEffects(strict: false, file: #filePath, line: #line)
    let task = await store.send(.incrementLater, file: #filePath, line: #line)
    await store.receive(.increment, assert: { $0.count = 3 }, file: #filePath, line: #line)
    await task.finish(file: #filePath, line: #line)
    await store.finish(file: #filePath, line: #line)
  }

  @Test func failureIsReportedAtTheForwardedLine() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let line: UInt = #line
    await withKnownIssue {
      await store.send(.increment, assert: { $0.count = 2 }, file: #filePath, line: line)
    } matching: { issue in
      issue.sourceLocation?.line == Int(line)
    }
  }
}
