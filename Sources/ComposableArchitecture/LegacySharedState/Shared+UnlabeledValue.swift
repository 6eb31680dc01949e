extension Shared {
  /// Shares `value`, held in memory by this value and every copy of it (TCA 1.10's spelling of
  /// `Shared(value:)`).
  ///
  /// ```swift
  /// let count = Shared(0)  // today: Shared(value: 0)
  /// ```
  ///
  /// - Parameter value: The value to share.
  @_disfavoredOverload
  @available(*, deprecated, renamed: "init(value:)")
  public init(_ value: sending Value) {
    self.init(value: value)
  }
}
