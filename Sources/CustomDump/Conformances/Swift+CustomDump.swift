import Foundation

extension AnyHashable: CustomDumpRepresentable {
  /// The wrapped value, so a type-erased key dumps like the value it wraps.
  public var customDumpValue: Any { base }
}

extension Character: CustomDumpRepresentable {
  /// The character as a one-character string, dumped quoted: `"©"`.
  public var customDumpValue: Any { String(self) }
}

extension Unicode.Scalar: CustomDumpRepresentable {
  /// The scalar as a one-character string, dumped quoted: `"©"`.
  public var customDumpValue: Any { String(self) }
}

extension StaticString: CustomDumpRepresentable {
  /// The text as a string, dumped quoted.
  public var customDumpValue: Any { description }
}

extension ObjectIdentifier: CustomDumpStringConvertible {
  /// The identifier with its address, without leading zeros: `ObjectIdentifier(0x6000…)`.
  public var customDumpDescription: String {
    let text = debugDescription
    guard let range = text.range(of: "0x") else { return text }
    var digits = text[range.upperBound...]
    while digits.first == "0", digits.dropFirst().first?.isHexDigit == true {
      digits = digits.dropFirst()
    }
    return String(text[..<range.upperBound] + digits)
  }
}

extension AnyKeyPath: CustomDumpStringConvertible {
  /// The key path as written in source, such as `\User.name`.
  public var customDumpDescription: String { debugDescription }
}

extension Duration: CustomDumpStringConvertible {
  /// The duration in words: `5 seconds`, `5 seconds, 123 milliseconds`.
  public var customDumpDescription: String {
    formatted(
      .units(
        allowed: [.days, .hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds],
        width: .wide
      )
    )
  }
}

extension Range: CustomDumpStringConvertible {
  /// The range as written in source, such as `0..<3`.
  public var customDumpDescription: String {
    "\(String(customDumping: lowerBound))..<\(String(customDumping: upperBound))"
  }
}

extension ClosedRange: CustomDumpStringConvertible {
  /// The range as written in source, such as `1...3`.
  public var customDumpDescription: String {
    "\(String(customDumping: lowerBound))...\(String(customDumping: upperBound))"
  }
}

extension PartialRangeFrom: CustomDumpStringConvertible {
  /// The range as written in source, such as `1...`.
  public var customDumpDescription: String {
    "\(String(customDumping: lowerBound))..."
  }
}

extension PartialRangeUpTo: CustomDumpStringConvertible {
  /// The range as written in source, such as `..<3`.
  public var customDumpDescription: String {
    "..<\(String(customDumping: upperBound))"
  }
}

extension PartialRangeThrough: CustomDumpStringConvertible {
  /// The range as written in source, such as `...3`.
  public var customDumpDescription: String {
    "...\(String(customDumping: upperBound))"
  }
}
