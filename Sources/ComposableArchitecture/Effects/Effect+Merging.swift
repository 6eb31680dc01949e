extension Effect {
  /// This effect and `other`, run concurrently; builds nothing when either is ``none``, which is
  /// what the scoping operators return on almost every action.
  func merging(_ other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return .merge(self, other)
  }
}

extension Effect {
  /// A child's effect as its parent runs it: each action embedded in the parent's action, and the
  /// whole effect filed under the child's identity, so that dismissing the child cancels it.
  func asChild<ParentAction>(
    _ identity: ChildIdentity, embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    isNone ? .none : map(embed)._scoped(to: identity)
  }
}
