import ComposableArchitecture
import Foundation
import Observation
import Testing

// The examples of the ComposableArchitecture DocC articles (Sources/ComposableArchitecture/
// Documentation.docc), compiled and run, so that the articles stay true to the API. When an article's
// example changes, change it here too.

// MARK: - Dependencies used by the articles

@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(fetch: { number in "\(number) is a good number." })
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

enum SearchFailure: Error, Equatable {
  case offline
  case server(code: Int)
}

struct SearchClient: Sendable {
  var search: @Sendable (_ query: String) async throws(SearchFailure) -> [String]
}

extension SearchClient: TestDependencyKey {
  static let testValue = SearchClient(search: { _ throws(SearchFailure) in [] })
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}

// MARK: - Getting started

enum GettingStartedArticle {
  @Reducer
  struct Counter {
    @ObservableState
    struct State: Equatable {
      var count = 0
      var fact: String?
      var isLoading = false
    }

    enum Action: Equatable {
      case decrementButtonTapped
      case incrementButtonTapped
      case factButtonTapped
      case factResponse(String)
    }

    @Dependency(\.numberFact) var numberFact

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.count -= 1
          return .none

        case .incrementButtonTapped:
          state.count += 1
          return .none

        case .factButtonTapped:
          state.isLoading = true
          return .run { [count = state.count] send in
            await send(.factResponse(try await numberFact.fetch(count)))
          } catch: { _, send in
            await send(.factResponse("No fact today."))
          }

        case let .factResponse(fact):
          state.isLoading = false
          state.fact = fact
          return .none
        }
      }
    }
  }
}

@MainActor
@Suite("Articles: Getting started")
struct GettingStartedArticleTests {
  typealias Counter = GettingStartedArticle.Counter

  @Test func runningTheStore() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact = .liveValue
    }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped).finish()
    #expect(store.count == 2)
    #expect(store.fact == "2 is a good number.")
  }

  @Test func observingTheState() {
    final class Box: @unchecked Sendable { var state = Counter.State() }
    let box = Box()
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = box.state.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    box.state.isLoading = true
    #expect(changes.value == 0)
    box.state.count = 0
    #expect(changes.value == 0)
    box.state.count += 1
    #expect(changes.value == 1)
  }

  @Test func counter() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
  }

  @Test func factFailure() async {
    struct Offline: Error {}
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw Offline() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factResponse("No fact today.")) {
      $0.isLoading = false
      $0.fact = "No fact today."
    }
  }
}

// MARK: - Effects

