extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements.
  ///
  /// - Throws: `DecodingError.dataCorrupted` ("Duplicate element at offset 2") if two elements have
  ///   the same id, or any error from decoding an element.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    if let count = container.count { reserveCapacity(count) }
    while !container.isAtEnd {
      let element = try container.decode(Element.self)
      let id = element.id
      if _offsets[id] != nil {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: "Duplicate element at offset \(container.currentIndex - 1)"
          )
        )
      }
      _appendUnchecked(element, id: id)
    }
  }
}
