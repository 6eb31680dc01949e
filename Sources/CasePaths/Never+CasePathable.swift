extension Never: CasePathable, CasePathIterable {
  /// The case paths of `Never`: there are none.
  public struct AllCasePaths: CasePathReflectable, Sendable, Sequence {
    /// Unreachable: there is no value of `Never`.
    public subscript(root: Never) -> PartialCaseKeyPath<Never> {}

    /// Returns no case key paths.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Never>]> {
      [].makeIterator()
    }
  }

  /// The case paths of `Never`.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}

extension Case where Value: CasePathable {
  /// A case path that never matches: extracting always fails, and embedding needs a `Never`.
  ///
  /// Hand-written ``CasePathReflectable`` conformances can return `\.never` for values they do
  /// not recognize.
  public var never: Case<Never> {
    Case<Never>(chain: chain.appending(Case.neverPath()))
  }
}

extension Case {
  /// The case path from `Value` that never matches; built without constraints on `Value` so its
  /// closures capture no conformance.
  static func neverPath() -> AnyCasePath<Value, Never> {
    @Sendable func absurd(_ never: Never) -> Value {}
    return AnyCasePath(name: .literal("never"), embed: absurd, extract: { _ in nil })
  }
}
