import ComposableArchitecture

/// `tca-bench --filter stress`, second part: 1,000,000 debounce-like effects through one store.
///
/// One long-living `.run` sends 1,000,000 `.typed` actions; each returns a `.run` that sleeps for an
/// hour on a `TestClock` never advanced (it never fires) under `.cancellable(id:cancelInFlight:
/// true)`, so each cancels the one before. At the end the long-living effect sends `.stop`, which cancels the last one. The effects
/// count themselves in and out (`entered`, `exited`), so the figures printed show that no effect is
/// left running once `send(.churn).finish()` returns; the resident memory must stay flat.
///
/// A shorter second run (100,000) sleeps on a `ContinuousClock` instead: there the memory grows by
/// about 0.7 KB per cancelled sleep while the same store code on a `TestClock` stays flat: the
/// memory is the Swift runtime's, the timers of cancelled `Task.sleep`s still scheduled for their
/// deadline, not the store's.
enum Churn {
  /// Counts of the debounced effects' bodies: started, ended (cancelled), fired.
  struct Counters {
    var entered = 0
    var exited = 0
    var fired = 0
  }

  /// A search field whose every keystroke restarts a debounce.
  struct Feature: Reducer {
    struct State: Equatable {
      var typed = 0
      var fired = 0
    }
    enum Action: Equatable {
      case churn(Int)
      case typed
      case fired
      case stop
    }
    /// The debounce's cancellation id.
    enum DebounceID: Hashable { case search }

    let counters: LockIsolated<Counters>
    let clock: any Clock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .churn(count):
        return .run { send in
          for index in 1...count {
            await send(.typed)
            if index % (count / 10) == 0 {
              let live = counters.withValue { $0.entered - $0.exited }
              print(
                "  \(index.padded(9)) effects  RSS \(Stress.residentMegabytes()) MB  "
                  + "running \(live)")
            }
          }
          await send(.stop)
        }
      case .typed:
        state.typed += 1
        return .run { [counters, clock] send in
          counters.withValue { $0.entered += 1 }
          defer { counters.withValue { $0.exited += 1 } }
          // An hour: never elapses here, the next keystroke cancels it first.
          try await clock.sleep(for: .seconds(3600))
          counters.withValue { $0.fired += 1 }
          await send(.fired)
        } catch: { _, _ in
        }
        .cancellable(id: DebounceID.search, cancelInFlight: true)
      case .fired:
        state.fired += 1
        return .none
      case .stop:
        return .cancel(id: DebounceID.search)
      }
    }
  }

  /// Runs the churn on a test clock, then a shorter one on a continuous clock, printing figures.
  @MainActor
  static func run() async {
    await run(count: Stress.effects, clock: TestClock(), clockName: "a TestClock")
    await run(count: Stress.effects / 10, clock: ContinuousClock(), clockName: "a ContinuousClock")
  }

  /// Runs `count` debounced effects sleeping on `clock`.
  @MainActor
  static func run(count: Int, clock sleepClock: any Clock<Duration>, clockName: String) async {
    print(
      "stress: \(count) effects through .cancellable(id:cancelInFlight: true), each cancelling the "
        + "last (sleeping on \(clockName))")
    let counters = LockIsolated(Counters())
    let store = Store(initialState: Feature.State()) {
      Feature(counters: counters, clock: sleepClock)
    }
    let start = Stress.residentMegabytes()
    print("  \(0.padded(9)) effects  RSS \(start) MB")
    let clock = ContinuousClock()
    let elapsed = await clock.measure {
      await store.send(.churn(count)).finish()
    }
    let end = Stress.residentMegabytes()
    let figures = counters.value
    print(
      "  start RSS \(start) MB, end RSS \(end) MB, \(store.typed) sent in \(elapsed); "
        + "bodies started \(figures.entered), ended \(figures.exited), fired \(figures.fired), "
        + "still running \(figures.entered - figures.exited)")
  }
}

extension Int {
  /// This number right-aligned in `width` characters.
  fileprivate func padded(_ width: Int) -> String {
    let text = String(self)
    return String(repeating: " ", count: Swift.max(0, width - text.count)) + text
  }
}
