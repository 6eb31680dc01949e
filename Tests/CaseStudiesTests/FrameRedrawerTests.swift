import CaseStudiesCore
import ComposableArchitecture
import Testing

/// The terminal's redrawing with SwiftNavigation's `observe` (`FrameRedrawer`): a frame at once,
/// another after each change of what it shows, none after `stop()`.
@MainActor
@Suite("Redrawing with observe")
struct FrameRedrawerTests {
  final class Frames: @unchecked Sendable {
    var drawn: [Frame] = []
  }

  /// Lets the observation's re-run (a main-actor task) happen; returns once `count` frames were
  /// drawn, or after many turns of the main actor.
  func waitForFrames(_ frames: Frames, count: Int) async {
    for _ in 0..<10_000 where frames.drawn.count < count { await Task.yield() }
  }

  @Test("Moving the menu's selection redraws the menu with the new selection")
  func aStateChangeRedraws() async {
    let app = CaseStudiesApp()
    let frames = Frames()
    let redrawer = FrameRedrawer(app: app) { frames.drawn.append($0) }
    #expect(frames.drawn.count == 1)
    #expect(frames.drawn.last == app.frame())

    app.handle(.down)
    await waitForFrames(frames, count: 2)
    #expect(frames.drawn.count == 2)
    #expect(frames.drawn.last == app.frame())
    #expect(frames.drawn[0] != frames.drawn[1])
    redrawer.stop()
  }

  @Test("Opening a lesson and acting in it redraws each time")
  func changesInsideALessonRedraw() async {
    let app = CaseStudiesApp()
    let frames = Frames()
    let redrawer = FrameRedrawer(app: app) { frames.drawn.append($0) }
    app.handle(.character("2"))
    await waitForFrames(frames, count: 2)
    #expect(frames.drawn.last == app.frame())
    app.handle(.character("m"))
    await waitForFrames(frames, count: 3)
    #expect(frames.drawn.count == 3)
    #expect(frames.drawn.last == app.frame())
    redrawer.stop()
  }

  @Test("After stop(), a change draws nothing; redraw() still draws on demand")
  func stopEndsTheObservation() async {
    let app = CaseStudiesApp()
    let frames = Frames()
    let redrawer = FrameRedrawer(app: app) { frames.drawn.append($0) }
    redrawer.stop()
    app.handle(.down)
    for _ in 0..<100 { await Task.yield() }
    #expect(frames.drawn.count == 1)
    redrawer.redraw()
    #expect(frames.drawn.count == 2)
    #expect(frames.drawn.last == app.frame())
  }
}
