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
    #expect(try KeyScript.parse("a\nb<c") == [
      .key(.character("a")), .key(.character("b")), .key(.character("<")), .key(.character("c")),
    ])
    #expect(throws: KeyScript.ParseError(description: "Unknown key <wait soon> in the script.")) {
      try KeyScript.parse("<wait soon>")
    }
  }

  @Test("Lines are padded, or cut with an ellipsis")
  func fitting() {
    #expect(Frame.fit("abc", 5) == "abc  ")
    #expect(Frame.fit("abcdef", 5) == "abcd…")
    #expect(Frame.columns(["l"], ["r", "r2"], width: 12) == [" l    │ r   ", "      │ r2  "])
  }

  @Test("The frame keeps the log's last lines")
  func logTail() {
    let frame = Frame(title: "t", body: [], log: (1...10).map { "line \($0)" }, help: "h", width: 40, height: 12)
    #expect(frame.lines.count == 12)
    #expect(frame.lines[0] == "┌─ t ──────────────────────────────────┐")
    #expect(frame.lines[6...8] == ["│line 8                                │", "│line 9                                │", "│line 10                               │"])
    #expect(frame.lines[10] == "│ h                                    │")
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
