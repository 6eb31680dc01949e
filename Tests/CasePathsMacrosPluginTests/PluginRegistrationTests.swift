@testable import CasePathsMacrosPlugin
import Foundation
import MacroSupport
import Testing

struct PluginRegistrationTests {
  @Test func registersTheMacroByItsExternalMacroTypeName() {
    let macros = CasePathsMacrosPluginMain.macros
    #expect(Set(macros.keys) == ["CasePathableMacro", "CaseBindableMacro", "UITransactionEntryMacro"])
    #expect(macros["CasePathableMacro"] == CasePathableMacro.self)
    #expect(macros["CaseBindableMacro"] == CaseBindableMacro.self)
    #expect(macros["UITransactionEntryMacro"] == UITransactionEntryMacro.self)
  }

  @Test func answersACompilerShapedRequestThroughTheHost() throws {
    var host = PluginHost(macros: CasePathsMacrosPluginMain.macros)
    let location = #"{"fileName":"/abs/E.swift","fileID":"App/E.swift","line":1,"column":1,"offset":0}"#
    let declaration = "\n@CasePathable\nenum E {\n  case a(Int)\n}"
    let quoted = String(decoding: try JSONEncoder().encode(declaration), as: UTF8.self)
    let request = """
      {"expandAttachedMacro":{"macro":{"moduleName":"CasePathsMacrosPlugin","name":"CasePathable",\
      "typeName":"CasePathableMacro"},"macroRole":"extension","discriminator":"$s1","attributeSyntax":\
      {"kind":"attribute","source":"\\n@CasePathable","location":\(location)},"declSyntax":{"kind":\
      "declaration","source":\(quoted),"location":\(location)},"extendedTypeSyntax":{"kind":"type",\
      "source":"E","location":\(location)},"conformanceListSyntax":{"kind":"declaration","source":\
      "struct P: CasePathable, CasePathIterable {}","location":\(location)},"lexicalContext":[]}}
      """
    let reply = host.reply(toJSON: Data(request.utf8))
    let object = try JSONSerialization.jsonObject(with: reply) as? [String: Any]
    let result = object?["expandMacroResult"] as? [String: Any]
    let source = try #require(result?["expandedSource"] as? String)
    #expect(source == "extension E: CasePaths.CasePathable, CasePaths.CasePathIterable {}\n")
    #expect((result?["diagnostics"] as? [Any])?.isEmpty == true)
  }
}
