import CasePaths
import Testing

@Suite("Optional, Result and Never are case-pathable")
struct OptionalAndResultTests {
  @Test("Optional has some and none")
  func optional() {
    let some: CaseKeyPath<Int?, Int> = \.some
    let none: CaseKeyPath<Int?, Void> = \.none
    #expect(some(1) == Optional(1))
    #expect(none() == Int?.none)
    let three: Int? = 3
    let nothing: Int? = nil
    #expect(three[case: \.some] == 3)
    #expect(nothing[case: \.some] == nil)
    #expect(nothing.is(\.none))
    #expect(!three.is(\.none))
  }

  @Test("A case key path of an optional enum reaches the wrapped enum's cases directly")
  func optionalChaining() {
    let tap: CaseKeyPath<Child.Action?, Void> = \.tap
    #expect(tap() == Optional(Child.Action.tap))
    let set: CaseKeyPath<Child.Action?, Int> = \.grandchild.set
    #expect(set(2) == Optional(Child.Action.grandchild(.set(2))))
    let action: Child.Action? = .grandchild(.set(2))
    #expect(action[case: set] == 2)
    let none: Child.Action? = nil
    let tapped: Child.Action? = .tap
    #expect(none[case: set] == nil)
    #expect(tapped[case: set] == nil)
    #expect(action[case: \.some.grandchild.set] == 2)
  }

  @Test("Result has success and failure")
  func result() {
    struct Failure: Error, Equatable {}
    let success: CaseKeyPath<Result<Int, Failure>, Int> = \.success
    let failure: CaseKeyPath<Result<Int, Failure>, Failure> = \.failure
    #expect(success(1) == .success(1))
    #expect(failure(Failure()) == .failure(Failure()))
    #expect(Result<Int, Failure>.success(2)[case: \.success] == 2)
    #expect(Result<Int, Failure>.success(2)[case: \.failure] == nil)
    #expect(Result<Int, Failure>.failure(Failure()).is(\.failure))
  }

  @Test("Optional and Result list and reflect their cases")
  func iterationAndReflection() {
    #expect(Array(Int?.allCasePaths) == [\.none, \.some])
    let one: Int? = 1
    let nothing: Int? = nil
    #expect(one.case == \.some)
    #expect(nothing.case == \.none)
    struct Failure: Error {}
    #expect(Array(Result<Int, Failure>.allCasePaths) == [\.success, \.failure])
    #expect(Result<Int, Failure>.failure(Failure()).case == \.failure)
  }

  @Test("\\.never matches nothing, and Never has no cases")
  func never() {
    let never: CaseKeyPath<Toggle, Never> = \.never
    #expect(Toggle.on[case: never] == nil)
    #expect(!Toggle.off.is(\.never))
    #expect(Array(Never.allCasePaths).isEmpty)
  }
}
