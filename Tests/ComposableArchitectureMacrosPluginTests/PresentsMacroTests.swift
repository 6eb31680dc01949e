@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

@Suite("@Presents expansion")
struct PresentsMacroTests {
  @Test func expandsToPresentationStorageAndAProjection() throws {
    let source = "@Presents var destination: Destination.State?"
    let peer = try PresentsMacro.expand(Fixture.member(source, macro: "Presents", role: .peer))
    #expect(
      peer.source?.contains(
        "@ObservationStateIgnored private var _destination = "
          + "ComposableArchitecture.PresentationState<Destination.State>(wrappedValue: nil)") == true)
    #expect(
      peer.source?.contains(
        "var $destination: ComposableArchitecture.PresentationState<Destination.State> {") == true)
    let accessors = try PresentsMacro.expand(Fixture.member(source, macro: "Presents", role: .accessor))
    #expect(accessors.source?.contains("@storageRestrictions(initializes: _destination)") == true)
    #expect(accessors.source?.contains("return _destination.wrappedValue") == true)
    // Changed in place (`state.destination?.count += 1`), the presentation is not replaced: the
    // accessors observe it as a tracked field's `_modify` does.
    #expect(accessors.source?.contains("_modify {") == true)
    #expect(
      accessors.source?.contains(
        "let _$baseline = _$observationRegistrar.willModify("
          + "ComposableArchitecture._$modifyBaseline(_destination.wrappedValue))") == true)
    #expect(accessors.source?.contains("yield &_destination.wrappedValue") == true)
  }

  @Test(arguments: [
    ("@Presents let destination: Destination.State?",
     "'@Presents' can only be applied to a stored 'var' with a single name"),
    ("@Presents var destination: Destination.State",
     "'@Presents' requires an explicit optional type: '@Presents var destination: Destination.State?'"),
  ])
  func diagnosesMisuse(source: String, message: String) throws {
    let error = try #require(throws: MacroExpansionError.self) {
      try PresentsMacro.expand(Fixture.member(source, macro: "Presents", role: .accessor))
    }
    #expect(error.diagnostics.map(\.message) == [message])
    // Reported once: the peer role expands to nothing.
    #expect(try PresentsMacro.expand(Fixture.member(source, macro: "Presents", role: .peer)).source == "")
  }
}
