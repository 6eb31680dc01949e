import CasePaths
import Testing

@Suite("Extracting, replacing and modifying associated values")
struct ExtractionTests {
  @Test("[case:] extracts the value of the matching case and nil otherwise")
  func extracts() {
    let shape = Shape<String>.rect(width: 2, height: 3)
    let rect = shape[case: \.rect]
    #expect(rect?.width == 2)
    #expect(rect?.height == 3)
    #expect(shape[case: \.circle] == nil)
    #expect(Toggle.on[case: \.on] != nil)
    #expect(Toggle.on[case: \.off] == nil)
  }

  @Test("Assigning through [case:] replaces the value only when the case matches")
  func replaces() {
    var loadable = Loadable<Int>.loaded(1)
    loadable[case: \.loaded] = 2
    #expect(loadable == .loaded(2))
    loadable[case: \.failed] = "no"
    #expect(loadable == .loaded(2))

    var action = AppAction.child(.grandchild(.set(1)))
    action[case: \.child.grandchild.set] = 42
    #expect(action == .child(.grandchild(.set(42))))
    action[case: \.child.grandchild.increment] = ()
    #expect(action == .child(.grandchild(.set(42))))
  }

  @Test("Optional chaining through [case:] mutates in place")
  func mutatesInPlace() {
    var loadable = Loadable<Int>.loaded(1)
    loadable[case: \.loaded]? += 10
    #expect(loadable == .loaded(11))
    var idle = Loadable<Int>.idle
    idle[case: \.loaded]? += 10
    #expect(idle == .idle)
  }

  @Test("Assigning nil through [case:] changes nothing")
  func assigningNil() {
    var loadable = Loadable<Int>.loaded(1)
    loadable[case: \.loaded] = nil
    #expect(loadable == .loaded(1))
  }

  @Test("A partial case key path extracts a type-erased value")
  func partialExtracts() {
    let path: PartialCaseKeyPath<Toggle> = \.default
    #expect(Toggle.default(4)[case: path] as? Int == 4)
    #expect(Toggle.on[case: path] == nil)
  }

  @Test("is(_:) tells whether a value is in a case")
  func isInCase() {
    #expect(Toggle.on.is(\.on))
    #expect(!Toggle.on.is(\.off))
    #expect(AppAction.child(.tap).is(\.child))
    #expect(AppAction.child(.tap).is(\.child.tap))
    #expect(!AppAction.child(.tap).is(\.child.grandchild))
    let actions: [AppAction] = [.other, .child(.tap), .child(.grandchild(.increment))]
    #expect(actions.filter { $0.is(\.child) }.count == 2)
  }

  @Test("modify(_:yield:) mutates the value of the matching case")
  func modifies() {
    var result = Result<String, any Error>.success("Blob")
    result.modify(\.success) { $0 += ", Jr." }
    #expect(result[case: \.success] == "Blob, Jr.")

    var action = AppAction.child(.grandchild(.set(1)))
    action.modify(\.child.grandchild.set) { $0 *= 5 }
    #expect(action == .child(.grandchild(.set(5))))
  }

  @Test("modify(_:yield:) on another case changes nothing and reports an issue")
  func modifyMismatch() {
    var loadable = Loadable<Int>.idle
    withKnownIssue {
      loadable.modify(\.loaded) { $0 += 1 }
    }
    #expect(loadable == .idle)
  }

  @Test("An optional enum can be tested and modified through the wrapped enum's paths")
  func optionalEnum() {
    var destination: Destination? = .sheet(SheetState(count: 1))
    #expect(destination.is(\.sheet))
    #expect(!destination.is(\.alert))
    destination.modify(\.sheet) { $0.count += 1 }
    #expect(destination == .sheet(SheetState(count: 2)))

    var none: Destination? = nil
    #expect(!none.is(\.sheet))
    withKnownIssue {
      none.modify(\.sheet) { $0.count += 1 }
    }
    #expect(none == nil)
  }
}
