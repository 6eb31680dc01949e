import CasePaths

// Hand-written `@CasePathable @dynamicMemberLookup` expansion: the worked example of
// /work/notes/casepathable-expansion.md (labels, defaults, a wildcard label, a generic parameter,
// `Self`, `indirect`, a deprecated case, an `#if` clause).
@dynamicMemberLookup
public enum Shape<Label: Hashable>: Equatable {
  case point
  case circle(radius: Double)
  case rect(width: Double, height: Double = 1)
  case labeled(Label, _ note: String)
  indirect case wrapped(Self)
  @available(*, deprecated, message: "Use rect") case square(Double)
  #if swift(>=6.0)
  case modern
  #endif

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: Shape) -> CasePaths.PartialCaseKeyPath<Shape> {
      switch root {
      case .point: return \.point
      case .circle: return \.circle
      case .rect: return \.rect
      case .labeled: return \.labeled
      case .wrapped: return \.wrapped
      case .square: return CasePaths._$caseKeyPath(_$square.self)
      #if swift(>=6.0)
      case .modern: return \.modern
      #endif
      }
    }
    public var point: CasePaths.AnyCasePath<Shape, Swift.Void> {
      ._$case(name: "point", embed: { _ in Shape.point }, extract: { root in
        guard case .point = root else { return nil }
        return ()
      })
    }
    public var circle: CasePaths.AnyCasePath<Shape, Double> {
      ._$case(name: "circle", embed: { v in Shape.circle(radius: v) }, extract: { root in
        guard case let .circle(v0) = root else { return nil }
        return v0
      })
    }
    public var rect: CasePaths.AnyCasePath<Shape, (width: Double, height: Double)> {
      ._$case(name: "rect", embed: { v in Shape.rect(width: v.0, height: v.1) }, extract: { root in
        guard case let .rect(v0, v1) = root else { return nil }
        return (v0, v1)
      })
    }
    public var labeled: CasePaths.AnyCasePath<Shape, (Label, String)> {
      ._$case(name: "labeled", embed: { v in Shape.labeled(v.0, v.1) }, extract: { root in
        guard case let .labeled(v0, v1) = root else { return nil }
        return (v0, v1)
      })
    }
    public var wrapped: CasePaths.AnyCasePath<Shape, Shape> {
      ._$case(name: "wrapped", embed: { v in Shape.wrapped(v) }, extract: { root in
        guard case let .wrapped(v0) = root else { return nil }
        return v0
      })
    }
    @available(*, deprecated, message: "Use rect")
    public var square: CasePaths.AnyCasePath<Shape, Double> {
      ._$case(name: "square", embed: { v in Shape.square(v) }, extract: { root in
        guard case let .square(v0) = root else { return nil }
        return v0
      })
    }
    #if swift(>=6.0)
    public var modern: CasePaths.AnyCasePath<Shape, Swift.Void> {
      ._$case(name: "modern", embed: { _ in Shape.modern }, extract: { root in
        guard case .modern = root else { return nil }
        return ()
      })
    }
    #endif
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Shape>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<Shape>] = []
      allCasePaths.append(\.point)
      allCasePaths.append(\.circle)
      allCasePaths.append(\.rect)
      allCasePaths.append(\.labeled)
      allCasePaths.append(\.wrapped)
      allCasePaths.append(CasePaths._$caseKeyPath(_$square.self))
      #if swift(>=6.0)
      allCasePaths.append(\.modern)
      #endif
      return allCasePaths.makeIterator()
    }
    public nonisolated enum _$square: CasePaths._CaseKeyPathWitness {
      @available(*, deprecated, message: "Use rect")
      public static var caseKeyPath: CasePaths.PartialCaseKeyPath<Shape> { \.square }
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Shape: CasePaths.CasePathable, CasePaths.CasePathIterable {}
