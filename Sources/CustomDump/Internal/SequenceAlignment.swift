/// One step in turning a first sequence into a second.
enum AlignmentStep: Equatable {
  /// `first[i]` equals `second[j]`.
  case both(Int, Int)
  /// `first[i]` is only in the first sequence.
  case removed(Int)
  /// `second[j]` is only in the second sequence.
  case inserted(Int)
}

/// The biggest number of differences Myers' algorithm looks for before giving up on finding the
/// shortest edit and treating the remaining middle as replaced wholesale. Bounds time and memory for two
/// long, unrelated sequences.
private let alignmentEditLimit = 1_000

/// A shortest sequence of steps from `first` to `second` (Myers' O((N+M)·D) algorithm), with
/// removals before insertions in each changed stretch.
func align<Element: Hashable>(_ first: [Element], _ second: [Element]) -> [AlignmentStep] {
  // Compare small integers rather than elements.
  var ids: [Element: Int] = [:]
  func id(of element: Element) -> Int {
    if let known = ids[element] { return known }
    let new = ids.count
    ids[element] = new
    return new
  }
  let a = first.map(id(of:))
  let b = second.map(id(of:))

  // Common ends need no search.
  var prefix = 0
  while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
  var suffix = 0
  while suffix < a.count - prefix, suffix < b.count - prefix,
    a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
  {
    suffix += 1
  }

  var steps = (0..<prefix).map { AlignmentStep.both($0, $0) }
  let middleA = Array(a[prefix..<(a.count - suffix)])
  let middleB = Array(b[prefix..<(b.count - suffix)])
  for step in myers(middleA, middleB) {
    switch step {
    case let .both(i, j): steps.append(.both(i + prefix, j + prefix))
    case let .removed(i): steps.append(.removed(i + prefix))
    case let .inserted(j): steps.append(.inserted(j + prefix))
    }
  }
  for offset in 0..<suffix {
    steps.append(.both(a.count - suffix + offset, b.count - suffix + offset))
  }
  return steps
}

private func myers(_ a: [Int], _ b: [Int]) -> [AlignmentStep] {
  let n = a.count
  let m = b.count
  if n == 0 || m == 0 {
    return (0..<n).map(AlignmentStep.removed) + (0..<m).map(AlignmentStep.inserted)
  }
  let maxD = min(n + m, alignmentEditLimit)
  let offset = maxD + 1
  var v = [Int](repeating: 0, count: 2 * maxD + 3)
  // trace[d] holds v[-d-1...d+1] as it was before round d.
  var trace: [[Int]] = []
  var found: Int?
  search: for d in 0...maxD {
    trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
    for k in stride(from: -d, through: d, by: 2) {
      var x =
        (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
        ? v[offset + k + 1]
        : v[offset + k - 1] + 1
      var y = x - k
      while x < n, y < m, a[x] == b[y] {
        x += 1
        y += 1
      }
      v[offset + k] = x
      if x >= n, y >= m {
        found = d
        break search
      }
    }
  }
  guard let distance = found else {
    // Too different to be worth the search: everything removed, then everything inserted.
    return (0..<n).map(AlignmentStep.removed) + (0..<m).map(AlignmentStep.inserted)
  }

  // Walk back from the end through the recorded rounds.
  var reversed: [AlignmentStep] = []
  var x = n
  var y = m
  for d in stride(from: distance, through: 0, by: -1) {
    let previous = trace[d]
    func value(_ k: Int) -> Int { previous[k + d + 1] }
    let k = x - y
    let previousK: Int
    if d == 0 {
      previousK = 0
    } else if k == -d || (k != d && value(k - 1) < value(k + 1)) {
      previousK = k + 1
    } else {
      previousK = k - 1
    }
    let previousX = d == 0 ? 0 : value(previousK)
    let previousY = previousX - previousK
    while x > previousX, y > previousY {
      reversed.append(.both(x - 1, y - 1))
      x -= 1
      y -= 1
    }
    if d > 0 {
      if x == previousX {
        reversed.append(.inserted(y - 1))
      } else {
        reversed.append(.removed(x - 1))
      }
    }
    x = previousX
    y = previousY
  }
  return groupingRemovalsFirst(Array(reversed.reversed()))
}

/// Within each stretch of consecutive changes, moves removals ahead of insertions.
private func groupingRemovalsFirst(_ steps: [AlignmentStep]) -> [AlignmentStep] {
  var result: [AlignmentStep] = []
  var removed: [AlignmentStep] = []
  var inserted: [AlignmentStep] = []
  func flush() {
    result += removed
    result += inserted
    removed.removeAll()
    inserted.removeAll()
  }
  for step in steps {
    switch step {
    case .both:
      flush()
      result.append(step)
    case .removed:
      removed.append(step)
    case .inserted:
      inserted.append(step)
    }
  }
  flush()
  return result
}
