import CasePaths

// Hand-written `@CasePathable` expansions of three nested action enums, for composed case key
// paths such as `\.child.grandchild.set`; `Child.Action` and `Grandchild.Action` are nested types,
// and `optionalChild` holds an optional enum.
enum AppAction: Equatable {
  case child(Child.Action)
  case optionalChild(Child.Action?)
  case other

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: AppAction) -> CasePaths.PartialCaseKeyPath<AppAction> {
      switch root {
      case .child: return \.child
      case .optionalChild: return \.optionalChild
      case .other: return \.other
      }
    }
    public var child: CasePaths.AnyCasePath<AppAction, Child.Action> {
      ._$case(name: "child", embed: { v in AppAction.child(v) }, extract: { root in
        guard case let .child(v0) = root else { return nil }
        return v0
      })
    }
    public var optionalChild: CasePaths.AnyCasePath<AppAction, Child.Action?> {
      ._$case(name: "optionalChild", embed: { v in AppAction.optionalChild(v) }, extract: { root in
        guard case let .optionalChild(v0) = root else { return nil }
        return v0
      })
    }
    public var other: CasePaths.AnyCasePath<AppAction, Swift.Void> {
      ._$case(name: "other", embed: { _ in AppAction.other }, extract: { root in
        guard case .other = root else { return nil }
        return ()
      })
    }
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<AppAction>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<AppAction>] = []
      allCasePaths.append(\.child)
      allCasePaths.append(\.optionalChild)
      allCasePaths.append(\.other)
      return allCasePaths.makeIterator()
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension AppAction: CasePaths.CasePathable, CasePaths.CasePathIterable {}

enum Child {
  enum Action: Equatable {
    case grandchild(Grandchild.Action)
    case tap

    public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        switch root {
        case .grandchild: return \.grandchild
        case .tap: return \.tap
        }
      }
      public var grandchild: CasePaths.AnyCasePath<Action, Grandchild.Action> {
        ._$case(name: "grandchild", embed: { v in Action.grandchild(v) }, extract: { root in
          guard case let .grandchild(v0) = root else { return nil }
          return v0
        })
      }
      public var tap: CasePaths.AnyCasePath<Action, Swift.Void> {
        ._$case(name: "tap", embed: { _ in Action.tap }, extract: { root in
          guard case .tap = root else { return nil }
          return ()
        })
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.grandchild)
        allCasePaths.append(\.tap)
        return allCasePaths.makeIterator()
      }
    }
    public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
}
extension Child.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}

enum Grandchild {
  enum Action: Equatable {
    case increment
    case set(Int)

    public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
      public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {
        switch root {
        case .increment: return \.increment
        case .set: return \.set
        }
      }
      public var increment: CasePaths.AnyCasePath<Action, Swift.Void> {
        ._$case(name: "increment", embed: { _ in Action.increment }, extract: { root in
          guard case .increment = root else { return nil }
          return ()
        })
      }
      public var set: CasePaths.AnyCasePath<Action, Int> {
        ._$case(name: "set", embed: { v in Action.set(v) }, extract: { root in
          guard case let .set(v0) = root else { return nil }
          return v0
        })
      }
      public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Action>]> {
        var allCasePaths: [CasePaths.PartialCaseKeyPath<Action>] = []
        allCasePaths.append(\.increment)
        allCasePaths.append(\.set)
        return allCasePaths.makeIterator()
      }
    }
    public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
}
extension Grandchild.Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
