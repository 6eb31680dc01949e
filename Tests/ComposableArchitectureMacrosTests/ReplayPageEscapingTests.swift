import Foundation
import Testing

@testable import tca_replay

// The page of `tca-replay view` carries the recording as JSON inside a <script> element. Whatever
// the recorded strings hold (`</script`, `<!--<script`, `-->`, `&`, U+2028, NUL, …), the element
// must end where the page ends it, so the viewer's own script stays a script, and the strings must
// read back unchanged.
@Suite("tca-replay page: recorded strings cannot break out of the data element")
struct ReplayPageEscapingTests {
  static let pieces = [
    "</script", "</SCRIPT>", "</script >", "<!--", "<!--<script>", "<script", "<SCRIPT", "-->",
    "--!>", "]]>", "<![CDATA[", "&", "&amp;", "&lt;", "<", ">", "\u{2028}", "\u{2029}", "\0",
    "\u{FFFD}", "\u{FEFF}", "\u{FFFF}", "\u{1FFFF}", "𝄞", "e\u{301}", "\u{1B}[31m", "\"", "'", "`",
    "\\", "\\u003c", "\\\\</", "\n", "\r", "\r\n", "\t", "__DATA__", "__TITLE__", "${x}", "a", " ",
  ]

  /// A recording, as JSON Lines, whose dumps are `strings` (the first is the initial state).
  static func recording(_ strings: [String]) throws -> Data {
    var lines: [[String: Any]] = [
      ["kind": "start", "stateDump": strings[0], "stateType": "Hostile.State", "actionType": "Hostile.Action"]
    ]
    for (offset, string) in strings.dropFirst().enumerated() {
      lines.append([
        "kind": "action", "index": offset + 1, "fromEffect": offset.isMultiple(of: 2),
        "actionDump": "Hostile.Action.set(\(string))", "stateDump": string,
      ])
    }
    var data = Data()
    for line in lines {
      data += try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
      data.append(0x0A)
    }
    return data
  }

  /// The data element's text, and what follows it, split at the first `</script` after its start
  /// (where an HTML parser ends the element).
  static func dataElement(of page: String) throws -> (text: Substring, after: Substring) {
    let opening = #"<script id="recording" type="application/json">"#
    let start = try #require(page.range(of: opening)).upperBound
    let end = try #require(page[start...].range(of: "</script", options: .caseInsensitive))
    return (page[start..<end.lowerBound], page[end.lowerBound...])
  }

  @Test("Generated strings of HTML-significant sequences: the element ends where the page ends it, and the strings read back")
  func generatedStrings() throws {
    let template = HTMLPage.template
    let expectedTail = template[try #require(template.range(of: "__DATA__")).upperBound...]
    var generator = SplitMix64(seed: 2)
    for round in 0..<60 {
      let strings = (0..<5).map { _ in
        (0..<Int.random(in: 1...14, using: &generator))
          .map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
      }
      let session = try Session(data: try Self.recording(strings))
      let title = strings[round % strings.count]
      let page = HTMLPage(session: session, title: title).render()
      let (text, after) = try Self.dataElement(of: page)
      // Nothing in the data can open or close markup, comments or character references.
      #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"), "round \(round)")
      #expect(!text.unicodeScalars.contains("\u{2028}") && !text.unicodeScalars.contains("\u{2029}"))
      // The viewer's script follows the data untouched.
      #expect(after == expectedTail, "round \(round)")
      // JSON.parse (here JSONSerialization) reads every string back.
      let payload = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let steps = try #require(payload["steps"] as? [[String: Any]])
      // (Foundation's JSON on Linux drops U+FEFF whether or not the page escapes anything.)
      let withoutBOM = { (text: String) in text.replacingOccurrences(of: "\u{FEFF}", with: "") }
      #expect(
        steps.compactMap { ($0["state"] as? String).map(withoutBOM) } == strings.map(withoutBOM),
        "round \(round)")
      // The title is text: escaped, and never a placeholder filled in.
      let titleStart = try #require(page.range(of: "<title>")).upperBound
      let titleEnd = try #require(page[titleStart...].range(of: "</title>")).lowerBound
      #expect(!page[titleStart..<titleEnd].contains("<"), "round \(round)")
      #expect(page.components(separatedBy: #"<script id="recording""#).count == 2)
    }
  }

  @Test("The reported case: <!--<script> in a recorded string")
  func commentScript() throws {
    let session = try Session(data: try Self.recording(["State()", #"State(note: "<!--<script>")"#]))
    let page = HTMLPage(session: session, title: "t").render()
    #expect(!page.contains("<!--<script>"))
    #expect(page.contains(#"\u003c!--\u003cscript\u003e"#))
  }
}
