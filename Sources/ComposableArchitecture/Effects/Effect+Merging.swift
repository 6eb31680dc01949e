extension Effect {
  /// This effect and `other`, run concurrently; builds nothing when either is ``none``, which is
  /// what the scoping operators return on almost every action.
  func merging(_ other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return .merge(self, other)
  }
}
