import CaseStudiesCore
import ComposableArchitecture
import ConcurrencyExtras
import Testing

@MainActor
@Suite("Lesson 1 (seed 000): .run")
struct RunLessonTests {
  @Test("The paged load sends its progress and each page as it arrives")
  func pagedLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: RunLesson.State()) {
      RunLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loadPagesTapped)
    await store.receive(.progress(0)) { $0.progress = 0 }
    await clock.advance(by: .milliseconds(600))
    await store.receive(.page(["Elm", "Redux"])) { $0.pages = ["Elm", "Redux"] }
    await store.receive(.progress(50)) { $0.progress = 50 }
    await clock.advance(by: .milliseconds(900))
    await store.receive(.page(["TCA", "Swift"])) { $0.pages = ["Elm", "Redux", "TCA", "Swift"] }
    await store.receive(.progress(100)) { $0.progress = 100 }
  }

  @Test("async let: both requests take as long as the slower one (800 ms), not the sum")
  func asyncLet() async {
    let clock = TestClock()
    let store = TestStore(initialState: RunLesson.State()) {
      RunLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loadBothTapped)
    await clock.advance(by: .milliseconds(799))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.bothLoaded(profile: "Ana", settings: "dark mode")) {
      $0.profile = "Ana"
      $0.settings = "dark mode"
    }
  }

  @Test("The task group fills each row as its request finishes, in the order they finish")
  func taskGroup() async {
    let clock = TestClock()
    let store = TestStore(initialState: RunLesson.State()) {
      RunLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loadRowsTapped)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.detail(id: 2, "detail 2")) {
      $0.rows[1].detail = "detail 2"
      $0.arrivalOrder = [2]
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.detail(id: 3, "detail 3")) {
      $0.rows[2].detail = "detail 3"
      $0.arrivalOrder = [2, 3]
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.detail(id: 1, "detail 1")) {
      $0.rows[0].detail = "detail 1"
      $0.arrivalOrder = [2, 3, 1]
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.detail(id: 4, "detail 4")) {
      $0.rows[3].detail = "detail 4"
      $0.arrivalOrder = [2, 3, 1, 4]
    }
  }

  @Test("The long loop steps every 200 ms until it is cancelled")
  func cancellableLoop() async {
    let clock = TestClock()
    let store = TestStore(initialState: RunLesson.State()) {
      RunLesson()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startLoopTapped) { $0.isLooping = true }
    await store.receive(.loopStep(1)) { $0.loopStep = 1 }
    await clock.advance(by: .milliseconds(200))
    await store.receive(.loopStep(2)) { $0.loopStep = 2 }
    await store.send(.cancelLoopTapped) { $0.isLooping = false }
    await clock.advance(by: .seconds(5))
  }

  @Test("The loop finishes after its 50 steps")
  func loopFinishes() async {
    // Serially on the main thread: 50 round trips between the pool and the main actor otherwise
    // took over the 1 s receive timeout on a loaded machine (ThreadSanitizer, two cores).
    await withMainSerialExecutor {
      let store = TestStore(initialState: RunLesson.State()) {
        RunLesson()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      store.exhaustivity = .off
      await store.send(.startLoopTapped)
      await store.receive(.loopFinished) {
        $0.loopStep = 50
        $0.isLooping = false
      }
    }
  }
}
