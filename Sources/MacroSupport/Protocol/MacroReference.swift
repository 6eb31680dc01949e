import Foundation

/// Which macro the compiler asks to expand.
public struct MacroReference: Codable, Sendable, Hashable {
  /// The module holding the macro implementation, e.g. `CasePathsMacros`.
  public var moduleName: String
  /// The implementation type's name from `#externalMacro(module:type:)`, e.g. `CasePathableMacro`.
  public var typeName: String
  /// The macro's name as used in source, whitespace trimmed, e.g. `CasePathable`.
  public var name: String

  /// Creates a macro reference; names are trimmed of surrounding whitespace.
  public init(moduleName: String, typeName: String, name: String) {
    self.moduleName = moduleName.trimmingCharacters(in: .whitespacesAndNewlines)
    self.typeName = typeName.trimmingCharacters(in: .whitespacesAndNewlines)
    self.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Decodes a reference, trimming the names (the compiler may send `"name": "CaseNames "`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      moduleName: try container.decode(String.self, forKey: .moduleName),
      typeName: try container.decode(String.self, forKey: .typeName),
      name: try container.decodeIfPresent(String.self, forKey: .name) ?? "")
  }
}
