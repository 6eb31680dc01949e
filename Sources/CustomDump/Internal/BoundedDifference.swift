/// Which elements of `old` are removed and which of `new` are inserted, found within a bounded
/// amount of work, so that a diff of states with 100,000 elements or lines returns at once.
///
/// - Small inputs (at most `smallProduct` element pairs) use the standard library's
///   `difference(from:by:)`, as before: their diffs read exactly as they always did.
/// - Larger inputs drop their common prefix and suffix (linear), then search the middle for a
///   shortest edit script (Myers' greedy algorithm) until the work spent — diagonals visited plus
///   elements compared — passes `budget`. Within the budget the script is a shortest one; past it
///   the middle is shown as one block replaced: all of its old elements removed, all of its new
///   ones inserted. Either way, applying the script to `old` gives `new`.
///
/// The work is at most about `count + budget` comparisons, whatever the inputs: a reversed or
/// shuffled array of 100,000 elements costs its prefix/suffix scan plus the budget.
struct BoundedDifference {
  /// Offsets in `old` of the removed elements.
  var removals: Set<Int> = []
  /// Offsets in `new` of the inserted elements.
  var insertions: Set<Int> = []
  /// Whether the search ran out of budget and the changed middle is one replaced block: its old
  /// elements are then best shown all removed, then its new ones all inserted, not paired.
  var isBlockReplacement = false

  /// Inputs up to this many element pairs use the standard library's algorithm.
  static let smallProduct = 40_000
  /// The work (diagonals visited plus comparisons) the search for a shortest script may spend.
  static let defaultBudget = 400_000

  init<Element>(
    from old: [Element], to new: [Element], budget: Int = Self.defaultBudget,
    by areEquivalent: (Element, Element) -> Bool
  ) {
    if old.count * new.count <= Self.smallProduct {
      for change in new.difference(from: old, by: areEquivalent) {
        switch change {
        case let .remove(offset, _, _): removals.insert(offset)
        case let .insert(offset, _, _): insertions.insert(offset)
        }
      }
      return
    }
    var prefix = 0
    while prefix < old.count, prefix < new.count, areEquivalent(old[prefix], new[prefix]) {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      areEquivalent(old[old.count - 1 - suffix], new[new.count - 1 - suffix])
    {
      suffix += 1
    }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    if let script = Self.shortestScript(
      oldMiddle, newMiddle, budget: budget, by: areEquivalent)
    {
      removals = Set(script.removals.map { $0 + prefix })
      insertions = Set(script.insertions.map { $0 + prefix })
    } else {
      removals = Set(oldMiddle.indices)
      insertions = Set(newMiddle.indices)
      isBlockReplacement = true
    }
  }

  /// Myers' greedy search for a shortest edit script from `a` to `b` (offsets relative to their
  /// starts), or `nil` once the work passes `budget`.
  private static func shortestScript<Element>(
    _ a: ArraySlice<Element>, _ b: ArraySlice<Element>, budget: Int,
    by areEquivalent: (Element, Element) -> Bool
  ) -> (removals: [Int], insertions: [Int])? {
    let n = a.count
    let m = b.count
    let aStart = a.startIndex
    let bStart = b.startIndex
    if n == 0 || m == 0 {
      return (Array(0..<n), Array(0..<m))
    }
    // trace[d][k + d]: the furthest x reached on diagonal k (x - y) with d edits; -1 if none.
    var trace: [[Int]] = []
    var work = 0
    for d in 0...(n + m) {
      var furthest = [Int](repeating: -1, count: 2 * d + 1)
      var k = -d
      while k <= d {
        defer { k += 2 }
        guard var x = startX(trace.last, d: d, k: k, n: n, m: m) else { continue }
        var y = x - k
        while x < n, y < m, areEquivalent(a[aStart + x], b[bStart + y]) {
          x += 1
          y += 1
          work += 1
        }
        work += 1
        furthest[k + d] = x
        if x == n, y == m {
          trace.append(furthest)
          return backtrack(trace, n: n, m: m)
        }
      }
      trace.append(furthest)
      if work > budget { return nil }
    }
    return nil
  }

  /// Where diagonal `k` starts at step `d`: one step down (an insertion) from diagonal `k + 1`, or
  /// one step right (a removal) from `k - 1`, whichever reaches further; `nil` if neither stays in
  /// the grid.
  private static func startX(_ previous: [Int]?, d: Int, k: Int, n: Int, m: Int) -> Int? {
    guard let previous else { return 0 }
    let down = predecessor(previous, d: d, k: k + 1).flatMap { x in x - k <= m ? x : nil }
    let right = predecessor(previous, d: d, k: k - 1).flatMap { x in x + 1 <= n ? x + 1 : nil }
    switch (down, right) {
    case let (down?, right?): return right > down ? right : down
    case let (down?, nil): return down
    case let (nil, right?): return right
    case (nil, nil): return nil
    }
  }

  /// The furthest x on diagonal `k` at step `d - 1`, if that diagonal was reached.
  private static func predecessor(_ previous: [Int], d: Int, k: Int) -> Int? {
    guard k >= -(d - 1), k <= d - 1 else { return nil }
    let x = previous[k + d - 1]
    return x >= 0 ? x : nil
  }

  /// The removals and insertions of the path the search found, walked back from its end.
  private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> (removals: [Int], insertions: [Int]) {
    var removals: [Int] = []
    var insertions: [Int] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, to: 0, by: -1) {
      let previous = trace[d - 1]
      let k = x - y
      let down = predecessor(previous, d: d, k: k + 1).flatMap { px in px - k <= m ? px : nil }
      let right = predecessor(previous, d: d, k: k - 1).flatMap { px in px + 1 <= n ? px + 1 : nil }
      let cameDown: Bool
      switch (down, right) {
      case let (down?, right?): cameDown = !(right > down)
      case (_?, nil): cameDown = true
      default: cameDown = false
      }
      let previousK = cameDown ? k + 1 : k - 1
      let previousX = previous[previousK + d - 1]
      let previousY = previousX - previousK
      if cameDown {
        insertions.append(previousY)
      } else {
        removals.append(previousX)
      }
      x = previousX
      y = previousY
    }
    return (removals, insertions)
  }
}
