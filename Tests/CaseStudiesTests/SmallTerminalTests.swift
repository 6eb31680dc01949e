import CaseStudiesCore
import Testing

/// Point 3 of issue 31: below 80×24 the frame is the message, at the terminal's own size.
@MainActor
@Suite("A terminal below 80×24")
struct SmallTerminalTests {
  @Test("A 79×24 or 80×23 frame says the terminal is too small, centered")
  func message() {
    let frame = Frame(title: "t", body: ["body"], log: ["log"], help: "h", width: 79, height: 24)
    #expect(frame.lines.count == 24)
    #expect(frame.lines[11] == Frame.fit(String(repeating: " ", count: 23) + "terminal too small (needs 80×24)", 79))
    #expect(frame.lines[12] == Frame.fit(String(repeating: " ", count: 30) + "(this one is 79×24)", 79))
    #expect(!frame.text.contains("body") && !frame.text.contains("┌"))
    let low = Frame(title: "t", body: [], log: [], help: "h", width: 80, height: 23)
    #expect(low.text.contains("terminal too small (needs 80×24)"))
    #expect(low.text.contains("(this one is 80×23)"))
  }

  @Test("Every size gives exactly its lines and columns; below the minimum only the message", arguments: [1, 2, 5, 12, 23, 24, 30])
  func everySize(height: Int) {
    for width in [1, 2, 10, 20, 31, 32, 40, 79, 80, 81, 120] {
      let frame = Frame(title: "title", body: ["body"], log: ["log"], help: "help", width: width, height: height)
      #expect(frame.lines.count == height)
      #expect(frame.lines.allSatisfy { $0.count == width })
      let isTooSmall = width < Frame.minimumWidth || height < Frame.minimumHeight
      #expect(frame.text.contains("title") == !isTooSmall)
      if isTooSmall && width >= 32 && height >= 2 {
        #expect(frame.text.contains("terminal too small (needs 80×24)"))
      }
      if isTooSmall && width >= 8 && height >= 5 {
        // Wrapped, the words of the message are all there.
        #expect(frame.lines.joined(separator: " ").split(separator: " ").starts(with: ["terminal", "too", "small"]))
      }
    }
  }

  @Test("The app's frame at a small size is the message; at 80×24 the screen is back")
  func app() {
    let app = CaseStudiesApp(width: 60, height: 20)
    app.handle(.character("2"))
    #expect(app.frame().lines.count == 20)
    #expect(app.frame().text.contains("terminal too small (needs 80×24)"))
    #expect(app.frame().text.contains("(this one is 60×20)"))
    app.width = 80
    app.height = 24
    #expect(app.frame().lines[0].hasPrefix("┌─ OpenTCA · Lesson 2 (seed 001) · Handling failure"))
  }

  @Test("The script mode at a small size prints the message as its final frame")
  func script() async throws {
    let report = try await ScriptPlayer.run(script: "1p", width: 50, height: 10)
    #expect(report.hasPrefix("final frame:\n"))
    #expect(report.contains("         terminal too small (needs 80×24)         "))
    #expect(report.contains("loadPagesTapped"))
  }
}
