import ComposableArchitecture

/// Lesson 1 (seed 000) — "El constructor run": async/await inside the effect.
///
/// A paged load that sends its progress (0, 50, 100) and each page as it arrives; two requests in
/// parallel with `async let`; a task group filling rows as each finishes; a long loop that can be
/// cancelled.
@Reducer
public struct RunLesson {
  /// A row filled by the task group.
  public struct Row: Equatable, Identifiable, Sendable {
    /// The row's number.
    public let id: Int
    /// Its detail, once it arrived.
    public var detail: String?

    /// Creates a row.
    public init(id: Int, detail: String? = nil) {
      self.id = id
      self.detail = detail
    }
  }

  /// The lesson's state.
  @ObservableState
  public struct State: Equatable {
    /// The progress of the paged load, once it started.
    public var progress: Int?
    /// The pages received so far.
    public var pages: [String] = []
    /// The profile, from the `async let` pair.
    public var profile: String?
    /// The settings, from the `async let` pair.
    public var settings: String?
    /// The rows the task group fills.
    public var rows: [Row] = (1...4).map { Row(id: $0) }
    /// The order in which the rows arrived.
    public var arrivalOrder: [Int] = []
    /// The last step of the long loop.
    public var loopStep = 0
    /// Whether the long loop runs.
    public var isLooping = false

    /// The initial state.
    public init() {}
  }

  /// The lesson's actions.
  public enum Action: Equatable {
    /// `p`: starts the paged load.
    case loadPagesTapped
    /// The paged load's progress, in percent.
    case progress(Int)
    /// A page arrived.
    case page([String])
    /// `b`: loads the profile and the settings in parallel.
    case loadBothTapped
    /// Both arrived.
    case bothLoaded(profile: String, settings: String)
    /// `g`: loads the rows' details in a task group.
    case loadRowsTapped
    /// The detail of a row arrived.
    case detail(id: Int, String)
    /// `l`: starts the long loop.
    case startLoopTapped
    /// A step of the long loop.
    case loopStep(Int)
    /// The loop finished all its steps.
    case loopFinished
    /// `c`: cancels the long loop.
    case cancelLoopTapped
  }

  /// The cancellation ids of the lesson.
  public enum CancelID: Hashable, Sendable {
    /// The long loop.
    case loop
  }

  /// How many steps the long loop makes.
  public static let loopSteps = 50

  @Dependency(\.articlesClient) var api
  @Dependency(\.continuousClock) var clock

  /// Creates the lesson's reducer.
  public init() {}

  /// The lesson's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadPagesTapped:
        state.progress = nil
        state.pages = []
        // `send` is feedback, not a return: one effect sends five actions over time.
        return .run { send in
          await send(.progress(0))
          let first = try await api.firstPage()
          await send(.page(first))
          await send(.progress(50))
          let rest = try await api.remainingPages()
          await send(.page(rest))
          await send(.progress(100))
        }

      case let .progress(percent):
        state.progress = percent
        return .none

      case let .page(page):
        state.pages += page
        return .none

      case .loadBothTapped:
        state.profile = nil
        state.settings = nil
        // Two independent requests: the effect takes as long as the slower one, not the sum.
        return .run { send in
          async let profile = api.profile()
          async let settings = api.settings()
          await send(.bothLoaded(profile: try await profile, settings: try await settings))
        }

      case let .bothLoaded(profile, settings):
        state.profile = profile
        state.settings = settings
        return .none

      case .loadRowsTapped:
        state.rows = (1...4).map { Row(id: $0) }
        state.arrivalOrder = []
        let ids = state.rows.map(\.id)  // copy what the effect needs before crossing
        // Each task of the group sends its own action: rows fill as they finish, in any order.
        return .run { send in
          try await withThrowingTaskGroup(of: Void.self) { group in
            for id in ids {
              group.addTask {
                await send(.detail(id: id, try await api.detail(id)))
              }
            }
            try await group.waitForAll()
          }
        }

      case let .detail(id, detail):
        if let index = state.rows.firstIndex(where: { $0.id == id }) {
          state.rows[index].detail = detail
        }
        state.arrivalOrder.append(id)
        return .none

      case .startLoopTapped:
        state.isLooping = true
        state.loopStep = 0
        return .run { send in
          for step in 1...Self.loopSteps {
            // Cooperative cancellation: check it in every turn of a long loop.
            try Task.checkCancellation()
            await send(.loopStep(step))
            try await clock.sleep(for: .milliseconds(200))
          }
          await send(.loopFinished)
        }
        .cancellable(id: CancelID.loop, cancelInFlight: true)

      case let .loopStep(step):
        state.loopStep = step
        return .none

      case .loopFinished:
        state.isLooping = false
        return .none

      case .cancelLoopTapped:
        state.isLooping = false
        return .cancel(id: CancelID.loop)
      }
    }
  }
}

extension RunLesson: Sendable {}
