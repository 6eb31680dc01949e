@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

@Suite("@ViewAction(for:) expansion")
struct ViewActionMacroTests {
  static let source = """
    @ViewAction(for: Feature.self)
    struct FeatureView {
      let store: StoreOf<Feature>
    }
    """

  @Test func conformsTheTypeToViewActionSending() throws {
    let fixture = Fixture(Self.source, macro: "ViewAction")
    let expansion = try ViewActionMacro.expand(
      fixture.request(.extension, extendedType: "FeatureView", conformances: ["ViewActionSending"]))
    #expect(expansion.source == "extension FeatureView: ComposableArchitecture.ViewActionSending {}")
  }

  @Test func aTypeThatConformsAlreadyGetsNothing() throws {
    let fixture = Fixture(Self.source, macro: "ViewAction")
    let expansion = try ViewActionMacro.expand(fixture.request(.extension, extendedType: "FeatureView"))
    #expect((expansion.source ?? "").isEmpty)
  }
}
