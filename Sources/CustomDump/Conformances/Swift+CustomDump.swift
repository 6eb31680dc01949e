extension AnyHashable: CustomDumpRepresentable {
  /// The wrapped value, so a type-erased key dumps like the value it wraps.
  public var customDumpValue: Any { base }
}

extension AnyKeyPath: CustomDumpStringConvertible {
  /// The key path as written in source, such as `\User.name`.
  public var customDumpDescription: String { debugDescription }
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
