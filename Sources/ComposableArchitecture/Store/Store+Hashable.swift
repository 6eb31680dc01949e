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
  /// The store's type, with its state and action types: `Store<Feature.State, Feature.Action>`.
  public nonisolated var debugDescription: String {
    "Store<\(storeTypeName(State.self)), \(storeTypeName(Action.self))>"
  }
}

/// A type's name without its module: `Feature.State` for `MyApp.Feature.State`.
private func storeTypeName(_ type: Any.Type) -> String {
  let name = String(reflecting: type)
  // Drop the leading module name of each top-level component (`MyApp.` in `MyApp.Feature.State`).
  guard let dot = name.firstIndex(of: "."), !name[..<dot].contains("<") else { return name }
  return String(name[name.index(after: dot)...])
}
