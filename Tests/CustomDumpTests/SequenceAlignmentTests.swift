import Testing

@testable import CustomDump

@Suite("Line alignment (Myers)")
struct SequenceAlignmentTests {
  @Test func identicalSequencesAreAllShared() {
    #expect(align([1, 2, 3], [1, 2, 3]) == [.both(0, 0), .both(1, 1), .both(2, 2)])
  }

  @Test func insertionsAndRemovals() {
    #expect(
      align(["a", "b", "c"], ["a", "c", "d"])
        == [.both(0, 0), .removed(1), .both(2, 1), .inserted(2)]
    )
    #expect(align([Int](), [1]) == [.inserted(0)])
    #expect(align([1], [Int]()) == [.removed(0)])
  }

  @Test func removalsComeBeforeInsertionsInAChangedStretch() {
    #expect(align([1, 2, 3], [1, 9, 3]) == [.both(0, 0), .removed(1), .inserted(1), .both(2, 2)])
  }

  /// On pseudo-random sequences (fixed seed), the steps rebuild both sequences and share as many
  /// elements as a longest common subsequence has.
  @Test func stepsAreAShortestEdit() {
    var generator = SplitMix64(seed: 0xC0FFEE)
    for _ in 0..<200 {
      let first = randomSequence(using: &generator)
      let second = randomSequence(using: &generator)
      let steps = align(first, second)

      var rebuiltFirst: [Int] = []
      var rebuiltSecond: [Int] = []
      var shared = 0
      for step in steps {
        switch step {
        case let .both(i, j):
          #expect(first[i] == second[j])
          rebuiltFirst.append(first[i])
          rebuiltSecond.append(second[j])
          shared += 1
        case let .removed(i):
          rebuiltFirst.append(first[i])
        case let .inserted(j):
          rebuiltSecond.append(second[j])
        }
      }
      #expect(rebuiltFirst == first)
      #expect(rebuiltSecond == second)
      #expect(shared == longestCommonSubsequence(first, second))
    }
  }
}

/// Up to 12 small numbers, so that equal elements are common.
private func randomSequence(using generator: inout SplitMix64) -> [Int] {
  (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
}

private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in a.indices.reversed() {
    for j in b.indices.reversed() {
      table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  return table[0][0]
}

/// A small seeded generator so the randomized test is the same on every run.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476C_E5B9_CE1D
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
