import CasePaths
import Testing

/// An enum with a hand-written conformance whose case path has no name.
private enum Manual: Equatable, CasePathable {
  case value(Int)

  struct AllCasePaths: Sendable {
    var value: AnyCasePath<Manual, Int> {
      AnyCasePath(
        embed: { .value($0) },
        extract: { if case .value(let v) = $0 { v } else { nil } }
      )
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// An enum whose hand-written case path computes its name when asked.
private enum Computed: Equatable, CasePathable {
  case value(Int)

  struct AllCasePaths: Sendable {
    var value: AnyCasePath<Computed, Int> {
      ._$case(
        computedName: { "value" },
        embed: { .value($0) },
        extract: { if case .value(let v) = $0 { v } else { nil } }
      )
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@Suite("Case key paths print their names")
struct CaseKeyPathNameTests {
  @Test("A case key path prints as it is written, from its root's Cases")
  func names() {
    #expect((\AppAction.Cases.child)._caseKeyPathName == #"\AppAction.Cases.child"#)
    #expect(
      (\AppAction.Cases.child.grandchild.set)._caseKeyPathName
        == #"\AppAction.Cases.child.grandchild.set"#
    )
    #expect((\AppAction.Cases.self)._caseKeyPathName == #"\AppAction.Cases.self"#)
    let partial: PartialCaseKeyPath<Toggle> = \.on
    #expect(partial._caseKeyPathName == #"\Toggle.Cases.on"#)
  }

  @Test("Generic roots print their arguments without module names")
  func genericRoots() {
    #expect(
      (\Result<Int, any Error>.Cases.success)._caseKeyPathName
        == #"\Result<Int, Error>.Cases.success"#
    )
    #expect((\Loadable<String>.Cases.loaded)._caseKeyPathName == #"\Loadable<String>.Cases.loaded"#)
    #expect((\Optional<Int>.Cases.some)._caseKeyPathName == #"\Optional<Int>.Cases.some"#)
    #expect((\Optional<Int>.Cases.none)._caseKeyPathName == #"\Optional<Int>.Cases.none"#)
  }

  @Test("Paths through optionals keep the names the key path is written with")
  func optionals() {
    #expect(
      (\Destination?.Cases.sheet)._caseKeyPathName == #"\Optional<Destination>.Cases.sheet"#
    )
    #expect(
      (\AppAction.Cases.optionalChild.tap)._caseKeyPathName
        == #"\AppAction.Cases.optionalChild.tap"#
    )
  }

  @Test("Names survive conversion to AnyCasePath and dot-syntax appending")
  func anyCasePath() {
    var action = AppAction.other
    withKnownIssue {
      action.modify(\.child.grandchild.set) { $0 += 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue) ==
        [#"Can't modify 'other' via 'CaseKeyPath<AppAction, Int>' (aka '\AppAction.Cases.child.grandchild.set')"#]
    }
  }

  @Test("An optional root that is nil prints the wrapped enum's case key path")
  func optionalModify() {
    var destination: Destination? = nil
    withKnownIssue {
      destination.modify(\.sheet) { $0.count += 1 }
    } matching: { issue in
      issue.comments.map(\.rawValue) ==
        [#"Can't modify 'nil' via 'CaseKeyPath<Destination, SheetState>' (aka '\Destination.Cases.sheet')"#]
    }
  }

  @Test("A hand-written case path without a name prints its AllCasePaths member")
  func handWritten() {
    let name = (\Manual.Cases.value)._caseKeyPathName
    #expect(name?.hasPrefix(#"\Manual.Cases."#) == true)
  }

  @Test("A hand-written case path can compute its name when a report asks for it")
  func computedName() {
    #expect((\Computed.Cases.value)._caseKeyPathName == #"\Computed.Cases.value"#)
    #expect((\Optional<Computed>.Cases.some.value)._caseKeyPathName == #"\Optional<Computed>.Cases.some.value"#)
  }

  @Test("A key path that is not a case key path has no case key path name")
  func otherKeyPaths() {
    #expect((\String.count)._caseKeyPathName == nil)
    #expect((\AppAction.Cases.child.grandchild.rootedAtGrandchild)._caseKeyPathName == nil)
  }
}
