import ComposableArchitecture
import Testing

/// Counts every action it reduces, and echoes each through a `.send` and a `.run`.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var added: [Int] = []
    var echoed: [Int] = []
    var ran: [Int] = []
    var total = 0
  }

  enum Action: Equatable {
    case add(Int)
    case echoed(Int)
    case ran(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(value):
        state.added.append(value)
        state.total += value
        return .merge(
          .send(.echoed(value)),
          .run { send in await send(.ran(value)) }
        )
      case let .echoed(value):
        state.echoed.append(value)
        return .none
      case let .ran(value):
        state.ran.append(value)
        return .none
      }
    }
  }
}

@MainActor
@Suite("Reliability: many tasks sending to one store")
struct ReliabilityConcurrencyTests {
  @Test("1,000 tasks send at once, from the main actor and from detached tasks: each action once")
  func thousandSenders() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    var tasks: [Task<Void, Never>] = []
    for value in 0..<1_000 {
      if value.isMultiple(of: 2) {
        tasks.append(Task { @MainActor in await store.send(.add(value)).finish() })
      } else {
        tasks.append(Task.detached { await store.send(.add(value)).finish() })
      }
    }
    for task in tasks { await task.value }

    let expected = Array(0..<1_000)
    #expect(store.added.count == 1_000)
    #expect(store.added.sorted() == expected)
    // A `.send` effect is reduced right after its action, before any other send.
    #expect(store.echoed == store.added)
    #expect(store.ran.sorted() == expected)
    #expect(store.total == expected.reduce(0, +))
  }

  @Test("1,000 senders in a task group, each waiting for its effects")
  func taskGroupSenders() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    await withTaskGroup(of: Void.self) { group in
      for value in 0..<1_000 {
        group.addTask {
          await store.send(.add(value)).finish()
        }
      }
    }
    let expected = Array(0..<1_000)
    #expect(store.added.sorted() == expected)
    #expect(store.echoed == store.added)
    #expect(store.ran.sorted() == expected)
    #expect(store.total == expected.reduce(0, +))
  }
}
