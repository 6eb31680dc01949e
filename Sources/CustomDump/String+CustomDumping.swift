extension String {
  /// Creates the string ``customDump(_:name:indent:maxDepth:)`` would print for a value, without the
  /// trailing newline.
  ///
  /// ```swift
  /// String(customDumping: Result<Int, any Error>.success(42))  // "Result.success(42)"
  /// ```
  ///
  /// - Parameter subject: The value to dump.
  public init<Subject>(customDumping subject: Subject) {
    var output = ""
    customDump(subject, to: &output)
    self = output
  }
}
