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
  ///
  /// Both arguments are built only when the effect is not ``none``: on almost every action a child
  /// returns `.none`, and neither the identity (type-erased ids and key paths) nor the embedding
  /// closure is then worth allocating.
  func asChild<ParentAction>(
    _ identity: @autoclosure () -> ChildIdentity,
    embed: @autoclosure () -> @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    isNone ? .none : map(embed())._scoped(to: identity())
  }
}
