import Foundation
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

  /// The projection changes the presentation in place (`_modify`), as TCA's does: a presented
  /// feature's change does not copy the presentation's box. Its setter compares presentations (in
  /// constant time when the new one derives from the old one).
  @Test func theProjectionHasAModifyAccessor() throws {
    let source = "@Presents var destination: Destination.State?"
    let peer = try #require(
      try PresentsMacro.expand(Fixture.member(source, macro: "Presents", role: .peer)).source)
    let expected = [
      "_modify {",
      "let _$baseline = _$observationRegistrar.willModify("
        + "ComposableArchitecture._$modifyBaseline(_destination.wrappedValue))",
      "defer { _$observationRegistrar.didModify(self, keyPath: \\.destination, _$baseline, "
        + "ComposableArchitecture._$modifyBaseline(_destination.wrappedValue)) }",
      "yield &_destination",
      "}",
    ]
    // The accessor's lines, in order, whatever their indentation.
    let lines = peer.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex(of: "_modify {"), "\(peer)")
    #expect(Array(lines[start..<min(lines.count, start + expected.count)]) == expected, "\(peer)")
    #expect(
      peer.contains(
        "let _$notify = _$observationRegistrar.willSet(_destination, newValue, "
          + "ComposableArchitecture._$isPresentationIdentityEqual)"))
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