enum EffectsArticle {
  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var results: [String] = []
      var failure: SearchFailure?
      var isSearching = false
    }

    enum Action: Equatable {
      case queryChanged(String)
      case searchResponse(Result<[String], SearchFailure>)
    }

    enum CancelID { case search }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.searchClient) var searchClient

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          state.isSearching = true
          return .run { send in
            try await clock.sleep(for: .milliseconds(300))
            do {
              await send(.searchResponse(.success(try await searchClient.search(query))))
            } catch let failure as SearchFailure {
              await send(.searchResponse(.failure(failure)))
            }
          }
          .cancellable(id: CancelID.search, cancelInFlight: true)

        case let .searchResponse(result):
          state.isSearching = false
          switch result {
          case let .success(results):
            state.results = results
            state.failure = nil
          case let .failure(failure):
            state.failure = failure
          }
          return .none
        }
      }
    }
  }

  @Reducer
  struct Clock {
    @ObservableState
    struct State: Equatable {
      var articles: [String] = []
      var ticks = 0
    }

    enum Action: Equatable {
      case onAppear
      case onDisappear
      case articlesLoaded([String])
      case tick
    }

    enum CancelID { case ticker }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.searchClient) var searchClient

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onAppear:
          return .merge(
            .run { send in
              await send(.articlesLoaded((try? await searchClient.search("news")) ?? []))
            },
            .run { send in
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.tick)
              }
            }
            .cancellable(id: CancelID.ticker)
          )

        case .onDisappear:
          return .cancel(id: CancelID.ticker)

        case let .articlesLoaded(articles):
          state.articles = articles
          return .none

        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Retry {
    @ObservableState
    struct State: Equatable {
      var results: [String] = []
      var failure: SearchFailure?
    }

    enum Action: Equatable {
      case loadTapped
      case searchResponse(Result<[String], SearchFailure>)
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.searchClient) var searchClient

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loadTapped:
          return .run { send in
            for attempt in 0..<3 {
              do {
                await send(.searchResponse(.success(try await searchClient.search("news"))))
                return
              } catch {
                try await clock.sleep(for: .seconds(1 << attempt))  // 1 s, 2 s, 4 s
              }
            }
            await send(.searchResponse(.failure(.server(code: 503))))
          }

        case let .searchResponse(.success(results)):
          state.results = results
          state.failure = nil
          return .none

        case let .searchResponse(.failure(failure)):
          state.failure = failure
          return .none
        }
      }
    }
  }

  @Reducer
  struct Steps {
    @ObservableState
    struct State: Equatable {
      var log: [String] = []
    }

    enum Action: Equatable {
      case startTapped
      case step(String)
      case saveTapped
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startTapped:
          return .concatenate(
            .run { send in
              try await clock.sleep(for: .seconds(2))
              await send(.step("slow"))
            },
            .send(.step("between")),
            .run { send in
              try await clock.sleep(for: .seconds(1))
              await send(.step("fast"))
            }
          )

        case let .step(name):
          state.log.append(name)
          return .none

        case .saveTapped:
          return .run { _ in
            struct DiskFull: Error {}
            throw DiskFull()
          }
        }
      }
    }
  }
}

@MainActor
@Suite("Articles: Effects")
struct EffectsArticleTests {
  @Test func debounce() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsArticle.Search.State()) {
      EffectsArticle.Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query throws(SearchFailure) in ["\(query)!"] }
    }
    await store.send(.queryChanged("c")) {
      $0.query = "c"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("ca")) { $0.query = "ca" }  // cancels the search for "c"
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse.success) {
      $0.isSearching = false
      $0.results = ["ca!"]
    }
  }

  @Test func typedFailureBecomesAnAction() async {
    let store = TestStore(initialState: EffectsArticle.Search.State()) {
      EffectsArticle.Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.searchClient.search = { _ throws(SearchFailure) in throw .offline }
    }
    await store.send(.queryChanged("c")) {
      $0.query = "c"
      $0.isSearching = true
    }
    await store.receive(\.searchResponse.failure) {
      $0.isSearching = false
      $0.failure = .offline
    }
  }

  @Test func mergeAndCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsArticle.Clock.State()) {
      EffectsArticle.Clock()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ throws(SearchFailure) in ["Swift 7"] }
    }
    await store.send(.onAppear)
    await store.receive(\.articlesLoaded) { $0.articles = ["Swift 7"] }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.ticks = 1 }
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.send(.onDisappear)
  }

  @Test func retryWithATestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsArticle.Retry.State()) {
      EffectsArticle.Retry()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { _ throws(SearchFailure) in throw .offline }
    }
    await store.send(.loadTapped)
    await clock.advance(by: .seconds(7))  // 1 + 2 + 4 seconds, without waiting
    await store.receive(\.searchResponse.failure) { $0.failure = .server(code: 503) }
  }

  @Test func concatenateRunsInOrder() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsArticle.Steps.State()) {
      EffectsArticle.Steps()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(.step("slow")) { $0.log = ["slow"] }
    await store.receive(.step("between")) { $0.log = ["slow", "between"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.step("fast")) { $0.log = ["slow", "between", "fast"] }
  }

  @Test func anUnhandledErrorIsReported() async {
    let store = TestStore(initialState: EffectsArticle.Steps.State()) {
      EffectsArticle.Steps()
    }
    let issues = await withIssuesCollected {
      await store.send(.saveTapped).finish()
    }
    #expect(issues.count == 1)
    let message = issues.first ?? ""
    #expect(message.contains("threw an unhandled error.\n\n    "))
    #expect(message.contains("DiskFull()\n\nAll non-cancellation errors must be explicitly handled"))
  }

  @Test func cancellationIdsArePrivateToAStore() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let first = Store(initialState: EffectsArticle.Clock.State()) {
        EffectsArticle.Clock()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let second = Store(initialState: EffectsArticle.Clock.State()) {
        EffectsArticle.Clock()
      } withDependencies: {
        $0.continuousClock = clock
      }
      first.send(.onAppear)
      second.send(.onAppear)
      await Task.megaYield()
      second.send(.onDisappear)  // stops the second store's ticker only
      await clock.advance(by: .seconds(1))
      await Task.megaYield()
      #expect(first.ticks == 1)
      #expect(second.ticks == 0)
      first.send(.onDisappear)
    }
  }
}

