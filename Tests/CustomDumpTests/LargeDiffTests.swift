import Testing

@testable import CustomDump

// A diff must come back at once for states of 100,000 elements or lines, whatever changed: the edit
// script's search is bounded (BoundedDifference), falling back to one replaced block past its
// budget. These tests check what the diffs say, not how long they take: applying each diff to the
// old value gives the new one, and every element or line is accounted for.
@Suite("diff of 100,000 elements or lines: bounded work, correct result")
struct LargeDiffTests {
  static let size = 100_000

  /// The inputs every check runs on: reversed, shuffled, one element changed, every element changed,
  /// a block inserted and one removed.
  static func cases() -> [(name: String, old: [Int], new: [Int])] {
    let old = Array(0..<size)
    var generator = SplitMix64(seed: 3)
    var oneChange = old
    oneChange[size / 2] = -1
    var blocks = old
    blocks.removeSubrange(10_000..<10_050)
    blocks.insert(contentsOf: (0..<70).map { -$0 - 1 }, at: 60_000)
    return [
      ("reversed", old, old.reversed()),
      ("shuffled", old, old.shuffled(using: &generator)),
      ("one change", old, oneChange),
      ("all changed", old, old.map { $0 + size }),
      ("blocks inserted and removed", old, blocks),
    ]
  }

  /// Whether the script keeps, in order, equal elements: then removing `removals` from `old` and
  /// inserting `insertions` from `new` turns `old` into `new`.
  func applies(_ script: BoundedDifference, _ old: [Int], _ new: [Int]) -> Bool {
    let keptOld = old.indices.filter { !script.removals.contains($0) }.map { old[$0] }
    let keptNew = new.indices.filter { !script.insertions.contains($0) }.map { new[$0] }
    return keptOld == keptNew
      && script.removals.allSatisfy(old.indices.contains)
      && script.insertions.allSatisfy(new.indices.contains)
  }

  @Test("The edit script turns old into new, for every large case")
  func editScripts() {
    for (name, old, new) in Self.cases() {
      let script = BoundedDifference(from: old, to: new, by: ==)
      #expect(applies(script, old, new), "\(name)")
      if name == "one change" {
        #expect(script.removals == [Self.size / 2] && script.insertions == [Self.size / 2])
      }
      if name == "blocks inserted and removed" {
        // Within the budget, the script is a shortest one.
        #expect(script.removals.count == 50 && script.insertions.count == 70)
      }
    }
  }

  @Test("Generated pairs: the script always applies, and is a shortest one within the budget")
  func generatedScripts() {
    var generator = SplitMix64(seed: 60)
    for round in 0..<300 {
      let count = Int.random(in: 0...400, using: &generator)
      let alphabet = Int.random(in: 1...8, using: &generator)
      let old = (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
      var new = old
      for _ in 0..<Int.random(in: 0...20, using: &generator) {
        if !new.isEmpty, Bool.random(using: &generator) {
          new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        } else {
          new.insert(
            Int.random(in: 0..<alphabet, using: &generator),
            at: Int.random(in: 0...new.count, using: &generator))
        }
      }
      let budget = round.isMultiple(of: 3) ? 50 : BoundedDifference.defaultBudget
      let script = BoundedDifference(from: old, to: new, budget: budget, by: ==)
      #expect(applies(script, old, new), "round \(round)")
      if budget == BoundedDifference.defaultBudget {
        let shortest = new.difference(from: old).count
        #expect(script.removals.count + script.insertions.count == shortest, "round \(round)")
      }
    }
  }

  @Test("Array diffs: every changed element is shown with its value, and every element is accounted for")
  func arrayDiffs() throws {
    for (name, old, new) in Self.cases() {
      let difference = try #require(diff(old, new), "\(name)")
      var removed: [Int: Int] = [:]
      var inserted: [Int: Int] = [:]
      var unchanged = 0
      for line in difference.split(separator: "\n") {
        let marker = line.first
        let text = line.dropFirst(2).drop { $0 == " " }
        if text.hasPrefix("… (") {
          unchanged += Int(text.dropFirst(3).prefix { $0.isNumber }) ?? 0
          continue
        }
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]"),
          let index = Int(text[text.index(after: text.startIndex)..<close])
        else { continue }
        let value = Int(text[text.index(close, offsetBy: 3)...].prefix { $0 != "," })
        switch marker {
        case "-": removed[index] = value
        case "+": inserted[index] = value
        default: unchanged += 1
        }
      }
      #expect(removed.allSatisfy { old[$0.key] == $0.value }, "\(name)")
      #expect(inserted.allSatisfy { new[$0.key] == $0.value }, "\(name)")
      #expect(removed.count + unchanged == old.count, "\(name)")
      #expect(inserted.count + unchanged == new.count, "\(name)")
    }
  }

  @Test("Multi-line string diffs: the kept and inserted lines are the new text, the kept and removed the old")
  func stringDiffs() throws {
    for (name, old, new) in Self.cases() {
      let oldText = old.map { "line \($0)" }.joined(separator: "\n")
      let newText = new.map { "line \($0)" }.joined(separator: "\n")
      let difference = try #require(diff(oldText, newText), "\(name)")
      let lines = difference.split(separator: "\n", omittingEmptySubsequences: false)
      // The first and last lines are the literal's quotes.
      let body = lines.dropFirst().dropLast()
      let oldSide = body.filter { $0.first != "+" }.map { String($0.dropFirst(2)) }
      let newSide = body.filter { $0.first != "-" }.map { String($0.dropFirst(2)) }
      #expect(oldSide.joined(separator: "\n") == oldText, "\(name)")
      #expect(newSide.joined(separator: "\n") == newText, "\(name)")
    }
  }
}
