/// A case whose value type is erased, as reached through a ``PartialCaseKeyPath``.
protocol _AnyCase {
  /// Returns the type-erased case path of this case when it starts at `Root`.
  func partialPath<Root>(rootedAt rootType: Root.Type) -> _PartialCasePath<Root>?

  /// The case key path leading to this case from `Root`, as it is written, or `nil` when the case
  /// does not start at `Root` or a member has no name.
  func name<Root>(rootedAt rootType: Root.Type) -> String?
}

extension Case: _AnyCase {
  func partialPath<Root>(rootedAt rootType: Root.Type) -> _PartialCasePath<Root>? {
    guard let path = chain.rooted(at: Root.self) else { return nil }
    return _PartialCasePath(
      extract: { root in path.extract(from: root).map { $0 as Any } },
      embed: { value in (value as? Value).map { path.embed($0) } }
    )
  }

  func name<Root>(rootedAt rootType: Root.Type) -> String? {
    guard chain.rootType == Root.self else { return nil }
    return chain.name.keyPathDescription(root: Root.self)
  }
}

/// A case path from `Root` to a value whose type is erased.
struct _PartialCasePath<Root>: Sendable {
  let extract: @Sendable (Root) -> Any?
  let embed: @Sendable (Any) -> Root?
}