// MARK: - Bindings

enum BindingsArticle {
  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
      var email = ""
      var isEmailValid = false
      var notificationsOn = false
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case saveTapped
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.email):
          state.isEmailValid = state.email.contains("@")
          return .none
        case .binding:
          return .none
        case .saveTapped:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Profile {
    @ObservableState
    struct State: Equatable {
      var name = ""
      var isSaving = false
    }

    enum Action: ViewAction, Equatable {
      case view(View)
      case saveFinished

      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case saveTapped
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.binding):
          return .none
        case .view(.saveTapped):
          state.isSaving = true
          return .send(.saveFinished)
        case .saveFinished:
          state.isSaving = false
          return .none
        }
      }
    }
  }
}

@MainActor
@Suite("Articles: Bindings")
struct BindingsArticleTests {
  @Test func settings() async {
    let store = TestStore(initialState: BindingsArticle.Settings.State()) {
      BindingsArticle.Settings()
    }
    await store.send(.binding(.set(\.email, "blob@example.com"))) {
      $0.email = "blob@example.com"
      $0.isEmailValid = true
    }
    await store.send(.set(\.notificationsOn, true)) {
      $0.notificationsOn = true
    }
  }

  @Test func bindingActionsPrintTheirField() {
    let action = BindingAction<BindingsArticle.Settings.State>.set(\.email, "blob@example.com")
    #expect(action == .set(\.email, "blob@example.com"))
    #expect(action != .set(\.displayName, "blob@example.com"))
    #expect(action.description.contains("email"))
  }

  @Test func nestedViewActions() async {
    let store = TestStore(initialState: BindingsArticle.Profile.State()) {
      BindingsArticle.Profile()
    }
    await store.send(.view(.binding(.set(\.name, "Blob")))) {
      $0.name = "Blob"
    }
    await store.send(.view(.saveTapped)) {
      $0.isSaving = true
    }
    await store.receive(.saveFinished) {
      $0.isSaving = false
    }
  }
}

// MARK: - Dependencies

@MainActor
@Suite("Articles: Dependencies")
struct DependenciesArticleTests {
  @Test func anUnimplementedEndpointIsReported() async {
    let store = TestStore(initialState: GettingStartedArticle.Counter.State()) {
      GettingStartedArticle.Counter()
    }
    let issues = await withIssuesCollected {
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.receive(\.factResponse) {
        $0.isLoading = false
        $0.fact = "No fact today."
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.hasPrefix("Unimplemented: 'NumberFactClient.fetch'") == true)
  }

  @Test func dependenciesCanChangeDuringATest() async {
    let store = TestStore(initialState: GettingStartedArticle.Counter.State()) {
      GettingStartedArticle.Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is odd." }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "0 is odd."
    }
    store.dependencies.numberFact.fetch = { "\($0) is even." }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "0 is even."
    }
  }
}

// MARK: - Testing: a feature that dismisses itself

