import CasePaths
import Testing

@CasePathable
private enum Counted: Equatable {
  case count(Int)
  case reset
}

@Suite("Sendable case key paths")
struct SendableKeyPathTests {
  @Test func unsafeSendableKeepsTheKeyPath() async {
    let keyPath: CaseKeyPath<Counted, Int> = \.count
    let path: _SendableCaseKeyPath<Counted, Int> = keyPath.unsafeSendable()
    let extracted = await Task.detached { Counted.count(3)[case: path] }.value
    #expect(extracted == 3)
    let resetPath: PartialCaseKeyPath<Counted> = \.reset
    let partial: _SendablePartialCaseKeyPath<Counted> = resetPath.unsafeSendable()
    #expect(Counted.reset.is(partial))
  }
}

@Suite("Sets of case key paths")
struct CaseKeyPathSetTests {
  @Test func caseKeyPathsAreHashableAcrossSeparateSpellings() {
    let first: Set<PartialCaseKeyPath<Counted>> = [\.count, \.reset]
    let second: Set<PartialCaseKeyPath<Counted>> = [\Counted.Cases.reset, \Counted.Cases.count]
    #expect(first == second)
    #expect(first.contains(Counted.allCasePaths[Counted.count(1)]))
    #expect(Set(Counted.allCasePaths) == first)
  }
}
