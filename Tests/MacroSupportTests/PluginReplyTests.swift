import Foundation
import MacroSupport
import Testing

@Suite struct PluginReplyTests {
  @Test func capabilityReplyMatchesTheObservedShape() throws {
    let json = String(decoding: try PluginReply.capability(protocolVersion: 7).json(), as: UTF8.self)
    #expect(json == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  }

  @Test func expansionReplyWritesSourceAndDiagnostics() throws {
    let json = try PluginReply.expansion(MacroExpansion(source: "var x = 1")).json()
    #expect(String(decoding: json, as: UTF8.self) == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":"var x = 1"}}"#)
  }

  @Test func failedExpansionWritesExplicitNull() throws {
    let json = String(decoding: try PluginReply.expansion(.failed([])).json(), as: UTF8.self)
    #expect(json == #"{"expandMacroResult":{"diagnostics":[],"expandedSource":null}}"#)
  }

  @Test func diagnosticUsesSwiftSyntaxWireShape() throws {
    let range = Diagnostic.PositionRange(fileName: "/f.swift", startOffset: 3, endOffset: 5)
    let diagnostic = Diagnostic(
      message: "bad", severity: .warning, position: .init(fileName: "/f.swift", offset: 3), highlights: [range],
      notes: [.init(position: .init(fileName: "/f.swift", offset: 9), message: "here")],
      fixIts: [.init(message: "fix", changes: [.init(range: range, newText: "ok")])])
    let object = Wire.object(try PluginReply.expansion(.failed([diagnostic])).json())
    let expected = Wire.object(
      #"""
      {"expandMacroResult":{"expandedSource":null,"diagnostics":[{"message":"bad","severity":"warning",
      "position":{"fileName":"/f.swift","offset":3},
      "highlights":[{"fileName":"/f.swift","startOffset":3,"endOffset":5}],
      "notes":[{"position":{"fileName":"/f.swift","offset":9},"message":"here"}],
      "fixIts":[{"message":"fix","changes":[{"range":{"fileName":"/f.swift","startOffset":3,"endOffset":5},"newText":"ok"}]}]}]}}
      """#)
    #expect(object != nil)
    #expect(object == expected)
  }

  @Test func diagnosticRoundTripsThroughJSON() throws {
    let diagnostic = Diagnostic(message: "m", severity: .note, position: .invalid)
    let data = try JSONEncoder().encode(diagnostic)
    #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
  }

  @Test func legacyRepliesUseOldMessageNames() throws {
    let attached = Wire.object(try PluginReply.legacyAttachedExpansion(MacroExpansion(source: "a")).json())
    #expect(attached == Wire.object(#"{"expandAttachedMacroResult":{"expandedSources":["a"],"diagnostics":[]}}"#))
    let freestanding = Wire.object(try PluginReply.legacyFreestandingExpansion(MacroExpansion(source: "b")).json())
    #expect(freestanding == Wire.object(#"{"expandFreestandingMacroResult":{"expandedSource":"b","diagnostics":[]}}"#))
  }

  @Test func loadPluginLibraryResultShape() throws {
    let object = Wire.object(try PluginReply.loadPluginLibraryResult(loaded: false, diagnostics: []).json())
    #expect(object == Wire.object(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#))
  }
}
