@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

struct ExtensionExpansionTests {
  static let declaration = "@CasePathable\nenum E {\n  case a\n}"

  @Test func conformsToBothProtocolsWithQualifiedNames() throws {
    let expansion = try Fixture.conformances(Self.declaration)
    #expect(expansion.source == "extension E: CasePaths.CasePathable, CasePaths.CasePathIterable {}\n")
    #expect(expansion.diagnostics.isEmpty)
  }

  @Test func extendsTheTypeTheCompilerPasses() throws {
    let expansion = try Fixture.conformances(Self.declaration, extendedType: "Outer.Inner.E")
    #expect(expansion.source == "extension Outer.Inner.E: CasePaths.CasePathable, CasePaths.CasePathIterable {}\n")
  }

  @Test func onlyTheMissingConformances() throws {
    let iterable = try Fixture.conformances(Self.declaration, conformances: ["CasePaths.CasePathIterable"])
    #expect(iterable.source == "extension E: CasePaths.CasePathIterable {}\n")
    let none = try Fixture.conformances(Self.declaration, conformances: [])
    #expect(none == .empty)
  }
}
