/// The role a macro is expanded in (`member`, `extension`, `expression`, …).
///
/// Kept open (a raw string) so that roles added by future compilers decode instead of failing.
public struct MacroRole: RawRepresentable, Codable, Sendable, Hashable, CustomStringConvertible {
  /// The role's name on the wire.
  public var rawValue: String

  /// Creates a role from its wire name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Decodes a role from its wire name.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the role as its wire name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The role's name.
  public var description: String { rawValue }

  /// `@freestanding(expression)`
  public static let expression = MacroRole(rawValue: "expression")
  /// `@freestanding(declaration)`
  public static let declaration = MacroRole(rawValue: "declaration")
  /// `@freestanding(codeItem)`
  public static let codeItem = MacroRole(rawValue: "codeItem")
  /// `@attached(accessor)`
  public static let accessor = MacroRole(rawValue: "accessor")
  /// `@attached(memberAttribute)`
  public static let memberAttribute = MacroRole(rawValue: "memberAttribute")
  /// `@attached(member)`
  public static let member = MacroRole(rawValue: "member")
  /// `@attached(peer)`
  public static let peer = MacroRole(rawValue: "peer")
  /// `@attached(conformance)` (superseded by `extension`)
  public static let conformance = MacroRole(rawValue: "conformance")
  /// `@attached(extension)`
  public static let `extension` = MacroRole(rawValue: "extension")
  /// `@attached(preamble)`
  public static let preamble = MacroRole(rawValue: "preamble")
  /// `@attached(body)`
  public static let body = MacroRole(rawValue: "body")
}
