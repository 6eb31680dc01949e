import CasePaths
import Testing

@CasePathable
enum Transform: Equatable {
  case embed(Int)
  case extract(String)
  case other
}

@Suite struct ReservedNameTests {
  @Test func casesNamedEmbedAndExtract() {
    let value = Transform.embed(1)
    #expect(value[case: \.embed] == 1)
    #expect(value[case: \.extract] == nil)
    #expect(Transform.allCasePaths.embed.embed(2) == .embed(2))
  }
}

@CasePathable
enum Impossible {
  case never(Never)
}

@CasePathable
enum MostlyImpossible {
  case never(Never)
  case labelled(reason: Never)
  case some(Int)
}

@Suite struct UninhabitedCaseTests {
  @Test func anEnumWhoseOnlyCaseHoldsNeverHasItsCasePath() {
    #expect(Array(Impossible.allCasePaths).count == 1)
  }

  @Test func aNeverCaseNextToOthers() {
    let value = MostlyImpossible.some(1)
    #expect(value[case: \.some] == 1)
    #expect(value[case: \.never] == nil)
    #expect(value[case: \.labelled] == nil)
    #expect(Array(MostlyImpossible.allCasePaths).count == 3)
  }
}
