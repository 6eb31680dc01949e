import ComposableArchitecture

/// Lesson 4 (seed 003) — "Effect": asynchronous work as a returned value.
///
/// A clock ticking every second, started and stopped by its id; a search debounced 300 ms with
/// `cancelInFlight`, counting the requests that actually ran; a subscription to an event stream.
@Reducer
public struct EffectsLesson {
  /// The lesson's state.
  @ObservableState
  public struct State: Equatable {
    /// Whether the clock ticks.
    public var isClockRunning = false
    /// Seconds ticked.
    public var ticks = 0
    /// The search query.
    public var query = ""
    /// The results of the last search that ran.
    public var results: [String] = []
    /// How many times the query changed.
    public var queryChanges = 0
    /// How many searches actually ran (the others were cancelled by the debounce).
    public var requestsRun = 0
    /// Whether the event stream is subscribed.
    public var isListening = false
    /// The last events received (newest last, at most 3).
    public var events: [String] = []
    /// How many events arrived.
    public var eventCount = 0

    /// The initial state.
    public init() {}
  }

  /// The lesson's actions.
  public enum Action: Equatable {
    /// `1`: starts or stops the clock.
    case clockToggled
    /// A second passed.
    case tick
    /// The query was edited (letters, backspace).
    case queryChanged(String)
    /// A search ran and answered.
    case searchResponse(query: String, results: [String])
    /// `2`: subscribes to or unsubscribes from the events.
    case eventsToggled
    /// An event arrived.
    case eventReceived(String)
  }

  /// The cancellation ids of the lesson: an effect's identity is as real as its content.
  public enum CancelID: Hashable, Sendable {
    /// The ticking clock.
    case clock
    /// The debounced search.
    case search
    /// The event subscription.
    case events
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient
  @Dependency(\.eventCenter) var eventCenter

  /// Creates the lesson's reducer.
  public init() {}

  /// The lesson's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clockToggled:
        state.isClockRunning.toggle()
        guard state.isClockRunning else { return .cancel(id: CancelID.clock) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.clock, cancelInFlight: true)

      case .tick:
        state.ticks += 1
        return .none

      case let .queryChanged(query):
        state.query = query
        state.queryChanges += 1
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        // The idiomatic debounce: each change cancels the previous search with the same id.
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          let results = try await searchClient.search(query)
          await send(.searchResponse(query: query, results: results))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .searchResponse(_, results):
        state.requestsRun += 1
        state.results = results
        return .none

      case .eventsToggled:
        state.isListening.toggle()
        guard state.isListening else { return .cancel(id: CancelID.events) }
        return .run { send in
          for await event in eventCenter.events() {
            await send(.eventReceived(event))
          }
        }
        .cancellable(id: CancelID.events, cancelInFlight: true)

      case let .eventReceived(event):
        state.eventCount += 1
        state.events = Array((state.events + [event]).suffix(3))
        return .none
      }
    }
  }
}

extension EffectsLesson: Sendable {}
