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
  /// - Throws: `DecodingError.dataCorrupted` if two elements have the same id, or any error from
  ///   decoding an element.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    if let count = container.count { reserveCapacity(count) }
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      let id = element.id
      if let first = _offsets[id] {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: """
            Duplicate element id \(_describe(id)) at offset \(offset) (first seen at offset \
            \(first)).
            """
        )
      }
      _appendUnchecked(element, id: id)
    }
  }
}
