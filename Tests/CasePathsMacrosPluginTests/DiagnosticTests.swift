@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// Errors are reported by the extension role (always expanded); the member role then adds nothing.
struct DiagnosticTests {
  @Test(arguments: ["struct", "class", "actor", "protocol"])
  func notAnEnumIsReportedAtTheAttribute(keyword: String) throws {
    let declaration = "\n\n/// Docs.\n@CasePathable\n\(keyword) S {\n  var x: Int\n}"
    let expansion = try Fixture.conformances(declaration)
    #expect(expansion.source == nil)
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(expansion.diagnostics.count == 1)
    #expect(diagnostic.message == "'@CasePathable' cannot be applied to \(keyword) type 'S'")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.position.fileName == Fixture.fileName)
    #expect(diagnostic.position.offset == Fixture.fileOffset(of: "@CasePathable", in: declaration))

    let members = try Fixture.members(declaration)
    #expect(members.source == "")
    #expect(members.diagnostics.isEmpty)
  }

  @Test func overloadedCaseNamesAreReportedAtTheSecondCaseWithANote() throws {
    let declaration = "@CasePathable\nenum E {\n  case a(Int)\n  case b\n  case a(x: Int)\n}"
    let expansion = try Fixture.conformances(declaration)
    #expect(expansion.source == nil)
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(expansion.diagnostics.count == 1)
    #expect(diagnostic.message == "'@CasePathable' cannot be applied to overloaded case name 'a'")
    #expect(diagnostic.position.offset == Fixture.fileOffset(of: "a(x: Int)", in: declaration))
    #expect(diagnostic.highlights.first?.endOffset == Fixture.fileOffset(of: "\n}", in: declaration))
    #expect(diagnostic.notes.map(\.message) == ["'a' is first declared here"])
    #expect(diagnostic.notes.first?.position.offset == Fixture.fileOffset(of: "a(Int)", in: declaration))
    #expect(try Fixture.members(declaration) == .empty)
  }

  @Test func backticksDoNotHideAnOverload() throws {
    let expansion = try Fixture.conformances("@CasePathable\nenum E {\n  case `a`(Int), a(x: Int)\n}")
    #expect(expansion.diagnostics.map(\.message) == ["'@CasePathable' cannot be applied to overloaded case name 'a'"])
  }

  @Test func sameNameInExclusiveIfBranchesIsNotAnOverload() throws {
    let declaration = """
      @CasePathable
      enum E {
        #if os(Linux)
        case a(Int)
        #else
        case a(String)
        #endif
      }
      """
    #expect(try Fixture.conformances(declaration).diagnostics.isEmpty)
    let source = try #require(try Fixture.members(declaration).source)
    #expect(source.contains("  #if os(Linux)\n  public var a: CasePaths.AnyCasePath<E, Int> {"))
    #expect(source.contains("  #else\n  public var a: CasePaths.AnyCasePath<E, String> {"))
  }

  @Test func sameNameInTheSameOrNestedBranchIsAnOverload() throws {
    let declaration = """
      @CasePathable
      enum E {
        case a(Int)
        #if DEBUG
        case a(x: Int)
        #endif
      }
      """
    #expect(try Fixture.conformances(declaration).diagnostics.count == 1)
  }

  @Test func anUnavailableTwinIsNotAnOverload() throws {
    let declaration = "@CasePathable\nenum E {\n  case a(Int)\n  @available(*, unavailable) case a(x: Int)\n}"
    #expect(try Fixture.conformances(declaration).diagnostics.isEmpty)
  }

