import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
@Suite("Root: navigation between the lessons")
struct CaseStudiesRootTests {
  @Test("The selection moves and wraps around")
  func selection() async {
    let store = TestStore(initialState: CaseStudies.State()) { CaseStudies() }
    await store.send(.selectionMoved(by: -1)) { $0.selection = .bindings }
    await store.send(.selectionMoved(by: 1)) { $0.selection = .run }
    await store.send(.selectionMoved(by: 2)) { $0.selection = .order }
  }

  @Test("Opening a lesson presents its feature; dismissing it cancels its effects")
  func openAndDismiss() async {
    let clock = TestClock()
    let store = TestStore(initialState: CaseStudies.State()) {
      CaseStudies()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.lessonTapped(.effects)) {
      $0.selection = .effects
      $0.destination = .effects(EffectsLesson.State())
    }
    await store.send(\.destination.effects.clockToggled) {
      $0.destination?.effects?.isClockRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.effects.tick) { $0.destination?.effects?.ticks = 1 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("Every lesson opens its own feature", arguments: CaseStudies.Lesson.allCases)
  func everyLesson(lesson: CaseStudies.Lesson) async {
    let store = TestStore(initialState: CaseStudies.State()) { CaseStudies() }
    let expected: CaseStudies.Destination.State =
      switch lesson {
      case .run: .run(RunLesson.State())
      case .failure: .failure(FailureLesson.State())
      case .order: .order(OrderLesson.State())
      case .effects: .effects(EffectsLesson.State())
      case .bindings: .bindings(ProfileForm.State())
      }
    await store.send(.lessonTapped(lesson)) {
      $0.selection = lesson
      $0.destination = expected
    }
  }
}
