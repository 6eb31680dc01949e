extension Shared {
  /// A read-only view of this shared value (TCA 1.10's spelling of `SharedReader($shared)`).
  ///
  /// ```swift
  /// let reader = $count.reader  // today: SharedReader($count)
  /// ```
  @available(*, deprecated, message: "Use the 'SharedReader($shared)' initializer, instead")
  public var reader: SharedReader<Value> {
    SharedReader(self)
  }
}
