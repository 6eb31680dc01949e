@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// Cases that hold `Never` can never occur: the expansion leaves them out of the root subscript and
/// builds their case paths without closure bodies, so it compiles without errors or warnings.
struct UninhabitedCaseExpansionTests {
  @Test func anEnumWhoseOnlyCaseHoldsNever() throws {
    let expansion = try Fixture.members("@CasePathable\nenum Impossible {\n  case never(Never)\n}")
    #expect(expansion.diagnostics.isEmpty)
    let source = try #require(expansion.source)
    #expect(
      source.contains(
        "public subscript(root: Impossible) -> CasePaths.PartialCaseKeyPath<Impossible> {\n    return \\.never\n  }"
      )
    )
    #expect(source.contains(#"._$case(name: "never", embed: Impossible.never, extract: { _ in nil })"#))
    #expect(!source.contains("switch root"))
  }

  @Test func aLabelledNeverCaseNextToOthers() throws {
    let expansion = try Fixture.members(
      "@CasePathable\nenum Mixed {\n  case none(reason: Never)\n  case some(Int)\n}"
    )
    #expect(expansion.diagnostics.isEmpty)
    let source = try #require(expansion.source)
    #expect(source.contains("if case .some = root { return \\.some }"))
    #expect(!source.contains("case .none:"))
    #expect(source.contains(#"._$case(name: "none", embed: Mixed.none(reason:), extract: { _ in nil })"#))
  }
}
