/// A conformance that ``Reducer(state:action:)`` adds to the `State` or `Action` it generates for an
/// enum of destinations.
///
/// ```swift
/// @Reducer(state: .equatable, action: .equatable)
/// enum Destination { … }
/// ```
@_documentation(visibility: public)
@available(
  *, deprecated,
  message: "Declare the conformances of the generated types with extensions instead: 'extension Destination.State: Equatable {}'."
)
public struct _SynthesizedConformance: Sendable {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}
