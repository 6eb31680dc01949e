@testable import ComposableArchitecture
import Testing

/// The call site caches' table probes its own slots and grows by itself: whatever keys reach it, it
/// must answer as a dictionary that keeps the first value stored per key.
@Suite("CallSiteTable answers as a dictionary")
struct CallSiteTableTests {
  final class Value {
    let id: Int
    init(_ id: Int) { self.id = id }
  }

  /// A site with generic bindings, from a small pool of words so that keys repeat, and whose
  /// functions share their low bits (as code addresses do).
  static func key(_ generator: inout SplitMix64, pool: Int) -> CallSiteKey {
    let function = UnsafeRawPointer(bitPattern: 0x10_0000 + 16 * Int.random(in: 0..<pool, using: &generator))!
    guard Bool.random(using: &generator) else { return CallSiteKey(function: function) }
    return CallSiteKey(
      function: function, bindingCount: 2, b0: UInt.random(in: 0..<3, using: &generator) * 64,
      b1: 4096, b2: 0, b3: 0)
  }

  @Test("Random inserts and look-ups agree with a model", arguments: [1, 2, 3, 4] as [UInt64])
  func randomOperations(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var table = CallSiteTable<CallSiteKey>()
    var model: [CallSiteKey: Value] = [:]
    // A pool larger than the first table's slots: the table grows several times along the way.
    let pool = 400
    for step in 0..<5_000 {
      let key = Self.key(&generator, pool: pool)
      if Bool.random(using: &generator) {
        let value = Value(step)
        let stored = table.insert(value, at: key)
        let expected = model[key] ?? value
        model[key] = expected
        let same = stored === expected
        #expect(same, "step \(step)")
      } else {
        let same = table.value(at: key) === model[key]
        #expect(same, "step \(step)")
      }
      #expect(table.count == model.count)
    }
    for (key, value) in model {
      let same = table.value(at: key) === value
      #expect(same)
    }
  }

  @Test("Keys that differ only in their bindings, or only in their binding count, stay apart")
  func keysDifferingInBindings() {
    var table = CallSiteTable<CallSiteKey>()
    let function = UnsafeRawPointer(bitPattern: 0x4000)!
    let keys = [
      CallSiteKey(function: function),
      CallSiteKey(function: function, bindingCount: 1, b0: 0, b1: 0, b2: 0, b3: 0),
      CallSiteKey(function: function, bindingCount: 1, b0: 8, b1: 0, b2: 0, b3: 0),
      CallSiteKey(function: function, bindingCount: 2, b0: 8, b1: 0, b2: 0, b3: 0),
      CallSiteKey(function: function, bindingCount: 2, b0: 0, b1: 8, b2: 0, b3: 0),
    ]
    let values = keys.indices.map(Value.init)
    for (key, value) in zip(keys, values) {
      let inserted = table.insert(value, at: key) === value
      #expect(inserted)
    }
    for (key, value) in zip(keys, values) {
      let found = table.value(at: key) === value
      #expect(found)
    }
  }

  @Test("A pair of sites is its own key: the same two sites in the other order are another")
  func pairsOfSites() {
    var table = CallSiteTable<ChildPathsSiteKey>()
    let a = CallSiteKey(function: UnsafeRawPointer(bitPattern: 0x1000)!)
    let b = CallSiteKey(function: UnsafeRawPointer(bitPattern: 0x2000)!)
    let ab = Value(1)
    let ba = Value(2)
    let insertedAB = table.insert(ab, at: ChildPathsSiteKey(state: a, action: b)) === ab
    let insertedBA = table.insert(ba, at: ChildPathsSiteKey(state: b, action: a)) === ba
    let foundAB = table.value(at: ChildPathsSiteKey(state: a, action: b)) === ab
    let foundBA = table.value(at: ChildPathsSiteKey(state: b, action: a)) === ba
    let foundAA = table.value(at: ChildPathsSiteKey(state: a, action: a)) == nil
    #expect(insertedAB && insertedBA && foundAB && foundBA && foundAA)
  }
}
