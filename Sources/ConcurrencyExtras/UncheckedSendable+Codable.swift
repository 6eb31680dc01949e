/// A wrapper decodes as its value would: the wrapper adds nothing to the encoded form.
extension UncheckedSendable: Decodable where Value: Decodable {
  /// Decodes the wrapped value from `decoder`, as a single value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(try container.decode(Value.self))
  }
}

/// A wrapper encodes as its value: the wrapper adds nothing to the encoded form.
///
/// ```swift
/// let data = try JSONEncoder().encode(UncheckedSendable([1, 2]))  // "[1,2]"
/// ```
extension UncheckedSendable: Encodable where Value: Encodable {
  /// Encodes the wrapped value into `encoder`, as a single value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
