import Foundation

/// A message from the compiler (the plugin host) to the plugin.
///
/// On the wire each message is a JSON object with a single key naming the message, e.g.
/// `{"getCapability":{"capability":{"protocolVersion":7}}}`. Unknown messages decode as ``unknown(_:)``.
public enum HostMessage: Sendable, Hashable {
  /// The handshake; carries the compiler's protocol version when it sends one.
  case getCapability(protocolVersion: Int?)
  /// Expand an `@attached` macro.
  case expandAttachedMacro(MacroExpansionRequest)
  /// Expand a `#freestanding` macro.
  case expandFreestandingMacro(MacroExpansionRequest)
  /// Load a dynamic library (used by plugin servers; executable plugins decline).
  case loadPluginLibrary(libraryPath: String, moduleName: String)
  /// A message this library does not know, by its key.
  case unknown(String)

  /// Decodes a message from its JSON payload.
  ///
  /// - Throws: `DecodingError` when the JSON is malformed or a known message lacks required fields.
  public init(json: Data) throws {
    self = try JSONDecoder().decode(Wire.self, from: json).message
  }

  private struct Wire: Decodable {
    var message: HostMessage

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: DynamicKey.self)
      guard let key = container.allKeys.first else {
        message = .unknown("")
        return
      }
      switch key.stringValue {
      case "getCapability":
        let payload = try container.decode(GetCapability.self, forKey: key)
        message = .getCapability(protocolVersion: payload.capability?.protocolVersion)
      case "expandAttachedMacro":
        let payload = try container.decode(ExpandAttached.self, forKey: key)
        message = .expandAttachedMacro(payload.request)
      case "expandFreestandingMacro":
        let payload = try container.decode(ExpandFreestanding.self, forKey: key)
        message = .expandFreestandingMacro(payload.request)
      case "loadPluginLibrary":
        let payload = try container.decode(LoadPluginLibrary.self, forKey: key)
        message = .loadPluginLibrary(libraryPath: payload.libraryPath, moduleName: payload.moduleName)
      default:
        message = .unknown(key.stringValue)
      }
    }
  }

  private struct GetCapability: Decodable {
    struct Capability: Decodable {
      var protocolVersion: Int?
    }
    var capability: Capability?
  }

  private struct LoadPluginLibrary: Decodable {
    var libraryPath: String
    var moduleName: String
  }

  private struct ExpandAttached: Decodable {
    var request: MacroExpansionRequest

    enum CodingKeys: String, CodingKey {
      case macro, macroRole, discriminator, attributeSyntax, declSyntax, parentDeclSyntax, extendedTypeSyntax
      case conformanceListSyntax, lexicalContext, staticBuildConfiguration
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      request = MacroExpansionRequest(
        macro: try c.decode(MacroReference.self, forKey: .macro),
        role: try c.decode(MacroRole.self, forKey: .macroRole),
        discriminator: try c.decodeIfPresent(String.self, forKey: .discriminator) ?? "",
        node: try c.decode(SyntaxNode.self, forKey: .attributeSyntax),
        declaration: try c.decode(SyntaxNode.self, forKey: .declSyntax),
        parentDeclaration: try c.decodeIfPresent(SyntaxNode.self, forKey: .parentDeclSyntax),
        extendedType: try c.decodeIfPresent(SyntaxNode.self, forKey: .extendedTypeSyntax),
        conformanceList: try c.decodeIfPresent(SyntaxNode.self, forKey: .conformanceListSyntax),
        lexicalContext: try c.decodeIfPresent([SyntaxNode].self, forKey: .lexicalContext) ?? [],
        staticBuildConfiguration: try? c.decodeIfPresent(String.self, forKey: .staticBuildConfiguration),
        isAttached: true)
    }
  }

  private struct ExpandFreestanding: Decodable {
    var request: MacroExpansionRequest

    enum CodingKeys: String, CodingKey {
      case macro, macroRole, discriminator, syntax, lexicalContext, staticBuildConfiguration
    }

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      request = MacroExpansionRequest(
        macro: try c.decode(MacroReference.self, forKey: .macro),
        role: try c.decodeIfPresent(MacroRole.self, forKey: .macroRole) ?? .expression,
        discriminator: try c.decodeIfPresent(String.self, forKey: .discriminator) ?? "",
        node: try c.decode(SyntaxNode.self, forKey: .syntax),
        declaration: nil,
        lexicalContext: try c.decodeIfPresent([SyntaxNode].self, forKey: .lexicalContext) ?? [],
        staticBuildConfiguration: try? c.decodeIfPresent(String.self, forKey: .staticBuildConfiguration),
        isAttached: false)
    }
  }
}
