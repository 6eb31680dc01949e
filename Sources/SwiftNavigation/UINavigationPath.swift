import Foundation
import IssueReporting

/// A type-erased list of values: the contents of a navigation stack, one value per screen.
///
/// Like SwiftUI's `NavigationPath`, for code that is not SwiftUI. Values of any hashable types can be
/// pushed; when they are all codable, the path can be saved and restored with ``codable``.
///
/// ```swift
/// var path = UINavigationPath()
/// path.append(Recipe.ID(42))
/// path.append(Step(number: 3))
/// path.removeLast()
/// ```
public struct UINavigationPath: Equatable {
  /// The values, first pushed first.
  package var elements: [AnyHashable]

  /// The number of values in the path.
  public var count: Int {
    elements.count
  }

  /// Whether the path holds no value.
  public var isEmpty: Bool {
    elements.isEmpty
  }

  /// The path in a form that can be encoded, or `nil` when one of its values is not codable.
  public var codable: CodableRepresentation? {
    CodableRepresentation(self)
  }

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path holding the values of `elements`, in order.
  ///
  /// - Parameter elements: The values.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// Creates a path from its encodable form.
  ///
  /// - Parameter codable: A path decoded with ``CodableRepresentation``.
  public init(_ codable: CodableRepresentation) {
    elements = codable.elements.map(\.value)
  }

  /// Pushes `value` at the end of the path.
  ///
  /// - Parameter value: The value to push.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Removes the last `k` values. Asking to remove more values than the path holds is reported as an
  /// issue, and empties the path.
  ///
  /// - Parameter k: How many values to remove; one by default.
  public mutating func removeLast(_ k: Int = 1) {
    guard k >= 0, k <= elements.count else {
      reportIssue(
        "Can't remove \(k) values from a navigation path of \(elements.count) values."
      )
      if k > elements.count { elements.removeAll() }
      return
    }
    elements.removeLast(k)
  }

  /// The encodable form of a path whose values are all codable.
  ///
  /// It encodes as a flat list: for each value, first pushed first, the name of its type, then the
  /// value as a JSON string. Decoding looks the type up by name, so the types must exist in the
  /// program that decodes.
  ///
  /// ```swift
  /// let data = try JSONEncoder().encode(path.codable)
  /// let restored = UINavigationPath(
  ///   try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
  /// )
  /// ```
  public struct CodableRepresentation: Codable, Equatable {
    fileprivate struct Element: Equatable {
      let type: Any.Type
      let value: AnyHashable

      static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.type == rhs.type && lhs.value == rhs.value
      }
    }

    fileprivate var elements: [Element]

    fileprivate init?(_ path: UINavigationPath) {
      var elements: [Element] = []
      elements.reserveCapacity(path.elements.count)
      for value in path.elements {
        guard value.base is any Encodable else { return nil }
        elements.append(Element(type: type(of: value.base), value: value))
      }
      self.elements = elements
    }

    /// Decodes a path encoded with ``encode(to:)``.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a type is unknown here, not decodable or not hashable, or a
    ///   value does not decode.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var elements: [Element] = []
      while !container.isAtEnd {
        let typeName = try container.decode(String.self)
        guard let type = _typeByName(typeName) else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "No type is named \(typeName) in this program."
          )
        }
        guard let decodable = type as? any (Decodable & Hashable).Type else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "\(type) is not decodable and hashable."
          )
        }
        let json = try container.decode(String.self)
        let value = try JSONDecoder().decode(decodable, from: Data(json.utf8))
        elements.append(Element(type: type, value: AnyHashable(value)))
      }
      self.elements = elements
    }

    /// Encodes the path: for each value, its type's name and its JSON.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` when a value fails to encode.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements {
        guard let value = element.value.base as? any Encodable else {
          throw EncodingError.invalidValue(
            element.value.base,
            EncodingError.Context(
              codingPath: container.codingPath, debugDescription: "\(element.type) is not encodable."
            )
          )
        }
        try container.encode(_mangledTypeName(element.type) ?? String(reflecting: element.type))
        try container.encode(String(decoding: JSONEncoder().encode(value), as: UTF8.self))
      }
    }
  }
}
