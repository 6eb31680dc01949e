import Foundation

/// A message from the plugin to the compiler.
public enum PluginReply: Sendable, Hashable {
  /// The handshake answer: `{"getCapabilityResult":{"capability":{"protocolVersion":7}}}`.
  case capability(protocolVersion: Int)
  /// An expansion result: `{"expandMacroResult":{"expandedSource":…,"diagnostics":[…]}}`.
  case expansion(MacroExpansion)
  /// The pre-protocol-5 answer to a freestanding expansion (`expandFreestandingMacroResult`).
  case legacyFreestandingExpansion(MacroExpansion)
  /// The pre-protocol-5 answer to an attached expansion (`expandAttachedMacroResult`).
  case legacyAttachedExpansion(MacroExpansion)
  /// The answer to `loadPluginLibrary`.
  case loadPluginLibraryResult(loaded: Bool, diagnostics: [Diagnostic])

  /// The protocol version this library speaks.
  public static let protocolVersion = 7

  /// Encodes the reply as its JSON payload (a `null` source is written as `null`).
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(Wire(reply: self))
  }

  private struct Wire: Encodable {
    var reply: PluginReply

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: DynamicKey.self)
      switch reply {
      case .capability(let version):
        var payload = container.nestedContainer(keyedBy: DynamicKey.self, forKey: DynamicKey("getCapabilityResult"))
        var capability = payload.nestedContainer(keyedBy: DynamicKey.self, forKey: DynamicKey("capability"))
        try capability.encode(version, forKey: DynamicKey("protocolVersion"))
      case .expansion(let expansion):
        try encodeExpansion(expansion, as: "expandMacroResult", into: &container)
      case .legacyFreestandingExpansion(let expansion):
        try encodeExpansion(expansion, as: "expandFreestandingMacroResult", into: &container)
      case .legacyAttachedExpansion(let expansion):
        var payload = container.nestedContainer(
          keyedBy: DynamicKey.self, forKey: DynamicKey("expandAttachedMacroResult"))
        if let source = expansion.source {
          try payload.encode([source], forKey: DynamicKey("expandedSources"))
        } else {
          try payload.encodeNil(forKey: DynamicKey("expandedSources"))
        }
        try payload.encode(expansion.diagnostics, forKey: DynamicKey("diagnostics"))
      case .loadPluginLibraryResult(let loaded, let diagnostics):
        var payload = container.nestedContainer(
          keyedBy: DynamicKey.self, forKey: DynamicKey("loadPluginLibraryResult"))
        try payload.encode(loaded, forKey: DynamicKey("loaded"))
        try payload.encode(diagnostics, forKey: DynamicKey("diagnostics"))
      }
    }

    private func encodeExpansion(
      _ expansion: MacroExpansion, as name: String, into container: inout KeyedEncodingContainer<DynamicKey>
    ) throws {
      var payload = container.nestedContainer(keyedBy: DynamicKey.self, forKey: DynamicKey(name))
      if let source = expansion.source {
        try payload.encode(source, forKey: DynamicKey("expandedSource"))
      } else {
        try payload.encodeNil(forKey: DynamicKey("expandedSource"))
      }
      try payload.encode(expansion.diagnostics, forKey: DynamicKey("diagnostics"))
    }
  }
}
