import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
@Suite("Lesson 4 (seed 003): effects")
struct EffectsLessonTests {
  @Test("The clock ticks every second until it is stopped by its id")
  func clock() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsLesson.State()) {
      EffectsLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.clockToggled) { $0.isClockRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 2 }
    await store.send(.clockToggled) { $0.isClockRunning = false }
    await clock.advance(by: .seconds(5))
  }

  @Test("The search is debounced 300 ms: of three quick edits, one request runs")
  func debounce() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsLesson.State()) {
      EffectsLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("s")) {
      $0.query = "s"
      $0.queryChanges = 1
    }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("st")) {
      $0.query = "st"
      $0.queryChanges = 2
    }
    await clock.advance(by: .milliseconds(299))
    await store.send(.queryChanged("sta")) {
      $0.query = "sta"
      $0.queryChanges = 3
    }
    await clock.advance(by: .milliseconds(300 + 200))
    await store.receive(.searchResponse(query: "sta", results: ["state"])) {
      $0.requestsRun = 1
      $0.results = ["state"]
    }
  }

  @Test("Clearing the query cancels the pending search")
  func clearing() async {
    let clock = TestClock()
    var state = EffectsLesson.State()
    state.query = "s"
    state.results = ["scope"]
    let store = TestStore(initialState: state) {
      EffectsLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.queryChanges = 1
      $0.results = []
    }
    await clock.advance(by: .seconds(1))
  }

  @Test("The subscription forwards each event of the stream, and stops when toggled off")
  func events() async {
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let store = TestStore(initialState: EffectsLesson.State()) {
      EffectsLesson()
    } withDependencies: {
      $0.eventCenter = EventCenter { stream }
    }
    await store.send(.eventsToggled) { $0.isListening = true }
    continuation.yield("ping")
    await store.receive(.eventReceived("ping")) {
      $0.eventCount = 1
      $0.events = ["ping"]
    }
    for event in ["a", "b", "c"] { continuation.yield(event) }
    await store.receive(.eventReceived("a")) {
      $0.eventCount = 2
      $0.events = ["ping", "a"]
    }
    await store.receive(.eventReceived("b")) {
      $0.eventCount = 3
      $0.events = ["ping", "a", "b"]
    }
    await store.receive(.eventReceived("c")) {
      $0.eventCount = 4
      $0.events = ["a", "b", "c"]
    }
    await store.send(.eventsToggled) { $0.isListening = false }
    continuation.yield("late")
  }

  @Test("The simulated event center sends an event every 2 seconds of its clock")
  func simulatedEvents() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsLesson.State()) {
      EffectsLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.eventsToggled) { $0.isListening = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.eventReceived("battery low")) {
      $0.eventCount = 1
      $0.events = ["battery low"]
    }
    await store.send(.eventsToggled) { $0.isListening = false }
    await clock.advance(by: .seconds(10))
  }
}
