import Foundation
import MacroSupport

/// Builders for plugin-protocol JSON shaped like what the Swift 6.3 compiler sends.
enum Wire {
  static func location(offset: Int, line: Int = 1, column: Int = 1) -> String {
    #"{"fileName":"/abs/path/main.swift","fileID":"Demo/main.swift","line":\#(line),"column":\#(column),"offset":\#(offset)}"#
  }

  static func syntax(_ kind: String, _ source: String, offset: Int) -> String {
    #"{"kind":"\#(kind)","source":\#(quote(source)),"location":\#(location(offset: offset))}"#
  }

  static func quote(_ string: String) -> String {
    let data = (try? JSONEncoder().encode(string)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  static let handshake = #"{"getCapability":{"capability":{"protocolVersion":7}}}"#

  static func attached(
    typeName: String = "CaseNames", role: String = "member", attribute: String = "\n@CaseNames ",
    declaration: String, offset: Int = 13, extra: String = ""
  ) -> String {
    let attributeSyntax = syntax("attribute", attribute, offset: offset)
    let declSyntax = syntax("declaration", declaration, offset: offset)
    return #"""
      {"expandAttachedMacro":{"macro":{"moduleName":"RawMacros","name":"CaseNames ","typeName":"\#(typeName)"},"macroRole":"\#(role)","discriminator":"$s7RawDemo1E9CaseNamesfMm_","attributeSyntax":\#(attributeSyntax),"declSyntax":\#(declSyntax),"lexicalContext":[]\#(extra),"staticBuildConfiguration":"{\"attributes\":[]}"}}
      """#
  }

  static func freestanding(typeName: String = "Stringify", source: String = "#stringify(1 + 2)") -> String {
    #"""
    {"expandFreestandingMacro":{"macro":{"moduleName":"RawMacros","name":"stringify","typeName":"\#(typeName)"},"macroRole":"expression","discriminator":"$s1","syntax":\#(syntax("expression", source, offset: 40)),"lexicalContext":[],"staticBuildConfiguration":"{}"}}
    """#
  }

  /// Parses JSON into Foundation objects, for shape comparisons.
  static func object(_ data: Data) -> NSDictionary? {
    (try? JSONSerialization.jsonObject(with: data)) as? NSDictionary
  }

  static func object(_ string: String) -> NSDictionary? {
    object(Data(string.utf8))
  }
}
