/// Stores are equal when they are the same instance: a child store is made once per child, so a
/// set of stores (or a store as a dictionary key, or `ForEach` element) tells the children apart.
///
/// ```swift
/// let rows: Set<StoreOf<Row>> = Set(store.scope(state: \.rows, action: \.rows))
/// ```
extension Store: Hashable {
  /// Whether the two are the same store instance.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: CustomDebugStringConvertible {
  /// The store's type as TCA prints it: `StoreOf<Feature>` for a feature's own state and actions,
  /// `Store<Int, Feature.Action>` otherwise.
  public nonisolated var debugDescription: String {
    storeTypeName
  }
}
