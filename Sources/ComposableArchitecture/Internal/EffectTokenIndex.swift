/// A registry's index of its running effects by key (see ``EffectRegistry``): the tokens filed
/// under each key.
///
/// A debounce (`cancelInFlight`) files every new effect in place of the one before, under the same
/// key, once per action. The key last replaced that way is kept apart with its tokens, so that the
/// next replacement compares one key (ids compare their cached hashes first) instead of hashing it
/// and probing the table; the table holds no entry for that key meanwhile. Any other key replaced
/// puts the kept one back in the table and takes its place.
///
/// Keys a user named (``EffectID/isUserID``) filed below the root of the state tree (by a presented
/// child, a stack element…) are also listed by id, so that a parent's `.cancel(id:)` finds the
/// effects its descendants filed under the same id (``keys(below:)``); the root's own keys, the
/// common case, and the store's own keys cost nothing more.
///
/// Read and written by the registry, under its lock.
struct EffectTokenIndex {
  private var table: [EffectKey: EffectTokens] = [:]
  /// The keys of user ids with a non-empty path that have tokens, by id.
  private var deepKeysByID: [EffectID: Set<EffectKey>] = [:]
  /// The key last replaced, if any, whose tokens are ``recentTokens`` and not in ``table``.
  private var recentKey: EffectKey?
  /// The tokens of ``recentKey``; meaningless while it is `nil`.
  private var recentTokens = EffectTokens.one(0)

  /// The tokens filed under `key`; `nil` removes them all.
  ///
  /// Written through the getter and the setter, never in place: the in-place accessor is a chain of
  /// coroutines whose frames are allocated on every call. Setting `nil` drops the index's copy, so
  /// that a set of tokens read before is changed in place.
  subscript(key: EffectKey) -> EffectTokens? {
    get {
      if let recentKey, recentKey == key { return recentTokens }
      return table[key]
    }
    set {
      guard let newValue else {
        _ = removeValue(forKey: key)
        return
      }
      if let recentKey, recentKey == key {
        recentTokens = newValue
      } else if table.updateValue(newValue, forKey: key) == nil {
        noteAdded(key)
      }
    }
  }

  /// Removes the tokens filed under `key`, returning them.
  mutating func removeValue(forKey key: EffectKey) -> EffectTokens? {
    if let recentKey, recentKey == key {
      defer {
        self.recentKey = nil
        recentTokens = .one(0)
        noteRemoved(key)
      }
      return recentTokens
    }
    guard let removed = table.removeValue(forKey: key) else { return nil }
    noteRemoved(key)
    return removed
  }

  /// Files `tokens` under `key` in place of the tokens filed there, which it returns, and keeps
  /// `key` apart for the next replacement.
  mutating func replace(_ key: EffectKey, with tokens: EffectTokens) -> EffectTokens? {
    if let recentKey, recentKey == key {
      defer { recentTokens = tokens }
      return recentTokens
    }
    if let recentKey { table[recentKey] = recentTokens }
    let replaced = table.removeValue(forKey: key)
    if replaced == nil { noteAdded(key) }
    recentKey = key
    recentTokens = tokens
    return replaced
  }

  /// The keys with tokens filed under `key`'s id deeper than `key`'s path, inside it: what a
  /// `.cancel(id:)` at `key.path` reaches in the parts of the state tree below.
  func keys(below key: EffectKey) -> [EffectKey] {
    guard let keys = deepKeysByID[key.id] else { return [] }
    return keys.filter { $0.path.count > key.path.count && $0.path.starts(with: key.path) }
  }

  /// Lists `key`, which just got tokens, by id, when it is below the root.
  private mutating func noteAdded(_ key: EffectKey) {
    guard !key.path.isEmpty, key.id.isUserID else { return }
    deepKeysByID[key.id, default: []].insert(key)
  }

  /// Unlists `key`, which has no tokens any more.
  private mutating func noteRemoved(_ key: EffectKey) {
    guard !key.path.isEmpty, key.id.isUserID,
      var keys = deepKeysByID.removeValue(forKey: key.id)
    else { return }
    keys.remove(key)
    if !keys.isEmpty { deepKeysByID[key.id] = keys }
  }

  /// Every key with tokens filed under it.
  var keys: [EffectKey] {
    var keys = Array(table.keys)
    if let recentKey { keys.append(recentKey) }
    return keys
  }
}

/// The tokens filed under one key: almost always one (a debounced search, a timer), so the common
/// case stores no set.
enum EffectTokens {
  case one(Int)
  case many(Set<Int>)

  mutating func insert(_ token: Int) {
    switch self {
    case let .one(existing): self = existing == token ? self : .many([existing, token])
    case var .many(tokens):
      self = .one(0)  // drops the set's second reference, so the insertion below is in place
      tokens.insert(token)
      self = .many(tokens)
    }
  }

  func contains(where isMatching: (Int) -> Bool) -> Bool {
    switch self {
    case let .one(token): return isMatching(token)
    case let .many(tokens): return tokens.contains(where: isMatching)
    }
  }

  /// Removes `token`; returns whether no token is left.
  mutating func remove(_ token: Int) -> Bool {
    switch self {
    case let .one(existing): return existing == token
    case var .many(tokens):
      self = .one(0)
      tokens.remove(token)
      self = .many(tokens)
      return tokens.isEmpty
    }
  }
}
