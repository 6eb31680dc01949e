/// String literal expressions of every form (escapes, interpolations holding `}`, `,` and `)`,
/// raw strings, multi-line strings, raw multi-line strings), each embedding `token` so two tokens
/// give two different strings.
enum StringLiterals {
  /// A string literal expression embedding `token`; lines after the first are indented by `indent`.
  static func literal(token: Int, indent: String, _ random: inout SeededGenerator) -> String {
    switch random.int(in: 0...8) {
    case 0:
      return "\"plain \(token), with } and ) and \\\" quote\""
    case 1:
      return "\"interpolated \\(\(token)), \\(\"),}\") and \\([\"}\": 1].count)\""
    case 2:
      return "#\"raw \\(not interpolated) \"quoted\" } \\#(\(token))\"#"
    case 3:
      return "\"\"\"\n\(indent)  multi-line, } ) \"quote\"\n\(indent)  token \(token) \\(\"a, b\")\n\(indent)  \"\"\""
    case 4:
      return "#\"\"\"\n\(indent)  raw multi-line \\(x) \"\"\" { \n\(indent)  \\#(\(token))\n\(indent)  \"\"\"#"
    case 5:
      return "\"\\(String(describing: (\(token), \"}\")))\""
    case 6:
      return "\"con\" + \"cat, }\" + String(\(token))"
    case 7:
      return "##\"double raw \"# } \\##(\(token))\"##"
    default:
      return "\"unicode ✓ café \\u{1F600} \(token)\""
    }
  }
}
