/// The running effects of a registry, each in a slot of one array, found by its token.
///
/// A token names a slot (its low 32 bits) and the entry that was put there (the rest, a sequence
/// number), so a token whose entry is gone never reaches the entry reusing its slot. Slots are
/// reused last-freed first: a store that starts and ends effects one after another touches the same
/// few slots, and finding an entry never hashes. Entries are ordered by when they were inserted.
struct EffectSlots<Element> {
  private struct Slot {
    /// When the entry was inserted (1 for the first); 0 while the slot is free.
    var order: UInt64
    var element: Element?
  }

  private var slots: ContiguousArray<Slot> = []
  /// The free slots' indices; the last one is reused first.
  private var free: ContiguousArray<Int> = []
  private var lastOrder: UInt64 = 0
  /// The number of entries.
  private(set) var count = 0

  /// The slot the next ``insert(_:)`` fills: the last one freed, else a new one at the end.
  private var nextIndex: Int {
    free.last ?? slots.count
  }

  /// The token the next ``insert(_:)`` returns.
  var nextToken: Int {
    Self.token(order: lastOrder &+ 1, index: nextIndex)
  }

  /// Stores `element` in the slot ``nextIndex`` names; returns its token (``nextToken``).
  @discardableResult
  mutating func insert(_ element: consuming Element) -> Int {
    let index = nextIndex
    lastOrder &+= 1
    if index < slots.count {
      free.removeLast()
      slots[index] = Slot(order: lastOrder, element: element)
    } else {
      slots.append(Slot(order: lastOrder, element: element))
    }
    count += 1
    return Self.token(order: lastOrder, index: index)
  }

  /// The slot of `token`'s entry, if it is still there.
  private func index(of token: Int) -> Int? {
    let index = token & 0xFFFF_FFFF
    guard index < slots.count, slots[index].order != 0,
      Self.token(order: slots[index].order, index: index) == token
    else { return nil }
    return index
  }

  private static func token(order: UInt64, index: Int) -> Int {
    Int(truncatingIfNeeded: order & 0x7FFF_FFFF) << 32 | index
  }

  /// A copy of `token`'s entry; `nil` when it is gone.
  subscript(token: Int) -> Element? {
    guard let index = index(of: token) else { return nil }
    return slots[index].element
  }

  /// Runs `body` on `token`'s entry where it is stored; `nil` when it is gone.
  mutating func update<R>(_ token: Int, _ body: (inout Element) -> R) -> R? {
    guard let index = index(of: token) else { return nil }
    return body(&slots[index].element!)
  }

  /// Removes `token`'s entry and returns it; `nil` when it was gone already.
  mutating func remove(_ token: Int) -> Element? {
    guard let index = index(of: token) else { return nil }
    let element = slots[index].element.take()
    slots[index].order = 0
    free.append(index)
    count -= 1
    return element
  }

  /// Runs `body` on every entry where it is stored.
  mutating func updateAll(_ body: (inout Element) -> Void) {
    for index in slots.indices where slots[index].order != 0 {
      body(&slots[index].element!)
    }
  }

  /// The tokens of the entries, oldest first.
  var tokensOldestFirst: [Int] {
    slots.indices.lazy.filter { slots[$0].order != 0 }.sorted { slots[$0].order < slots[$1].order }
      .map { Self.token(order: slots[$0].order, index: $0) }
  }
}
