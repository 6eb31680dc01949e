import ComposableArchitecture
import Testing

/// `TaskResult` as a TCA 1.x feature uses it: the response of an effect, asserted by a test store.
@MainActor
@Suite("TaskResult")
struct TaskResultTests {
  struct FactError: Error, Hashable {
    var code: Int
  }
  struct OpaqueError: Error {}

  @Reducer
  struct NumberFact {
    @ObservableState
    struct State: Equatable {
      var number = 0
      var fact: String?
      var failed = false
    }
    enum Action: Equatable {
      case factButtonTapped
      case factResponse(TaskResult<String>)
    }
    let fact: @Sendable (Int) async throws -> String

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .factButtonTapped:
          return .run { [number = state.number] send in
            await send(.factResponse(TaskResult { try await fact(number) }))
          }
        case let .factResponse(.success(fact)):
          state.fact = fact
          state.failed = false
          return .none
        case .factResponse(.failure):
          state.fact = nil
          state.failed = true
          return .none
        }
      }
    }
  }

  @Test func successIsReceivedAsAValue() async {
    let store = TestStore(initialState: NumberFact.State(number: 42)) {
      NumberFact(fact: { "\($0) is a good number." })
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse(.success("42 is a good number."))) {
      $0.fact = "42 is a good number."
    }
  }

  @Test func successIsReceivedByCaseKeyPath() async {
    let store = TestStore(initialState: NumberFact.State(number: 7)) {
      NumberFact(fact: { "\($0) is lucky." })
    }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse.success, "7 is lucky.") {
      $0.fact = "7 is lucky."
    }
  }

  @Test func equatableFailureIsReceived() async {
    let store = TestStore(initialState: NumberFact.State()) {
      NumberFact(fact: { _ in throw FactError(code: 404) })
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse(.failure(FactError(code: 404)))) {
      $0.failed = true
    }
  }

  @Test func failuresCompareTheirErrors() {
    #expect(TaskResult<Int>.failure(FactError(code: 1)) == .failure(FactError(code: 1)))
    #expect(TaskResult<Int>.failure(FactError(code: 1)) != .failure(FactError(code: 2)))
    #expect(TaskResult<Int>.failure(FactError(code: 1)) != .failure(CancellationError()))
    #expect(TaskResult<Int>.success(1) != .failure(FactError(code: 1)))
  }

  @Test func failuresOfANonEquatableErrorAreReportedAndUnequal() {
    withKnownIssue {
      #expect(TaskResult<Int>.failure(OpaqueError()) != .failure(OpaqueError()))
    }
  }

  @Test func hashesAsItCompares() {
    let results: Set<TaskResult<Int>> = [.success(1), .success(1), .failure(FactError(code: 3))]
    #expect(results.count == 2)
    #expect(results.contains(.failure(FactError(code: 3))))
  }

  @Test func catchingRunsTheBody() async {
    let success = await TaskResult { 1 + 1 }
    #expect(success == .success(2))
    let failure = await TaskResult<Int> { throw FactError(code: 5) }
    #expect(failure == .failure(FactError(code: 5)))
  }

  @Test func valueMapAndFlatMap() throws {
    let result = TaskResult<Int>.success(2)
    #expect(try result.value == 2)
    #expect(result.map { $0 * 10 } == .success(20))
    #expect(result.flatMap { _ in TaskResult<String>.failure(FactError(code: 9)) } == .failure(FactError(code: 9)))
    #expect(TaskResult<Int>.failure(FactError(code: 1)).map { $0 + 1 } == .failure(FactError(code: 1)))
    #expect(throws: FactError(code: 7)) { try TaskResult<Int>.failure(FactError(code: 7)).value }
  }

  @Test func roundTripsThroughResult() throws {
    let result: Result<Int, FactError> = .failure(FactError(code: 8))
    let taskResult = TaskResult(result)
    #expect(taskResult == .failure(FactError(code: 8)))
    let back = Result(taskResult)
    #expect(throws: FactError(code: 8)) { try back.get() }
    #expect(try Result(TaskResult<Int>.success(3)).get() == 3)
  }

  @Test func casePaths() {
    let success = TaskResult<Int>.success(4)
    #expect(success[case: \.success] == 4)
    #expect(success.is(\.success))
    #expect(!success.is(\.failure))
    let failure = TaskResult<Int>.failure(FactError(code: 2))
    #expect(failure[case: \.failure] as? FactError == FactError(code: 2))
    #expect(TaskResult<Int>.allCasePaths.success.extract(from: success) == 4)
  }
}
