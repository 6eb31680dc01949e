import CustomDump
import Testing

// A one-line string dump escapes what would not print (`"\u{1B}[31m"`); a multi-line dump, and a
// one-line dump written raw because it holds quotes, escape the same characters the same way (with
// the literal's hashes), keeping only real line feeds as line breaks. Reading the escapes back gives
// the original string.
@Suite("String dumps escape unprintable characters, one line or many")
struct StringEscapingTests {
  @Test("A multi-line dump escapes ESC, CR and BEL as a one-line dump does")
  func multiLineControls() {
    #expect(String(customDumping: "red\u{1B}[31m") == #""red\u{1B}[31m""#)
    #expect(
      String(customDumping: "red\u{1B}[31m\nbell\u{07}\r\nend") == #"""
        """
        red\u{1B}[31m
        bell\u{07}\r
        end
        """
        """#
    )
    // Raw forms escape with their hashes.
    #expect(String(customDumping: "say \"hi\"\u{1B}") == ##"#"say "hi"\#u{1B}"#"##)
    #expect(String(customDumping: "\"\"\"\n\u{1B}") == ##"""
      #"""
      """
      \#u{1B}
      """#
      """##)
  }

  @Test("A multi-line diff escapes its lines the same way")
  func diffLines() {
    let difference = diff("a\u{1B}\nb", "a\u{1B}\nc")
    #expect(difference?.contains(#"a\u{1B}"#) == true)
    #expect(difference?.unicodeScalars.contains("\u{1B}") == false)
  }

  @Test("Generated strings: no raw control character but line feeds, and the escapes read back")
  func generatedStrings() {
    var pieces: [String] = (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
    pieces += [
      "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\"", "\\", "#", "'", "\"\"\"", "\"#",
      "\\u{41}", "a", "é", "e\u{301}", "🇫🇷", "\r\n", "\n", "\n", " ", "\t",
    ]
    var generator = SplitMix64(seed: 60)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...12, using: &generator)
      let string = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let dump = String(customDumping: string)
      // C0 controls and DEL, which `debugDescription` escapes (it leaves C1 controls as they are).
      let raw = dump.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || $0.value == 0x7F) }
      #expect(raw.isEmpty, "\(string.debugDescription) dumps raw \(raw.map(\.value))")
      // Point-Free's format writes a multi-line string with backslashes and nothing to escape in a
      // literal without hashes, its backslashes as they are; that one does not read back.
      if dump.hasPrefix("\"\"\"\n"), string.contains("\\") { continue }
      #expect(readBack(dump) == string, "\(string.debugDescription) dumps as \(dump)")
    }
  }

  /// The string a dumped string literal stands for (the forms a dump writes: `"…"`, `#"…"#`, and
  /// `"""` on lines of their own).
  func readBack(_ dump: String) -> String? {
    let hashes = dump.prefix { $0 == "#" }.count
    var body = dump.dropFirst(hashes).dropLast(hashes)
    if body.hasPrefix("\"\"\"\n") && body.hasSuffix("\n\"\"\"") {
      body = body.dropFirst(4).dropLast(4)
    } else if body.count >= 2, body.first == "\"", body.last == "\"" {
      body = body.dropFirst().dropLast()
    } else {
      return nil
    }
    let escape = "\\" + String(repeating: "#", count: hashes)
    var out = ""
    var rest = Substring(body)
    while let range = rest.firstRange(of: escape) {
      out += rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
      guard let code = rest.first else { return nil }
      rest = rest.dropFirst()
      switch code {
      case "0": out += "\0"
      case "t": out += "\t"
      case "n": out += "\n"
      case "r": out += "\r"
      case "\"", "'", "\\": out.append(code)
      case "u":
        guard rest.first == "{", let close = rest.firstIndex(of: "}"),
          let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        out.unicodeScalars.append(scalar)
        rest = rest[rest.index(after: close)...]
      default: return nil
      }
    }
    return out + rest
  }
}
