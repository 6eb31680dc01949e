import ComposableArchitecture

/// Draws the app's frame, and draws it again whenever the state it shows changes: the terminal's
/// redrawing, written with SwiftNavigation's `observe`.
///
/// Each run of the observation builds the frame (reading, and so tracking, exactly the state it
/// shows) and hands it to `draw`. What observation cannot see (the action log, the terminal's
/// size) is redrawn with ``redraw()``.
///
/// ```swift
/// let redrawer = FrameRedrawer(app: app) { frame in terminal.show(frame) }
/// app.handle(.down)  // the menu's selection moves: `draw` runs again, soon after
/// ```
@MainActor
public final class FrameRedrawer {
  private let app: CaseStudiesApp
  private let draw: @MainActor @Sendable (Frame) -> Void
  private var token: ObserveToken?

  /// Draws the current frame now, and again after each change of the state it showed.
  ///
  /// - Parameters:
  ///   - app: The app whose frame is drawn.
  ///   - draw: Shows a frame (the terminal writes it; a test records it).
  public init(app: CaseStudiesApp, draw: @escaping @MainActor @Sendable (Frame) -> Void) {
    self.app = app
    self.draw = draw
    token = observe { [weak app] in
      guard let app else { return }
      draw(app.frame())
    }
  }

  /// Draws the current frame again, for a change observation does not report (a new line in the
  /// log, a new terminal size).
  public func redraw() {
    draw(app.frame())
  }

  /// Stops redrawing on state changes.
  public func stop() {
    token?.cancel()
    token = nil
  }
}
