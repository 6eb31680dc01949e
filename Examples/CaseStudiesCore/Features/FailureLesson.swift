import ComposableArchitecture
import Foundation

/// Lesson 2 (seed 001) — "Manejar el fallo": errors become actions.
///
/// The loader can be switched to fail (offline, unauthorised, server 503, or flaky); every outcome
/// arrives as one `response(Result)` action; a retry waits 1, 2, 4 seconds on the injected clock;
/// cancelling a request shows no failure: the lesson says it was cancelled. As in the seed, a failure
/// keeps the articles of an earlier success (only a success replaces them); ``State/areArticlesStale``
/// says when the articles shown are not the answer to the last request.
@Reducer
public struct FailureLesson {
  /// The lesson's state.
  @ObservableState
  public struct State: Equatable {
    /// How the simulated server behaves.
    public var mode: ServerMode = .online
    /// Whether a request runs.
    public var isLoading = false
    /// The articles of the last success.
    public var articles: [String] = []
    /// The failure of the last response, if it failed.
    public var failure: LoadFailure?
    /// What the retry loop is doing.
    public var retryNote: String?
    /// Whether the last request was cancelled (`c`) before it answered: not a failure.
    public var wasCancelled = false

    /// Whether the articles are from an earlier success, not the answer to the last request (which
    /// is still running, failed, or was cancelled).
    public var areArticlesStale: Bool {
      !articles.isEmpty && (isLoading || failure != nil || wasCancelled)
    }

    /// The initial state.
    public init() {}
  }

  /// The lesson's actions.
  public enum Action: Equatable {
    /// `m`: switches the server's mode.
    case modeTapped
    /// `l`: loads once.
    case loadTapped
    /// `r`: loads, retrying with exponential backoff.
    case retryTapped
    /// `c`: cancels the request.
    case cancelTapped
    /// An attempt failed and the next one waits `delay` seconds.
    case retryScheduled(attempt: Int, failure: LoadFailure, delay: Int)
    /// The outcome, success or failure: one case for both.
    case response(Result<[String], LoadFailure>)
  }

  /// The cancellation ids of the lesson.
  public enum CancelID: Hashable, Sendable {
    /// The request (single or retrying).
    case request
  }

  @Dependency(\.loaderClient) var loader
  @Dependency(\.continuousClock) var clock

  /// Creates the lesson's reducer.
  public init() {}

  /// The lesson's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .modeTapped:
        state.mode = state.mode.next
        return .none

      case .loadTapped:
        state.isLoading = true
        state.retryNote = nil
        state.wasCancelled = false
        let mode = state.mode
        return .run { send in
          do {
            await send(.response(.success(try await loader.load(mode, 0))))
          } catch let failure as LoadFailure {
            await send(.response(.failure(failure)))
          }
        } catch: { _, send in
          // Any other error (never a cancellation: that one is not a failure).
          await send(.response(.failure(.unreadable)))
        }
        .cancellable(id: CancelID.request, cancelInFlight: true)

      case .retryTapped:
        state.isLoading = true
        state.retryNote = nil
        state.wasCancelled = false
        let mode = state.mode
        // A mechanical policy lives in the effect: a loop, not a pass through the reducer per try.
        return .run { send in
          var lastFailure = LoadFailure.server(code: 503)
          for attempt in 0..<3 {
            do {
              await send(.response(.success(try await loader.load(mode, attempt))))
              return
            } catch let failure as LoadFailure {
              lastFailure = failure
              let delay = Int(pow(2.0, Double(attempt)))
              await send(.retryScheduled(attempt: attempt + 1, failure: failure, delay: delay))
              try await clock.sleep(for: .seconds(delay))
            }
          }
          await send(.response(.failure(lastFailure)))
        }
        .cancellable(id: CancelID.request, cancelInFlight: true)

      case .cancelTapped:
        // Cancelling is not a failure: the lesson shows that the request was cancelled, nothing else.
        if state.isLoading { state.wasCancelled = true }
        state.isLoading = false
        state.retryNote = nil
        return .cancel(id: CancelID.request)

      case let .retryScheduled(attempt, failure, delay):
        state.retryNote = "attempt \(attempt) failed (\(failure.message)); waiting \(delay) s"
        return .none

      case let .response(result):
        state.isLoading = false  // written once: both outcomes are "the response arrived"
        state.retryNote = nil
        switch result {
        case let .success(articles):
          state.articles = articles
          state.failure = nil
        case let .failure(failure):
          state.failure = failure
        }
        return .none
      }
    }
  }
}

extension FailureLesson: Sendable {}
