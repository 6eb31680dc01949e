import CasePaths

// Hand-written `@CasePathable` expansion (see /work/notes/casepathable-expansion.md): cases without
// payloads, and case names that need backticks.
enum Toggle: Equatable {
  case on
  case off
  case `default`(Int)
  case `init`

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: Toggle) -> CasePaths.PartialCaseKeyPath<Toggle> {
      switch root {
      case .on: return \.on
      case .off: return \.off
      case .default: return \.default
      case .`init`: return \.`init`
      }
    }
    public var on: CasePaths.AnyCasePath<Toggle, Swift.Void> {
      ._$case(name: "on", embed: { _ in Toggle.on }, extract: { root in
        guard case .on = root else { return nil }
        return ()
      })
    }
    public var off: CasePaths.AnyCasePath<Toggle, Swift.Void> {
      ._$case(name: "off", embed: { _ in Toggle.off }, extract: { root in
        guard case .off = root else { return nil }
        return ()
      })
    }
    public var `default`: CasePaths.AnyCasePath<Toggle, Int> {
      ._$case(name: "`default`", embed: { v in Toggle.default(v) }, extract: { root in
        guard case let .default(v0) = root else { return nil }
        return v0
      })
    }
    public var `init`: CasePaths.AnyCasePath<Toggle, Swift.Void> {
      ._$case(name: "`init`", embed: { _ in Toggle.`init` }, extract: { root in
        guard case .`init` = root else { return nil }
        return ()
      })
    }
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Toggle>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<Toggle>] = []
      allCasePaths.append(\.on)
      allCasePaths.append(\.off)
      allCasePaths.append(\.default)
      allCasePaths.append(\.`init`)
      return allCasePaths.makeIterator()
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Toggle: CasePaths.CasePathable, CasePaths.CasePathIterable {}

// An enum with no cases.
enum NoCases {
  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: NoCases) -> CasePaths.PartialCaseKeyPath<NoCases> {}
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<NoCases>]> {
      let allCasePaths: [CasePaths.PartialCaseKeyPath<NoCases>] = []
      return allCasePaths.makeIterator()
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension NoCases: CasePaths.CasePathable, CasePaths.CasePathIterable {}
