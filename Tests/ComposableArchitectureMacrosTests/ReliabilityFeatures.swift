import ComposableArchitecture

/// Counts, per child id, the effects running: the reliability tests' window into effect lifetimes.
/// Effects count themselves in when their body starts and out when it ends; a cancellation is
/// recorded the moment it happens (from a task cancellation handler).
final class EffectCensus: Sendable {
  private let live = LockIsolated<[Int: Int]>([:])
  private let cancelledIDs = LockIsolated<[Int]>([])
  let started = LockIsolated(0)

  func enter(_ id: Int) {
    live.withValue { $0[id, default: 0] += 1 }
    started.withValue { $0 += 1 }
  }

  func exit(_ id: Int) {
    live.withValue {
      $0[id, default: 0] -= 1
      if $0[id] == 0 { $0[id] = nil }
    }
  }

  func noteCancelled(_ id: Int) {
    cancelledIDs.withValue { $0.append(id) }
  }

  /// The running effects per id (only ids with at least one).
  var running: [Int: Int] { live.value }
  /// The ids whose effects were cancelled, in order.
  var cancelled: [Int] { cancelledIDs.value }
}

/// Waits, by yielding (no clock time), until `condition` holds; `false` if it still does not after
/// `attempts` rounds.
@MainActor
func settle(attempts: Int = 2_000, _ condition: @MainActor () -> Bool) async -> Bool {
  for _ in 0..<attempts {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// A child feature with a timer on the test's clock, counted in an ``EffectCensus``.
@Reducer
struct ReliableChild {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
    var bumps = 0
  }

  enum Action: Equatable {
    case startTimer
    case stopTimer
    case tick
    case bump
  }

  enum TimerID: Hashable { case timer }

  let census: EffectCensus
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimer:
        return .run { [id = state.id, census, clock] send in
          census.enter(id)
          defer { census.exit(id) }
          await withTaskCancellationHandler {
            while true {
              do {
                try await clock.sleep(for: .seconds(1))
              } catch {
                return
              }
              await send(.tick)
            }
          } onCancel: {
            census.noteCancelled(id)
          }
        }
        .cancellable(id: TimerID.timer, cancelInFlight: true)
      case .stopTimer:
        return .cancel(id: TimerID.timer)
      case .tick:
        state.ticks += 1
        return .none
      case .bump:
        state.bumps += 1
        return .none
      }
    }
  }
}

/// A parent with a child always there (`header`), an optional one (`detail`) and a list (`rows`).
@Reducer
struct ReliableParent {
  @ObservableState
  struct State: Equatable {
    var header = ReliableChild.State(id: -1)
    var detail: ReliableChild.State?
    var rows: IdentifiedArrayOf<ReliableChild.State> = []
  }

  enum Action: Equatable {
    case header(ReliableChild.Action)
    case detail(ReliableChild.Action)
    case rows(IdentifiedActionOf<ReliableChild>)
    case openDetail(id: Int)
    case closeDetail
    case addRow(id: Int)
    case removeRow(id: Int)
  }

  let census: EffectCensus

  var body: some ReducerOf<Self> {
    Scope(state: \.header, action: \.header) {
      ReliableChild(census: census)
    }
    Reduce { state, action in
      switch action {
      case let .openDetail(id):
        state.detail = ReliableChild.State(id: id)
        return .none
      case .closeDetail:
        state.detail = nil
        return .none
      case let .addRow(id):
        state.rows.append(ReliableChild.State(id: id))
        return .none
      case let .removeRow(id):
        state.rows.remove(id: id)
        return .none
      case .header, .detail, .rows:
        return .none
      }
    }
    .ifLet(\.detail, action: \.detail) {
      ReliableChild(census: census)
    }
    .forEach(\.rows, action: \.rows) {
      ReliableChild(census: census)
    }
  }
}
