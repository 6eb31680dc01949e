import CaseStudiesCore
import ComposableArchitecture
import Observation
import Testing

@MainActor
@Suite("Redrawing: the frame observes the state it shows")
struct FrameObservationTests {
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  @Test("A change of what the frame shows notifies the observer of the frame")
  func observed() {
    let app = CaseStudiesApp()
    let changed = Flag()
    _ = withObservationTracking {
      app.frame()
    } onChange: {
      changed.isSet = true
    }
    app.handle(.down)
    #expect(changed.isSet)
  }

  @Test("A change inside the presented lesson notifies it too")
  func observedInLesson() {
    let app = CaseStudiesApp()
    app.handle(.character("2"))
    let changed = Flag()
    _ = withObservationTracking {
      app.frame()
    } onChange: {
      changed.isSet = true
    }
    app.handle(.character("m"))
    #expect(changed.isSet)
  }

  @Test("Every reduced action is logged, and the log's listener is called")
  func logListener() {
    let app = CaseStudiesApp()
    let count = LockIsolated(0)
    app.log.onAppend { count.withValue { $0 += 1 } }
    app.handle(.down)
    app.handle(.up)
    #expect(count.value == 2)
    #expect(app.log.entries.map(\.action) == [
      "CaseStudies.Action.selectionMoved(by: 1)", "CaseStudies.Action.selectionMoved(by: -1)",
    ])
  }
}
