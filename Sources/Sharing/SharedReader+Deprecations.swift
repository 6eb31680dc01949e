extension SharedReader {
  /// A read-only shared value that always holds `value`.
  ///
  /// Spelled ``init(value:)`` today: `SharedReader(value: 42)`.
  @available(*, deprecated, message: "Use 'SharedReader(value:)', instead.")
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }
}