  @Test func unsupportedAvailabilityIsReportedAtTheAttribute() throws {
    let declaration = """
      @CasePathable
      enum E {
        case fine
        @available(iOS, unavailable) case a
        @available(*, renamed: "c") case b, c
        @available(macOS, introduced: 14) case d
        @available(macOS, obsoleted: 14) case e
      }
      """
    let expansion = try Fixture.conformances(declaration)
    #expect(expansion.source == nil)
    #expect(
      expansion.diagnostics.map(\.message) == [
        "unsupported '@available' on case 'a'; guard it with '#if' or move it to the enum",
        "unsupported '@available' on case 'b'; guard it with '#if' or move it to the enum",
        "unsupported '@available' on case 'd'; guard it with '#if' or move it to the enum",
        "unsupported '@available' on case 'e'; guard it with '#if' or move it to the enum",
      ])
    #expect(
      expansion.diagnostics.map(\.position.offset) == [
        Fixture.fileOffset(of: "@available(iOS, unavailable)", in: declaration),
        Fixture.fileOffset(of: "@available(*, renamed", in: declaration),
        Fixture.fileOffset(of: "@available(macOS, introduced", in: declaration),
        Fixture.fileOffset(of: "@available(macOS, obsoleted", in: declaration),
      ])
    #expect(try Fixture.members(declaration) == .empty)
  }

  @Test func aPrivateEnumNestedInATypeIsReportedAtItsModifierWithAFixIt() throws {
    let declaration = "\n  @CasePathable\n  private enum Action { case tap }"
    let expansion = try Fixture.conformances(declaration, lexicalContext: ["struct Feature {}"])
    #expect(expansion.source == nil)
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(expansion.diagnostics.count == 1)
    #expect(diagnostic.message.hasPrefix("'@CasePathable' cannot be applied to a 'private' enum nested in a type"))
    #expect(diagnostic.position.offset == Fixture.fileOffset(of: "private", in: declaration))
    let change = try #require(diagnostic.fixIts.first?.changes.first)
    #expect(change.newText == "fileprivate")
    #expect(change.range.startOffset == Fixture.fileOffset(of: "private", in: declaration))
    #expect(change.range.endOffset == Fixture.fileOffset(of: " enum", in: declaration))
  }

  @Test func anEnumInsideANestedPrivateTypeIsReportedAtTheAttribute() throws {
    let declaration = "\n@CasePathable\nenum Action { case tap }"
    let expansion = try Fixture.conformances(
      declaration, lexicalContext: ["private struct Inner {}", "struct Feature {}"])
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'@CasePathable' cannot be applied to an enum inside the 'private' type 'Inner': its conformance "
          + "cannot name it; make 'Inner' 'fileprivate'"
      ])
    #expect(expansion.diagnostics.first?.position.offset == Fixture.fileOffset(of: "@CasePathable", in: declaration))
  }

  @Test func privateAtFileScopeAndFileprivateAreFine() throws {
    #expect(try Fixture.conformances("@CasePathable\nprivate enum E { case a }").diagnostics.isEmpty)
    #expect(
      try Fixture.conformances("@CasePathable\nenum E { case a }", lexicalContext: ["private struct Outer {}"])
        .diagnostics.isEmpty)
    #expect(
      try Fixture.conformances("@CasePathable\nfileprivate enum E { case a }", lexicalContext: ["struct Outer {}"])
        .diagnostics.isEmpty)
    #expect(
      try Fixture.conformances(
        "@CasePathable\nenum E { case a }", lexicalContext: ["fileprivate struct Inner {}", "struct Outer {}"]
      ).diagnostics.isEmpty)
  }

  @Test(arguments: ["Iterator", "AllCasePaths"])
  func enumNamesAllCasePathsGivesAnotherMeaningAreReported(name: String) throws {
    let expansion = try Fixture.conformances("@CasePathable\nenum \(name) { case a }")
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'@CasePathable' cannot be applied to an enum named '\(name)', a name its generated 'AllCasePaths' "
          + "type gives another meaning; rename the enum"
      ])
  }

  @Test func aBareIteratorInAPayloadIsReportedAtTheValue() throws {
    let declaration = "@CasePathable\nenum E {\n  case a(Int), b(x: [Iterator]), c(Lib.Iterator)\n}"
    let expansion = try Fixture.conformances(declaration)
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'Iterator' in case 'b' would mean the 'Sequence' iterator of the generated 'AllCasePaths'; qualify it "
          + "with its module or enclosing type"
      ])
    #expect(expansion.diagnostics.first?.position.offset == Fixture.fileOffset(of: "x: [Iterator]", in: declaration))
  }

  @Test func otherRolesAddNothing() throws {
    let request = Fixture.request("@CasePathable\nenum E { case a }", role: .peer)
    #expect(try CasePathableMacro.expand(request) == .empty)
  }
}
