import ConcurrencyExtras
import Testing

@testable import ComposableArchitecture

/// The registry's slots: generated sequences of inserting, updating and removing, checked against a
/// dictionary model, including tokens of removed entries whose slot was reused since.
@Suite struct EffectSlotsTests {
  @Test(arguments: 0..<200)
  func generatedOperationsMatchAModel(_ seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    var slots = EffectSlots<String>()
    /// The live entries by token, in insertion order.
    var model: [(token: Int, value: String)] = []
    var removedTokens: [Int] = []

    for step in 0..<300 {
      switch generator.next() % 10 {
      case 0..<4:
        let value = "value \(step)"
        let announced = slots.nextToken
        let token = slots.insert(value)
        #expect(token == announced, "the registry files an entry under the token announced")
        #expect(!model.contains { $0.token == token }, "a live token was handed out twice")
        model.append((token, value))
      case 4..<6:
        guard !model.isEmpty else { continue }
        let position = Int(generator.next() % UInt64(model.count))
        let (token, value) = model.remove(at: position)
        #expect(slots.remove(token) == value)
        #expect(slots.remove(token) == nil, "a token removes its entry once")
        removedTokens.append(token)
      case 6..<8:
        guard !model.isEmpty else { continue }
        let position = Int(generator.next() % UInt64(model.count))
        let updated = slots.update(model[position].token) { value -> Int in
          value += "!"
          return value.count
        }
        model[position].value += "!"
        #expect(updated == model[position].value.count)
      default:
        // A removed entry's token never reaches the entry now in its slot.
        guard !removedTokens.isEmpty else { continue }
        let token = removedTokens[Int(generator.next() % UInt64(removedTokens.count))]
        #expect(slots[token] == nil)
        #expect(slots.update(token) { _ in true } == nil)
        #expect(slots.remove(token) == nil)
      }
      #expect(slots.count == model.count)
    }
    #expect(slots.tokensOldestFirst == model.map(\.token))
    for (token, value) in model { #expect(slots[token] == value) }
    var visited = 0
    slots.updateAll { _ in visited += 1 }
    #expect(visited == model.count)
  }

  @Test("A slot reused 100,000 times keeps every old token away from the new entry")
  func reusedSlotRejectsOldTokens() {
    var slots = EffectSlots<Int>()
    var previous = slots.insert(0)
    for value in 1...100_000 {
      #expect(slots.remove(previous) == value - 1)
      let announced = slots.nextToken
      let token = slots.insert(value)
      if token != announced {
        Issue.record("token \(token) differs from the one announced, \(announced)")
        return
      }
      if token == previous || slots[previous] != nil {
        Issue.record("token \(previous) still reaches the entry now in its slot")
        return
      }
      previous = token
    }
    #expect(slots.count == 1)
  }

  @Test("5,000 entries at once, removed in a shuffled order, leave none; the slots are reused")
  func burstOfEntries() {
    var generator = SplitMix64(seed: 7)
    var slots = EffectSlots<Int>()
    var tokens = (0..<5_000).map { slots.insert($0) }
    #expect(Set(tokens).count == 5_000)
    #expect(slots.tokensOldestFirst == tokens)
    for index in stride(from: tokens.count - 1, to: 0, by: -1) {
      tokens.swapAt(index, Int(generator.next() % UInt64(index + 1)))
    }
    for token in tokens { #expect(slots.remove(token) != nil) }
    #expect(slots.count == 0)
    #expect(slots.tokensOldestFirst.isEmpty)
    let reused = (0..<5_000).map { slots.insert($0) }
    #expect(Set(reused.map { $0 & 0xFFFF_FFFF }).isSubset(of: Set(tokens.map { $0 & 0xFFFF_FFFF })))
  }
}
