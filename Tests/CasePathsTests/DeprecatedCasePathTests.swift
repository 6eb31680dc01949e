import CasePaths
import Testing

private enum LegacyChild: Equatable {
  case tap
  case set(Int)
}

private enum LegacyParent: Equatable {
  case child(LegacyChild)
  case labelled(id: Int)
  case count(Int)
  case other(Int)
  case reset
}

@Suite("The deprecated CasePath API")
struct DeprecatedCasePathTests {
  @Test func prefixSlashOnACaseWithAPayload() {
    let path = /LegacyParent.child
    #expect(path.extract(from: .child(.tap)) == .tap)
    #expect(path.extract(from: .reset) == nil)
    #expect(path.embed(.set(1)) == .child(.set(1)))
  }

  @Test func casesWithTheSamePayloadTypeAreTold() {
    let count = /LegacyParent.count
    #expect(count.extract(from: .count(1)) == 1)
    #expect(count.extract(from: .other(1)) == nil)
  }

  @Test func aLabelledPayload() {
    let path = /LegacyParent.labelled(id:)
    #expect(path.extract(from: .labelled(id: 7)) == 7)
    #expect(path.extract(from: .count(7)) == nil)
  }

  @Test func prefixSlashOnACaseWithoutAPayload() {
    let path = /LegacyParent.reset
    #expect(path.extract(from: .reset) != nil)
    #expect(path.extract(from: .count(1)) == nil)
    #expect(path.embed(()) == .reset)
  }

  @Test func appendingWithDotDot() {
    let path = /LegacyParent.child .. /LegacyChild.set
    #expect(path.extract(from: .child(.set(3))) == 3)
    #expect(path.extract(from: .child(.tap)) == nil)
    #expect(path.embed(4) == .child(.set(4)))
    let short = /LegacyParent.child .. LegacyChild.set
    #expect(short.extract(from: .child(.set(5))) == 5)
  }

  @Test func casePathInitializerAndIdentity() {
    let path = CasePath<LegacyParent, Int>(
      embed: LegacyParent.count,
      extract: { if case let .count(value) = $0 { value } else { nil } }
    )
    #expect(path.extract(from: .count(2)) == 2)
    let identity = /LegacyParent.self
    #expect(identity.extract(from: .reset) == .reset)
    #expect((/Optional<Int>.some).extract(from: 3) == 3)
    #expect((/Optional<Int>.some).extract(from: nil) == nil)
  }
}
