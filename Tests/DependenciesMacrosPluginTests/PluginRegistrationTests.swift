@testable import DependenciesMacrosPlugin
import Foundation
import MacroSupport
import Testing

struct PluginRegistrationTests {
  @Test func registersBothMacrosByTheirExternalMacroTypeNames() {
    let macros = DependenciesMacrosPluginMain.macros
    #expect(
      Set(macros.keys) == [
        "DependencyClientMacro", "DependencyEndpointMacro", "DependencyEntryMacro",
        "DependencyEntryDefaultValueMacro", "DependencyEndpointIgnoredMacro",
      ])
    #expect(macros["DependencyEntryMacro"] == DependencyEntryMacro.self)
    #expect(macros["DependencyClientMacro"] == DependencyClientMacro.self)
    #expect(macros["DependencyEndpointMacro"] == DependencyEndpointMacro.self)
    #expect(macros["DependencyEndpointIgnoredMacro"] == DependencyEndpointIgnoredMacro.self)
  }

  @Test func answersACompilerShapedRequestThroughTheHost() throws {
    var host = PluginHost(macros: DependenciesMacrosPluginMain.macros)
    let location = #"{"fileName":"/abs/Client.swift","fileID":"App/Client.swift","line":1,"column":1,"offset":0}"#
    let declaration = "\n@DependencyClient\nstruct C {\n  var ping: () throws -> Void\n}"
    let quoted = String(decoding: try JSONEncoder().encode(declaration), as: UTF8.self)
    let request = """
      {"expandAttachedMacro":{"macro":{"moduleName":"DependenciesMacrosPlugin","name":"DependencyClient ",\
      "typeName":"DependencyClientMacro"},"macroRole":"member","discriminator":"$s1","attributeSyntax":\
      {"kind":"attribute","source":"\\n@DependencyClient","location":\(location)},"declSyntax":{"kind":\
      "declaration","source":\(quoted),"location":\(location)},"lexicalContext":[]}}
      """
    let reply = host.reply(toJSON: Data(request.utf8))
    let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any]
    let result = object?["expandMacroResult"] as? [String: Any]
    let source = try #require(result?["expandedSource"] as? String)
    #expect(source.hasPrefix("init(\n  ping: @escaping () throws -> Void = {\n"))
    #expect((result?["diagnostics"] as? [Any])?.isEmpty == true)
  }
}
