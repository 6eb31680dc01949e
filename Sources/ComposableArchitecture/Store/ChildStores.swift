/// The child stores scoped from a store, by the paths they were scoped with.
///
/// Most stores have a handful of children: they are kept in a small array and compared one by one
/// (a fresh store then pays neither a hash table nor hashing). Past ``linearLimit`` children (the
/// element stores of a long collection), a hash table takes over.
struct ChildStores {
  static let linearLimit = 8

  private var few: [(id: ScopeID, store: AnyObject)] = []
  private var many: [ScopeID: AnyObject]?

  /// Removes every child, returning them.
  mutating func removeAll() -> [AnyObject] {
    var removed = few.map(\.store)
    if let many { removed.append(contentsOf: many.values) }
    few = []
    many = nil
    return removed
  }

  /// The child scoped with `id`, if any.
  subscript(id: ScopeID) -> AnyObject? {
    get {
      if let many { return many[id] }
      for entry in few where entry.id == id { return entry.store }
      return nil
    }
    set {
      if many != nil {
        many![id] = newValue
        return
      }
      if let index = few.firstIndex(where: { $0.id == id }) {
        if let newValue { few[index].store = newValue } else { few.remove(at: index) }
        return
      }
      guard let newValue else { return }
      if few.count < Self.linearLimit {
        few.append((id, newValue))
      } else {
        var table = Dictionary(uniqueKeysWithValues: few.map { ($0.id, $0.store) })
        table[id] = newValue
        many = table
        few = []
      }
    }
  }
}
