import Foundation
import Sharing
import Testing

/// The elements of a shared collection (`Array($counts)`), read and written after the collection
/// changed under them.
@Suite struct SharedCollectionElementTests {
  @Test("An element read after it was removed keeps its last value; writing it leaves the collection alone")
  func removedElementKeepsItsLastValue() {
    let counts = Shared(value: [1, 2, 3])
    let elements = Array(counts)
    counts.withLock { $0.removeLast() }
    #expect(elements[2].wrappedValue == 3)
    elements[2].withLock { $0 = 30 }
    #expect(elements[2].wrappedValue == 30)
    #expect(counts.wrappedValue == [1, 2])

    counts.withLock { $0.removeAll() }
    #expect(elements.map(\.wrappedValue) == [1, 2, 30])
    // Detached for good: an element that later lands at its position is not its element.
    counts.withLock { $0 = [7, 8, 9] }
    #expect(elements.map(\.wrappedValue) == [1, 2, 30])
    elements[0].withLock { $0 += 1 }
    #expect(counts.wrappedValue == [7, 8, 9])
  }

  /// What an element reference is specified to hold: its position while the collection has an
  /// element there, and its last value once it found none.
  private struct Model {
    var position: Int
    var lastValue: Int
    var isDetached = false

    mutating func read(_ collection: [Int]) -> Int {
      if !isDetached, collection.indices.contains(position) {
        lastValue = collection[position]
      } else {
        isDetached = true
      }
      return lastValue
    }
  }

  @Test(
    "Generated removes, inserts, reorders and clears under live element references (fixed seed): no trap, specified values",
    arguments: [1, 2, 3, 42, 2_026]
  )
  func generatedEditsUnderElementReferences(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let shared = Shared(value: Array(0..<8))
    var collection = Array(0..<8)
    var references: [(shared: Shared<Int>, model: Model)] = []
    var nextValue = 100

    for step in 0..<400 {
      // Take the elements now and then, as a view would on each render.
      if step.isMultiple(of: 25) {
        for (position, element) in Array(shared).enumerated() {
          references.append((element, Model(position: position, lastValue: collection[position])))
        }
      }
      switch random.next() % 7 {
      case 0 where !collection.isEmpty:
        let index = Int(random.next() % UInt64(collection.count))
        shared.withLock { _ = $0.remove(at: index) }
        collection.remove(at: index)
      case 1:
        let index = Int(random.next() % UInt64(collection.count + 1))
        nextValue += 1
        shared.withLock { [nextValue] in $0.insert(nextValue, at: index) }
        collection.insert(nextValue, at: index)
      case 2:
        shared.withLock { $0.reverse() }
        collection.reverse()
      case 3 where collection.count > 1:
        let i = Int(random.next() % UInt64(collection.count))
        let j = Int(random.next() % UInt64(collection.count))
        shared.withLock { $0.swapAt(i, j) }
        collection.swapAt(i, j)
      case 4 where random.next() % 4 == 0:
        shared.withLock { $0.removeAll() }
        collection.removeAll()
      default:
        nextValue += 1
        shared.withLock { [nextValue] in $0.append(nextValue) }
        collection.append(nextValue)
      }

      // Read every reference, and write some.
      for index in references.indices {
        let expected = references[index].model.read(collection)
        #expect(references[index].shared.wrappedValue == expected, "seed \(seed), step \(step)")
        if random.next() % 5 == 0 {
          references[index].shared.withLock { $0 += 1_000 }
          if references[index].model.isDetached {
            references[index].model.lastValue += 1_000
          } else {
            collection[references[index].model.position] += 1_000
            references[index].model.lastValue = collection[references[index].model.position]
          }
        }
      }
      #expect(shared.wrappedValue == collection, "seed \(seed), step \(step)")
    }
  }
}

/// A small seeded generator, so that a failing sequence replays.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476C_E5E9_B1CE
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
