import CasePaths

// Hand-written `@CasePathable @dynamicMemberLookup` expansion of a navigation destination, held
// optionally by a parent state, as in a TCA feature.
struct ParentState: Equatable {
  var destination: Destination?
}

struct SheetState: Equatable {
  var count = 0
  var title = ""
}

@dynamicMemberLookup
enum Destination: Equatable {
  case sheet(SheetState)
  case alert(message: String)
  case confirm

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: Destination) -> CasePaths.PartialCaseKeyPath<Destination> {
      switch root {
      case .sheet: return \.sheet
      case .alert: return \.alert
      case .confirm: return \.confirm
      }
    }
    public var sheet: CasePaths.AnyCasePath<Destination, SheetState> {
      ._$case(name: "sheet", embed: { v in Destination.sheet(v) }, extract: { root in
        guard case let .sheet(v0) = root else { return nil }
        return v0
      })
    }
    public var alert: CasePaths.AnyCasePath<Destination, String> {
      ._$case(name: "alert", embed: { v in Destination.alert(message: v) }, extract: { root in
        guard case let .alert(v0) = root else { return nil }
        return v0
      })
    }
    public var confirm: CasePaths.AnyCasePath<Destination, Swift.Void> {
      ._$case(name: "confirm", embed: { _ in Destination.confirm }, extract: { root in
        guard case .confirm = root else { return nil }
        return ()
      })
    }
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Destination>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<Destination>] = []
      allCasePaths.append(\.sheet)
      allCasePaths.append(\.alert)
      allCasePaths.append(\.confirm)
      return allCasePaths.makeIterator()
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Destination: CasePaths.CasePathable, CasePaths.CasePathIterable {}
