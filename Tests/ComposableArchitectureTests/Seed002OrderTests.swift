@testable import ComposableArchitecture
import Testing

/// Lesson 3 (seed 002) — "El orden importa": the body is a pipeline on one `inout State`; every element sees
/// every action; no stopPropagation; one action = one full pass; an effect's action starts a new pass;
/// effects of one pass are merged, not ordered.
@MainActor
@Suite("Seed 002: reducer order")
struct Seed002OrderTests {
  struct Pipeline: Reducer {
    struct State: Equatable {
      var count = 0
      var trace: [String] = []
    }
    enum Action: Equatable { case tap, fromEffect, fast, slow, start }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.trace.append("first(\(action)): \(state.count)")
        state.count += 1
        return action == .tap ? .send(.fromEffect) : .none
      }
      Reduce { state, action in
        state.trace.append("second(\(action)): \(state.count)")  // sees the incremented value
        return .none
      }
    }
  }

  @Test func secondReducerSeesWhatTheFirstWrote() {
    let store = Store(initialState: Pipeline.State()) { Pipeline() }
    store.send(.start)
    #expect(store.trace == ["first(start): 0", "second(start): 1"])
  }

  @Test func oneActionIsOneFullPassAndAnEffectActionStartsANewOne() {
    let store = Store(initialState: Pipeline.State()) { Pipeline() }
    store.send(.tap)
    #expect(
      store.trace == [
        "first(tap): 0", "second(tap): 1",
        "first(fromEffect): 1", "second(fromEffect): 2",
      ]
    )
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var form = Form.State()
      var lastName = ""
    }
    @CasePathable
    enum Action: Equatable {
      case form(Form.Action)
    }
    let childFirst: Bool

    var body: some ReducerOf<Self> {
      if childFirst {
        Scope(state: \.form, action: \.form) { Form() }
        Reduce { state, action in
          if case .form(.saveTapped) = action { state.lastName = state.form.name }
          return .none
        }
      } else {
        Reduce { state, action in
          if case .form(.saveTapped) = action { state.lastName = state.form.name }
          return .none
        }
        Scope(state: \.form, action: \.form) { Form() }
      }
    }
  }

  struct Form: Reducer {
    struct State: Equatable { var name = "  blob  " }
    enum Action: Equatable { case saveTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.name = state.name.trimmingCharacters(in: .whitespaces)
      return .none
    }
  }

  @Test func parentAfterChildSeesTheChildsChange() {
    let wrong = Store(initialState: Parent.State()) { Parent(childFirst: false) }
    wrong.send(.form(.saveTapped))
    #expect(wrong.lastName == "  blob  ")  // the parent ran first and read the old value

    let right = Store(initialState: Parent.State()) { Parent(childFirst: true) }
    right.send(.form(.saveTapped))
    #expect(right.lastName == "blob")
  }

  struct Racing: Reducer {
    struct State: Equatable { var arrivals: [String] = [] }
    enum Action: Equatable { case start, fast, slow }
    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        guard action == .start else { return .none }
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.slow)
        }
      }
      Reduce { state, action in
        switch action {
        case .start:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.fast)
          }
        case .fast, .slow:
          state.arrivals.append("\(action)")
          return .none
        }
      }
    }
  }

  @Test func effectsOfOnePassAreMergedNotOrderedByPosition() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: Racing.State()) { Racing() } withDependencies: {
        $0.continuousClock = clock
      }
      let task = store.send(.start)
      await clock.advance(by: .seconds(2))
      await task.finish()
      // The effect of the first reducer arrives last: position in the body does not order effects.
      #expect(store.arrivals == ["fast", "slow"])
    }
  }

  @Test func anActionSentDuringAPassIsQueuedNeverNested() {
    struct Reentrant: Reducer {
      struct State: Equatable { var trace: [String] = [] }
      enum Action: Equatable { case outer, inner }
      let store: LockIsolated<Store<State, Action>?>
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.trace.append("begin \(action)")
        if action == .outer {
          MainActor.assumeIsolated { _ = store.value?.send(.inner) }
        }
        state.trace.append("end \(action)")
        return .none
      }
    }
    let holder = LockIsolated<Store<Reentrant.State, Reentrant.Action>?>(nil)
    let store = Store(initialState: Reentrant.State()) { Reentrant(store: holder) }
    holder.setValue(store)
    store.send(.outer)
    #expect(store.trace == ["begin outer", "end outer", "begin inner", "end inner"])
    holder.setValue(nil)
  }
}
