import CasePaths
import Testing

@Suite("Macro-generated case paths of enums of every access level")
struct AccessLevelTests {
  @Test("A public enum's case paths")
  func publicEnum() {
    let set: CaseKeyPath<PublicAction, Int> = \.set
    #expect(set(1) == PublicAction.set(1))
    #expect(PublicAction.set(2)[case: \.set] == 2)
    #expect(PublicAction.tap.set == nil)
    #expect(Array(PublicAction.allCasePaths) == [\.tap, \.set, \.labelled])
    #expect(Feature.Action.set(3)[case: \.set] == 3)
    #expect(Feature.Extra.more("x")[case: \.more] == "x")
  }

  @Test("Private and fileprivate enums' case paths")
  func privateEnums() {
    let (value, isTap, other) = privateRoundTrip(4)
    #expect(value == 4)
    #expect(!isTap)
    #expect(other == 5)
    #expect(Feature.secret(6) == 6)
  }
}
