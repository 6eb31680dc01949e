import CasePaths

// Hand-written `@CasePathable` expansion: a generic enum whose parameter has a constraint (the
// reason expansions call `._$case`), and one whose parameter is named `Element` (the `_$Element`
// rewrite).
enum Loadable<Value: Equatable>: Equatable {
  case idle
  case loaded(Value)
  case failed(message: String)

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: Loadable) -> CasePaths.PartialCaseKeyPath<Loadable> {
      switch root {
      case .idle: return \.idle
      case .loaded: return \.loaded
      case .failed: return \.failed
      }
    }
    public var idle: CasePaths.AnyCasePath<Loadable, Swift.Void> {
      ._$case(name: "idle", embed: { _ in Loadable.idle }, extract: { root in
        guard case .idle = root else { return nil }
        return ()
      })
    }
    public var loaded: CasePaths.AnyCasePath<Loadable, Value> {
      ._$case(name: "loaded", embed: { v in Loadable.loaded(v) }, extract: { root in
        guard case let .loaded(v0) = root else { return nil }
        return v0
      })
    }
    public var failed: CasePaths.AnyCasePath<Loadable, String> {
      ._$case(name: "failed", embed: { v in Loadable.failed(message: v) }, extract: { root in
        guard case let .failed(v0) = root else { return nil }
        return v0
      })
    }
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Loadable>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<Loadable>] = []
      allCasePaths.append(\.idle)
      allCasePaths.append(\.loaded)
      allCasePaths.append(\.failed)
      return allCasePaths.makeIterator()
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Loadable: CasePaths.CasePathable, CasePaths.CasePathIterable {}

enum Batch<Element: Hashable>: Equatable {
  case one(Element)
  case many([Element])
  case pair(Element, Element)

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: Batch) -> CasePaths.PartialCaseKeyPath<Batch> {
      switch root {
      case .one: return \.one
      case .many: return \.many
      case .pair: return \.pair
      }
    }
    public var one: CasePaths.AnyCasePath<Batch, _$Element> {
      ._$case(name: "one", embed: { v in Batch.one(v) }, extract: { root in
        guard case let .one(v0) = root else { return nil }
        return v0
      })
    }
    public var many: CasePaths.AnyCasePath<Batch, [_$Element]> {
      ._$case(name: "many", embed: { v in Batch.many(v) }, extract: { root in
        guard case let .many(v0) = root else { return nil }
        return v0
      })
    }
    public var pair: CasePaths.AnyCasePath<Batch, (_$Element, _$Element)> {
      ._$case(name: "pair", embed: { v in Batch.pair(v.0, v.1) }, extract: { root in
        guard case let .pair(v0, v1) = root else { return nil }
        return (v0, v1)
      })
    }
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Batch>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<Batch>] = []
      allCasePaths.append(\.one)
      allCasePaths.append(\.many)
      allCasePaths.append(\.pair)
      return allCasePaths.makeIterator()
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
  public typealias _$Element = Element
}
extension Batch: CasePaths.CasePathable, CasePaths.CasePathIterable {}
