import CasePaths

// Hand-written `@CasePathable` expansion of the availability rules: an unavailable case (omitted),
// a deprecated case (witness), an introduced case (`if #available`), and `#if`/`#elseif`/`#else`.
enum Versioned: Equatable {
  case current(Int)
  @available(*, deprecated, message: "Use current")
  case legacy(String)
  @available(*, unavailable, message: "Gone")
  case removed(Double)
  @available(macOS 10.15, iOS 13, *)
  case introduced(Int)
  #if CASEPATHS_TESTS_UNDEFINED_FLAG
  case hidden
  #elseif swift(>=6.0)
  case shown(String)
  #else
  case fallback
  #endif

  public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
    public subscript(root: Versioned) -> CasePaths.PartialCaseKeyPath<Versioned> {
      switch root {
      case .current: return \.current
      case .legacy: return CasePaths._$caseKeyPath(_$legacy.self)
      case .introduced:
        if #available(macOS 10.15, iOS 13, *) { return \.introduced }
        return \.never
      #if CASEPATHS_TESTS_UNDEFINED_FLAG
      case .hidden: return \.hidden
      #elseif swift(>=6.0)
      case .shown: return \.shown
      #else
      case .fallback: return \.fallback
      #endif
      }
    }
    public var current: CasePaths.AnyCasePath<Versioned, Int> {
      ._$case(name: "current", embed: { v in Versioned.current(v) }, extract: { root in
        guard case let .current(v0) = root else { return nil }
        return v0
      })
    }
    @available(*, deprecated, message: "Use current")
    public var legacy: CasePaths.AnyCasePath<Versioned, String> {
      ._$case(name: "legacy", embed: { v in Versioned.legacy(v) }, extract: { root in
        guard case let .legacy(v0) = root else { return nil }
        return v0
      })
    }
    @available(macOS 10.15, iOS 13, *)
    public var introduced: CasePaths.AnyCasePath<Versioned, Int> {
      ._$case(name: "introduced", embed: { v in Versioned.introduced(v) }, extract: { root in
        guard case let .introduced(v0) = root else { return nil }
        return v0
      })
    }
    #if CASEPATHS_TESTS_UNDEFINED_FLAG
    public var hidden: CasePaths.AnyCasePath<Versioned, Swift.Void> {
      ._$case(name: "hidden", embed: { _ in Versioned.hidden }, extract: { root in
        guard case .hidden = root else { return nil }
        return ()
      })
    }
    #elseif swift(>=6.0)
    public var shown: CasePaths.AnyCasePath<Versioned, String> {
      ._$case(name: "shown", embed: { v in Versioned.shown(v) }, extract: { root in
        guard case let .shown(v0) = root else { return nil }
        return v0
      })
    }
    #else
    public var fallback: CasePaths.AnyCasePath<Versioned, Swift.Void> {
      ._$case(name: "fallback", embed: { _ in Versioned.fallback }, extract: { root in
        guard case .fallback = root else { return nil }
        return ()
      })
    }
    #endif
    public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Versioned>]> {
      var allCasePaths: [CasePaths.PartialCaseKeyPath<Versioned>] = []
      allCasePaths.append(\.current)
      allCasePaths.append(CasePaths._$caseKeyPath(_$legacy.self))
      if #available(macOS 10.15, iOS 13, *) { allCasePaths.append(\.introduced) }
      #if CASEPATHS_TESTS_UNDEFINED_FLAG
      allCasePaths.append(\.hidden)
      #elseif swift(>=6.0)
      allCasePaths.append(\.shown)
      #else
      allCasePaths.append(\.fallback)
      #endif
      return allCasePaths.makeIterator()
    }
    public nonisolated enum _$legacy: CasePaths._CaseKeyPathWitness {
      @available(*, deprecated, message: "Use current")
      public static var caseKeyPath: CasePaths.PartialCaseKeyPath<Versioned> { \.legacy }
    }
  }
  public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
}
extension Versioned: CasePaths.CasePathable, CasePaths.CasePathIterable {}