@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
  }
  enum Action {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case onTask
    case timerTick
    @CasePathable
    enum Alert { case confirmSave }
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmSave)):
        return .run { _ in await dismiss() }
      case .alert:
        return .none
      case .endMeetingButtonTapped:
        state.alert = .endMeeting
        return .none
      case .onTask:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
      case .timerTick:
        state.secondsElapsed += 1
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  static let endMeeting = AlertState {
    TextState("End meeting?")
  } actions: {
    ButtonState(action: .confirmSave) { TextState("Save and end") }
  }
}

@MainActor
@Suite("Articles: Testing with TestStore")
struct TestingWithTestStoreArticleTests {
  @Test func aFeatureThatDismissesItself() async {
    let clock = TestClock()
    let store = TestStore(initialState: RecordMeeting.State()) {
      RecordMeeting()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.onTask)
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting }
    await store.send(\.alert.confirmSave) { $0.alert = nil }
    #expect(store.isDismissed)
  }
}

// MARK: - Your TCA app's tests on Linux (TestingATCAAppOnLinux.md, its worked example verbatim)

@DependencyClient
struct WeatherClient: Sendable {
  var forecast: @Sendable (_ city: String) async throws -> String
}

extension WeatherClient: TestDependencyKey {
  static let testValue = WeatherClient()
}

extension DependencyValues {
  var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}

@Reducer
struct CityWeather {
  @ObservableState
  struct State: Equatable {
    var city = ""
    var forecast: String?
    var isLoading = false
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case forecastLoaded(String)
    case forecastFailed
  }

  enum CancelID { case forecast }

  @Dependency(\.weather) var weather
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.city):
        state.forecast = nil
        state.isLoading = !state.city.isEmpty
        guard !state.city.isEmpty else { return .cancel(id: CancelID.forecast) }
        return .run { [city = state.city] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.forecastLoaded(try await weather.forecast(city)))
        } catch: { _, send in
          await send(.forecastFailed)
        }
        .cancellable(id: CancelID.forecast, cancelInFlight: true)

      case .binding:
        return .none

      case let .forecastLoaded(forecast):
        state.isLoading = false
        state.forecast = forecast
        return .none

      case .forecastFailed:
        state.isLoading = false
        return .none
      }
    }
  }
}

@Suite("Articles: Your TCA app's tests on Linux")
struct TestingATCAAppOnLinuxArticleTests {
  @MainActor
  @Test func typingACityLoadsItsForecastOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: CityWeather.State()) {
      CityWeather()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weather.forecast = { city in "Sunny in \(city)" }
    }

    await store.send(\.binding.city, "Par") {
      $0.city = "Par"
      $0.isLoading = true
    }
    await store.send(\.binding.city, "Paris") {
      $0.city = "Paris"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.forecastLoaded) {
      $0.isLoading = false
      $0.forecast = "Sunny in Paris"
    }
  }

  @MainActor
  @Test func clearingTheCityCancelsTheRequestAndLoadsNothing() async {
    let clock = TestClock()
    let store = TestStore(initialState: CityWeather.State()) {
      CityWeather()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weather.forecast = { city in "Sunny in \(city)" }
    }
    await store.send(\.binding.city, "Par") {
      $0.city = "Par"
      $0.isLoading = true
    }
    await store.send(\.binding.city, "") {
      $0.city = ""
      $0.isLoading = false
    }
    await clock.advance(by: .seconds(1))
  }

  @MainActor
  @Test func aFailedLookupEndsTheLoading() async {
    struct Offline: Error {}
    let clock = TestClock()
    let store = TestStore(initialState: CityWeather.State()) {
      CityWeather()
    } withDependencies: {
      $0.continuousClock = clock
      $0.weather.forecast = { _ in throw Offline() }
    }
    await store.send(\.binding.city, "Oslo") {
      $0.city = "Oslo"
      $0.isLoading = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.forecastFailed) {
      $0.isLoading = false
    }
  }
}
