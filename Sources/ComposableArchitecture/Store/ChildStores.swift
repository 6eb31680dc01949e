/// The child stores scoped from a store, by the paths they were scoped with.
///
/// Most stores have a handful of children: they are kept in a small array and compared one by one
/// (a fresh store then pays neither a hash table nor hashing). Past ``linearLimit`` children (the
/// element stores of a long collection), a hash table takes over.
struct ChildStores {
  static let linearLimit = 8

  /// One child kept in ``few``: an object, so that reading an entry to compare its id copies one
  /// reference rather than the id's several.
  private final class Entry {
    let id: ScopeID
    var store: AnyObject

    init(id: ScopeID, store: AnyObject) {
      self.id = id
      self.store = store
    }
  }

  /// One child kept in ``bySite``: the call site and the state key path object it was scoped with.
  private final class SiteEntry {
    let kind: ScopeID.Kind
    let state: AnyKeyPath
    let site: CallSiteKey
    let store: AnyObject

    init(kind: ScopeID.Kind, state: AnyKeyPath, site: CallSiteKey, store: AnyObject) {
      self.kind = kind
      self.state = state
      self.site = site
      self.store = store
    }
  }

  private var few: [Entry] = []
  private var many: [ScopeID: AnyObject]?
  /// The children of ``few`` and ``many`` found again by the call site that scoped them (see
  /// ``child(kind:state:site:)``), up to ``linearLimit`` of them.
  private var bySite: [SiteEntry] = []

  /// The child scoped as `kind` with the state key path object `state` and the case key path of
  /// `site`, if that was remembered.
  ///
  /// A store scoped at each read (`store.scope(state: \.child, action: \.child)` in a view's body)
  /// is found here by identity and a few words compared: neither its case key path resolved (a lock
  /// and a hash look-up, see `CallSiteCache`) nor its ``ScopeID`` built and compared. A site
  /// evaluates to one case key path, and the entry holds `state`, so no other key path can take
  /// that object's address while the entry exists.
  func child(kind: ScopeID.Kind, state: AnyKeyPath, site: CallSiteKey) -> AnyObject? {
    for entry in bySite where entry.state === state && entry.site == site && entry.kind == kind {
      return entry.store
    }
    return nil
  }

  /// Remembers `store`, a child of this collection, as the one scoped as `kind` with `state` at
  /// `site` (see ``child(kind:state:site:)``).
  mutating func remember(_ store: AnyObject, kind: ScopeID.Kind, state: AnyKeyPath, site: CallSiteKey) {
    guard bySite.count < Self.linearLimit else { return }
    bySite.append(SiteEntry(kind: kind, state: state, site: site, store: store))
  }

  /// Removes every child, returning them.
  mutating func removeAll() -> [AnyObject] {
    var removed = few.map(\.store)
    if let many { removed.append(contentsOf: many.values) }
    few = []
    many = nil
    bySite = []
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
      // A child replaced or removed is no longer found by its site.
      if !bySite.isEmpty, self[id] != nil { bySite = [] }
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
        few.append(Entry(id: id, store: newValue))
      } else {
        var table = Dictionary(uniqueKeysWithValues: few.map { ($0.id, $0.store) })
        table[id] = newValue
        many = table
        few = []
      }
    }
  }
}
