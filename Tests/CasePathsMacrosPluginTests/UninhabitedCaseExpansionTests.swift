@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// Cases that hold `Never` can never occur: the expansion leaves them out of the `switch` and builds
/// their case paths without closure bodies, so it compiles without errors or warnings.
struct UninhabitedCaseExpansionTests {
  @Test func anEnumWhoseOnlyCaseHoldsNever() throws {
    let expansion = try Fixture.members("@CasePathable\nenum Impossible {\n  case never(Never)\n}")
    #expect(expansion.diagnostics.isEmpty)
    let source = try #require(expansion.source)
    #expect(
      source.contains(
        "public subscript(root: Impossible) -> CasePaths.PartialCaseKeyPath<Impossible> { \\.never }"
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
    #expect(source.contains("case .some: return \\.some"))
    #expect(!source.contains("case .none:"))
    #expect(source.contains(#"._$case(name: "none", embed: Mixed.none(reason:), extract: { _ in nil })"#))
  }
}
