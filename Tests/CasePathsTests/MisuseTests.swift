import CasePaths
import Testing

extension Case where Value == Grandchild.Action {
  /// A hand-written case member that wrongly builds its case from its own root instead of deriving
  /// it from `self`, so it is correct only at the top of a key path.
  var rootedAtGrandchild: Case<Int> {
    Case<Int>(
      embed: { Grandchild.Action.set($0) },
      extract: { (action: Grandchild.Action) -> Int? in
        guard case let .set(value) = action else { return nil }
        return value
      }
    )
  }
}

extension Case where Value == Toggle {
  /// A member of `Case` that is not a case; a partial case key path to it matches nothing.
  var notACase: Int { 0 }
}

@Suite("Misusing case key paths is reported, not a crash")
struct MisuseTests {
  @Test("A hand-written Case member is correct where it starts the key path")
  func caseMemberAtTop() {
    let path: CaseKeyPath<Grandchild.Action, Int> = \.rootedAtGrandchild
    #expect(path(3) == .set(3))
    #expect(Grandchild.Action.set(4)[case: path] == 4)
  }

  @Test("A hand-written Case member rooted elsewhere is reported and extracts nothing")
  func caseMemberDeeper() {
    let action = AppAction.child(.grandchild(.set(1)))
    withKnownIssue {
      #expect(action[case: \.child.grandchild.rootedAtGrandchild] == nil)
    }
    withKnownIssue {
      #expect(!(\AppAction.Cases.child.grandchild.rootedAtGrandchild ~= action))
    }
  }

  @Test("A partial key path to a non-case member is reported and matches nothing")
  func notACase() {
    withKnownIssue {
      #expect(!Toggle.on.is(\.notACase))
    }
  }
}
