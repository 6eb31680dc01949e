/// Writes a string the way Swift source would spell it: `"Blob"`, with escapes, or a `"""` block when the
/// string spans several lines.
///
/// Lines after the first are returned unindented; the renderer indents them to the surrounding level, and
/// since the closing `"""` gets the same indentation, the block stays a valid Swift literal.
func stringLiteral(_ string: some StringProtocol) -> String {
  if string.contains(where: \.isNewline) {
    var body = ""
    var quoteRun = 0
    for scalar in string.unicodeScalars {
      if scalar == "\"" {
        quoteRun += 1
        // A third quote in a row would end the block: escape it.
        if quoteRun == 3 {
          body += "\\\""
          quoteRun = 0
          continue
        }
        body.unicodeScalars.append(scalar)
        continue
      }
      quoteRun = 0
      switch scalar {
      case "\n": body += "\n"
      case "\r": body += "\\r"
      case "\\": body += "\\\\"
      default: appendEscapingControl(scalar, to: &body)
      }
    }
    return "\"\"\"\n\(body)\n\"\"\""
  }
  var body = ""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": body += "\\\""
    case "\\": body += "\\\\"
    case "\t": body += "\\t"
    case "\r": body += "\\r"
    default: appendEscapingControl(scalar, to: &body)
    }
  }
  return "\"\(body)\""
}

/// Appends `scalar`, spelling control characters (other than tab) as escapes so the dump stays printable.
private func appendEscapingControl(_ scalar: Unicode.Scalar, to body: inout String) {
  guard scalar.properties.generalCategory == .control, scalar != "\t" else {
    body.unicodeScalars.append(scalar)
    return
  }
  if scalar == "\0" {
    body += "\\0"
  } else {
    body += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}
