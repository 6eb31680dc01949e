import ComposableArchitecture
import Testing

/// Only `import ComposableArchitecture` (and Testing) in this file: the support libraries' API that
/// Point-Free's module brings along must come with it.
@Suite("XCTestDynamicOverlay, Perception and Identified through import ComposableArchitecture")
struct OverlayReachabilityTests {
  @Test("XCTFail reports a test issue, XCTExpectFailure absorbs one")
  func xctFail() {
    withKnownIssue {
      XCTFail("reached through ComposableArchitecture")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["reached through ComposableArchitecture"]
    }
    XCTExpectFailure {
      XCTFail("expected")
    }
  }

  @Test("Identified and PerceptionRegistrar are in scope")
  func types() {
    let item = Identified("Milk", id: 1)
    #expect(item.id == 1)
    #expect(PerceptionRegistrar() == PerceptionRegistrar())
  }
}
