/// The keys one running effect is filed under, in the order they were added: almost always none or
/// one (a `.cancellable` effect at the root), which it holds without an array, so that starting such
/// an effect allocates no storage for its keys.
struct EffectKeys: Sequence, Sendable {
  /// The first key, if any.
  private var first: EffectKey?
  /// The keys after the first.
  private var others: [EffectKey] = []
  /// Whether one of the keys is the store's own bookkeeping (see ``EffectID/isBackground``).
  /// Found, not stored: every running effect holds its keys, and the answer takes a type
  /// comparison or two.
  var containsBackground: Bool {
    guard let first else { return false }
    return first.id.isBackground || others.contains { $0.id.isBackground }
  }

  /// No key.
  init() {}

  /// The keys of `keys`, in order.
  init(_ keys: [EffectKey]) {
    for key in keys { append(key) }
  }

  /// Adds `key` after the others.
  mutating func append(_ key: EffectKey) {
    if first == nil {
      first = key
    } else {
      others.append(key)
    }
  }

  /// Whether there are two keys or more.
  var hasSeveral: Bool { !others.isEmpty }

  /// The key at `position` in the order the keys were appended, if there is one.
  func key(at position: Int) -> EffectKey? {
    guard position > 0 else { return position == 0 ? first : nil }
    return others.indices.contains(position - 1) ? others[position - 1] : nil
  }

  func makeIterator() -> Iterator {
    Iterator(keys: self)
  }

  /// Iterates over the keys in order.
  struct Iterator: IteratorProtocol {
    fileprivate let keys: EffectKeys
    /// The position of the next key (see ``EffectKeys/key(at:)``).
    private var position = 0

    fileprivate init(keys: EffectKeys) {
      self.keys = keys
    }

    mutating func next() -> EffectKey? {
      defer { position += 1 }
      return keys.key(at: position)
    }
  }
}
