@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

/// `@ObservableState` cannot turn a `var` declaring several names, or a tuple pattern, into observed
/// accessors. It says so at the declaration (with a fix-it declaring each name on its own) instead of
/// leaving those properties unobserved in silence; what is not observed anyway is accepted.
@Suite("@ObservableState on declarations it cannot observe")
struct UnobservableDeclarationTests {
  func diagnostics(_ members: String) throws -> (Fixture, [Diagnostic]) {
    let fixture = Fixture("\n@ObservableState\nstruct State {\n\(members)\n}", macro: "ObservableState")
    let expansion = try ObservableStateMacro.expand(fixture.request(.member))
    // The members are generated all the same, so the conformance holds.
    #expect(expansion.source?.contains("_$registerFields") == true)
    return (fixture, expansion.diagnostics)
  }

  /// Applies a diagnostic's first fix-it to the fixture's text.
  func applyingFixIt(_ diagnostic: Diagnostic, to fixture: Fixture) throws -> String {
    let fixIt = try #require(diagnostic.fixIts.first)
    var bytes = Array(fixture.source.utf8)
    for change in fixIt.changes.sorted(by: { $0.range.startOffset > $1.range.startOffset }) {
      bytes.replaceSubrange(change.range.startOffset..<change.range.endOffset, with: Array(change.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Declarations of several stored names, each with the declaration the fix-it makes of it.
  static let severalNames: [(declaration: String, fixed: String, names: String)] = [
    ("var a = 1, b = 2", "var a = 1; var b = 2", "'a' and 'b'"),
    ("var a: Int, b: String", "var a: Int; var b: String", "'a' and 'b'"),
    (
      "public var c = Dictionary<String, Int>(), d: [String: Int] = [:], e = 0",
      "public var c = Dictionary<String, Int>(); public var d: [String: Int] = [:]; public var e = 0",
      "'c', 'd' and 'e'"
    ),
    ("@available(*, deprecated) var f = 1, g = 2", "@available(*, deprecated) var f = 1; @available(*, deprecated) var g = 2", "'f' and 'g'"),
    ("var `default` = 1, h = 2", "var `default` = 1; var h = 2", "'`default`' and 'h'"),
  ]

  @Test(arguments: severalNames)
  func severalNamesInOneVar(_ shape: (declaration: String, fixed: String, names: String)) throws {
    let (fixture, diagnostics) = try diagnostics("  " + shape.declaration)
    try #require(diagnostics.count == 1)
    #expect(
      diagnostics[0].message
        == "'@ObservableState' cannot observe \(shape.names) declared in one 'var'; declare each with its own 'var'")
    #expect(diagnostics[0].severity == .error)
    #expect(fixture.location(of: diagnostics[0]) == "4:3")
    #expect(try applyingFixIt(diagnostics[0], to: fixture).contains("  " + shape.fixed + "\n"))
  }

  @Test func aTuplePattern() throws {
    let (fixture, diagnostics) = try diagnostics("  var (x, y) = (0, 0)")
    try #require(diagnostics.count == 1)
    #expect(
      diagnostics[0].message
        == "'@ObservableState' cannot observe the properties of the tuple pattern '(x, y)'; declare each with its own 'var'")
    #expect(fixture.location(of: diagnostics[0]) == "4:3")
  }

  @Test func whatIsNotObservedAnywayIsAccepted() throws {
    let (_, diagnostics) = try diagnostics(
      """
        let a = 1, b = 2
        let (c, d) = (3, 4)
        static var e = 1, f = 2
        var g: Int { 1 }, h: Int { 2 }
        var single = Dictionary<String, Int>()
      """)
    #expect(diagnostics.isEmpty)
  }

  @Test func oneErrorPerDeclarationInsideConditionalCompilation() throws {
    let (_, diagnostics) = try diagnostics(
      """
        #if DEBUG
        var a = 1, b = 2
        #else
        var (c, d) = (3, 4)
        #endif
      """)
    #expect(diagnostics.count == 2)
  }
}
