/// A key of a ``CallSiteTable``: compared for equality, hashed to one word.
@usableFromInline
protocol CallSiteTableKey: Hashable {
  /// The key's fields mixed into one word; the table spreads it further.
  var mixed: UInt { get }
}

/// An open-addressing hash table from call sites to what they evaluated to (see ``CallSiteCache``).
///
/// Entries are never removed: call sites are few (one per key path argument written in source,
/// times the generic arguments it is used with) and each is looked up on every action. A
/// `Dictionary` would hash each look-up's key with `Hasher` (a seeded SipHash), which costs more than
/// the rest of the look-up; here a key's mixed word is spread with one multiplication.
struct CallSiteTable<Key: CallSiteTableKey> {
  /// A power of two slots, at most half of them used, so that a probe finds an empty slot soon.
  private var slots: [(key: Key, value: AnyObject)?]
  /// How far the spread hash is shifted right to index `slots`: 64 minus log2 of their count.
  private var shift: Int
  /// The entries in the table.
  private(set) var count = 0

  /// An empty table.
  init() {
    slots = Array(repeating: nil, count: 16)
    shift = UInt.bitWidth - 4
  }

  /// The value stored for `key`, if any.
  func value(at key: Key) -> AnyObject? {
    var index = firstIndex(of: key)
    while let slot = slots[index] {
      if slot.key == key { return slot.value }
      index = (index + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Stores `value` for `key`, unless a value is stored for it already; returns the one stored.
  mutating func insert(_ value: AnyObject, at key: Key) -> AnyObject {
    if let stored = self.value(at: key) { return stored }
    if (count + 1) * 2 > slots.count { grow() }
    place(key, value)
    count += 1
    return value
  }

  /// The slot where a probe for `key` starts: the top bits of its word times an odd constant, which
  /// depend on all of its bits (the low bits of code and metadata addresses are always zero).
  private func firstIndex(of key: Key) -> Int {
    Int(truncatingIfNeeded: (key.mixed &* CallSiteKey.multiplier) >> UInt(shift))
  }

  /// Puts an entry in the first empty slot from its probe's start.
  private mutating func place(_ key: Key, _ value: AnyObject) {
    var index = firstIndex(of: key)
    while slots[index] != nil {
      index = (index + 1) & (slots.count - 1)
    }
    slots[index] = (key, value)
  }

  /// Doubles the slots and places the entries again.
  private mutating func grow() {
    let entries = slots.compactMap { $0 }
    slots = Array(repeating: nil, count: slots.count * 2)
    shift -= 1
    for entry in entries {
      place(entry.key, entry.value)
    }
  }
}
