import CaseStudiesCore
import Foundation

/// The interactive app: raw keys in, a frame redrawn whenever the observed state changes.
@MainActor
enum InteractiveSession {
  enum Event: Sendable {
    case key(Key)
    case changed
    case inputClosed
    case warning(String)
  }

  static func run() async {
    guard RawTerminal.enter() else {
      FileHandle.standardError.write(Data("case-studies: cannot put the terminal in raw mode\n".utf8))
      return
    }
    defer { RawTerminal.restore() }

    let app = CaseStudiesApp()
    let (events, continuation) = AsyncStream<Event>.makeStream()
    // Every reduced action is logged; the pane shows it, so redraw after each one.
    app.log.onAppend { continuation.yield(.changed) }
    startReadingKeys(into: continuation)
    if let warnings = RawTerminal.captureStandardError() {
      startReadingWarnings(from: warnings, into: continuation)
    }
    // A resize sends no key: look at the size four times a second (an unchanged frame is not redrawn).
    let sizeWatch = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        continuation.yield(.changed)
      }
    }
    defer { sizeWatch.cancel() }

    let screen = TerminalScreen(app: app)
    // State changes redraw through SwiftNavigation's `observe`; the log and the size, which it
    // cannot see, through the events above.
    let redrawer = FrameRedrawer(app: app) { frame in screen.show(frame) }
    defer { redrawer.stop() }

    loop: for await event in events {
      switch event {
      case let .key(key):
        if !app.handle(key) { break loop }
      case .changed:
        break
      case .inputClosed:
        break loop
      case let .warning(line):
        app.log.appendWarning(line)
      }
      _ = screen.fitToTerminal()
      redrawer.redraw()
    }
  }

  /// Reads the captured standard error on its own thread and sends each line as a warning.
  static func startReadingWarnings(
    from descriptor: Int32, into continuation: AsyncStream<Event>.Continuation
  ) {
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 1024)
      var pending: [UInt8] = []
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return }
        pending += buffer[0..<count]
        while let newline = pending.firstIndex(of: 10) {
          let line = String(decoding: pending[..<newline], as: UTF8.self)
          pending.removeSubrange(...newline)
          if !line.isEmpty { continuation.yield(.warning(line)) }
        }
      }
    }
    thread.start()
  }

  /// Reads standard input on its own thread (reads block) and sends the decoded keys.
  static func startReadingKeys(into continuation: AsyncStream<Event>.Continuation) {
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 64)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else {
          continuation.yield(.inputClosed)
          return
        }
        for key in KeyDecoder.keys(in: Array(buffer[0..<count])) {
          continuation.yield(.key(key))
        }
      }
    }
    thread.start()
  }
}

/// The terminal's picture: the last frame written, and the size the app draws at.
@MainActor
final class TerminalScreen {
  private let app: CaseStudiesApp
  private var lastFrame = ""

  init(app: CaseStudiesApp) {
    self.app = app
    _ = fitToTerminal()
  }

  /// Gives the app the terminal's size; `true` when it changed (the screen is then cleared).
  /// Below 80×24 the frame is the message "terminal too small (needs 80×24)", drawn at the
  /// terminal's own size: a larger frame would scroll its top away.
  func fitToTerminal() -> Bool {
    guard let (columns, rows) = RawTerminal.size(), columns != app.width || rows != app.height
    else { return false }
    app.width = columns
    app.height = rows
    lastFrame = ""
    RawTerminal.write("\u{1B}[2J")
    return true
  }

  /// Writes `frame`, unless it is the one on screen.
  func show(_ frame: Frame) {
    let text = ANSIStyle.render(frame)
    guard text != lastFrame else { return }
    lastFrame = text
    RawTerminal.write("\u{1B}[H" + text)
  }
}
