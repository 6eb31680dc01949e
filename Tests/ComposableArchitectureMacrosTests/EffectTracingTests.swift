import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import Testing

// Beyond TCA (issue 18 §1 and §2): effect lifecycle in _printChanges, and the runaway-loop report.

@Reducer
struct Temporizado {
  @ObservableState
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case iniciar
    case tick
    case parar
    case avisar
  }

  enum CancelID { case reloj }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciar:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.reloj)
      case .tick:
        state.ticks += 1
        return .none
      case .parar:
        return .cancel(id: CancelID.reloj)
      case .avisar:
        return .run { _ in }
      }
    }
  }
}

/// Two actions whose effects send each other, without end: lesson 1 (seed 000)'s growing trace.
@Reducer
struct PingPong {
  @ObservableState
  struct State: Equatable {
    var golpes = 0
  }

  enum Action: Equatable {
    case ping
    case pong
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.golpes += 1
      switch action {
      case .ping: return .run { send in await send(.pong) }
      case .pong: return .run { send in await send(.ping) }
      }
    }
  }
}

/// A parent presenting ``Temporizado``: its presentation files a lifetime effect of the store's own.
@Reducer
struct PresentaTemporizado {
  @ObservableState
  struct State: Equatable {
    @Presents var hijo: Temporizado.State?
  }

  enum Action: Equatable {
    case abrir
    case hijo(PresentationAction<Temporizado.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .abrir = action { state.hijo = Temporizado.State() }
      return .none
    }
    .ifLet(\.$hijo, action: \.hijo) { Temporizado() }
  }
}

@MainActor
@Suite("Effect tracing and runaway loops (beyond TCA)")
struct EffectTracingTests {
  @Test("_printChanges(effects: true) prints each effect's start, sends, and end")
  func tracesEffects() async {
    let clock = TestClock()
    let events = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<Temporizado.State, Temporizado.Action>(
      printChange: { _, _, _ in },
      printEffectEvent: { event in events.withValue { $0.append(event.description) } }
    )
    let store = Store(initialState: Temporizado.State()) {
      Temporizado()._printChanges(printer, effects: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = store.send(.iniciar)
    await Task.megaYield()
    await clock.advance(by: .seconds(1))
    await Task.megaYield()
    store.send(.parar)
    await timer.finish()
    await store.send(.avisar).finish()
    #expect(
      events.value == [
        "effect of Temporizado.Action.iniciar started (cancel id: Temporizado.CancelID.reloj)",
        "effect of Temporizado.Action.iniciar sent Temporizado.Action.tick",
        "effect of Temporizado.Action.iniciar cancelled (by id Temporizado.CancelID.reloj)",
        "effect of Temporizado.Action.avisar started",
        "effect of Temporizado.Action.avisar finished",
      ])
  }

  @Test("Presenting traces no effect of the store's own; dismissing cancels the child's effect, by dismissal")
  func presentationIsNotTraced() async {
    let clock = TestClock()
    let events = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<PresentaTemporizado.State, PresentaTemporizado.Action>(
      printChange: { _, _, _ in },
      printEffectEvent: { event in events.withValue { $0.append(event.description) } }
    )
    let store = Store(initialState: PresentaTemporizado.State()) {
      PresentaTemporizado()._printChanges(printer, effects: true)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.send(.abrir)
    let timer = store.send(.hijo(.presented(.iniciar)))
    await Task.megaYield()
    store.send(.hijo(.dismiss))
    await timer.finish()
    #expect(
      events.value == [
        "effect of PresentaTemporizado.Action.hijo(.presented(.iniciar)) started (cancel id: Temporizado.CancelID.reloj)",
        "effect of PresentaTemporizado.Action.hijo(.presented(.iniciar)) cancelled (by dismissal)",
      ])
  }

  @Test("Lesson 1 (seed 000): a runaway effect loop is reported once, naming the cycle; the store goes on")
  func runawayLoop() async {
    let store = Store(initialState: PingPong.State()) {
      PingPong()
    } withDependencies: {
      $0.runawayEffectLoopLimit = 20
    }
    let task = LockIsolated<StoreTask?>(nil)
    await withKnownIssue {
      // Started inside, so that the effects' report belongs to this known issue.
      let started = store.send(.ping)
      task.setValue(started)
      while store.golpes < 60 { await Task.yield() }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("A runaway effect loop: more than 20 effect round-trips without outside input.")
        && text.contains("PingPong.Action.ping → PingPong.Action.pong → PingPong.Action.ping")
        && issue.sourceLocation?.fileName == "EffectTracingTests.swift"
    }
    // It kept running past the report, and stops when its effect is cancelled.
    #expect(store.golpes >= 60)
    task.value?.cancel()
  }

  @Test("A timer is not a loop: many ticks from one effect are not reported")
  func timerIsNotALoop() async {
    let clock = TestClock()
    let store = TestStore(initialState: Temporizado.State()) {
      Temporizado()
    } withDependencies: {
      $0.continuousClock = clock
      $0.runawayEffectLoopLimit = 3
    }
    await store.send(.iniciar)
    for tick in 1...10 {
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.ticks = tick }
    }
    await store.send(.parar)
  }
}
