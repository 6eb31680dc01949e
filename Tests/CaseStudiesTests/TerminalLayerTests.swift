import CaseStudiesCore
import Testing

@Suite("Terminal layer: keys, script syntax, frames, colors")
struct TerminalLayerTests {
  @Test("Raw bytes decode to keys")
  func decoding() {
    #expect(KeyDecoder.keys(in: [27, 91, 65, 27, 91, 66, 27, 79, 67, 27, 91, 68]) == [.up, .down, .right, .left])
    #expect(KeyDecoder.keys(in: [27]) == [.escape])
    #expect(KeyDecoder.keys(in: [13, 9, 127, 3]) == [.enter, .tab, .backspace, .interrupt])
    #expect(KeyDecoder.keys(in: Array("añ ".utf8)) == [.character("a"), .character("ñ"), .character(" ")])
    #expect(KeyDecoder.keys(in: [27, 91, 51, 126, 97]) == [.character("a")])
    #expect(KeyDecoder.keys(in: [27, 91, 53, 126, 27, 91, 54, 126, 98]) == [.pageUp, .pageDown, .character("b")])
  }

  @Test("Scripts: characters, named keys and waits")
  func scripts() throws {
    #expect(try KeyScript.parse("a<enter><ESC><tab><bs><up><down><left><right><space><lt><ctrl-c>") == [
      .key(.character("a")), .key(.enter), .key(.escape), .key(.tab), .key(.backspace), .key(.up),
      .key(.down), .key(.left), .key(.right), .key(.character(" ")), .key(.character("<")),
      .key(.interrupt),
    ])
    #expect(try KeyScript.parse("<wait 300ms><wait 2s><wait 1.5s>") == [
      .wait(.milliseconds(300)), .wait(.seconds(2)), .wait(.milliseconds(1500)),
    ])
    #expect(try KeyScript.parse("a\nb<lt>c<PgUp><pgdn>") == [
      .key(.character("a")), .key(.character("b")), .key(.character("<")), .key(.character("c")),
      .key(.pageUp), .key(.pageDown),
    ])
    #expect(throws: KeyScript.ParseError(
      description: "Bad wait <wait soon> at character 1 of the script: write a duration such as 300ms or 2s.")
    ) {
      try KeyScript.parse("<wait soon>")
    }
  }

  @Test("Lines are padded, or cut with an ellipsis")
  func fitting() {
    #expect(Frame.fit("abc", 5) == "abc  ")
    #expect(Frame.fit("abcdef", 5) == "abcd…")
    #expect(Frame.columns(["l"], ["r", "r2"], width: 12) == [" l    │ r   ", "      │ r2  "])
  }

  @Test("The frame shows the log's last lines, and says which lines of how many")
  func logTail() {
    let frame = Frame(title: "t", body: [], log: (1...10).map { "line \($0)" }, help: "h", keys: "k")
    #expect(frame.lines.count == 24)
    #expect(frame.lines[0] == "┌─ t " + String(repeating: "─", count: 74) + "┐")
    #expect(frame.lines[14].hasPrefix("├─ action log (_printChanges) · lines 5–10 of 10 ─"))
    #expect(frame.lines[15...20].map { $0.dropFirst().prefix(7) } == ["line 5 ", "line 6 ", "line 7 ", "line 8 ", "line 9 ", "line 10"])
    #expect(frame.lines[22].hasPrefix("│ h "))
    #expect(frame.lines[23] == "└─ k " + String(repeating: "─", count: 74) + "┘")
  }

  @Test("A scrolled frame shows the lines from its top, clamped to the log")
  func logWindow() {
    let log = (1...10).map { "line \($0)" }
    let top = Frame(title: "t", body: [], log: log, logTop: 0, help: "h")
    #expect(top.lines[14].hasPrefix("├─ action log (_printChanges) · lines 1–6 of 10 ─"))
    #expect(top.lines[15].hasPrefix("│line 1 "))
    let beyond = Frame(title: "t", body: [], log: log, logTop: 99, help: "h")
    #expect(beyond == Frame(title: "t", body: [], log: log, logTop: nil, help: "h"))
    let empty = Frame(title: "t", body: [], log: [], help: "h")
    #expect(empty.lines[14] == "├─ action log (_printChanges) " + String(repeating: "─", count: 49) + "┤")
  }

  @Test("The log's window, for every length, top and pane height, is in the log and as full as it can be")
  func logWindows() {
    for height in [1, 3, 6] {
      for count in 0...15 {
        for top in [nil, -3, 0, 1, 5, 9, 10, 20] as [Int?] {
          let window = Frame.logWindow(count: count, top: top, height: height)
          #expect(window.lowerBound >= 0 && window.upperBound <= count)
          #expect(window.count == min(count, height))
          if top == nil { #expect(window.upperBound == count) }
        }
      }
    }
  }

  @Test("Colors: the title bold, the highlight reversed, removed lines red, added lines green")
  func colors() {
    #expect(ANSIStyle.style("┌─ t ─┐", index: 0) == "\u{1B}[1m┌─ t ─┐\u{1B}[0m")
    #expect(ANSIStyle.style("│ ▸ 1. x│", index: 3) == "│\u{1B}[7m ▸ 1. x\u{1B}[0m│")
    #expect(ANSIStyle.style("│▸ .tick│", index: 3) == "│\u{1B}[36m▸ .tick\u{1B}[0m│")
    #expect(ANSIStyle.style("│  − a: 1│", index: 3) == "│\u{1B}[31m  − a: 1\u{1B}[0m│")
    #expect(ANSIStyle.style("│  + a: 2│", index: 3) == "│\u{1B}[32m  + a: 2\u{1B}[0m│")
    #expect(ANSIStyle.style("│ plain │", index: 3) == "│ plain │")
  }
}
