import IdentifiedCollections
import Testing

/// Mutations through `subscript(id:)` and the positional subscript happen in place: neither the
/// array's storage nor an element's copy-on-write payload is copied when uniquely referenced.
@Suite struct CopyOnWriteTests {
  func rows(_ count: Int, counter: CopyCounter) -> IdentifiedArrayOf<Row> {
    IdentifiedArray(
      uniqueElements: (0..<count).map {
        Row(id: $0, payload: CountedPayload(value: 0, counter: counter))
      }
    )
  }

  func baseAddress(_ array: IdentifiedArrayOf<Row>) -> UnsafeRawPointer? {
    array.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }

  @Test(arguments: [0, 50, 99])
  func idSubscriptMutatesInPlace(id: Int) {
    let counter = CopyCounter()
    var array = rows(100, counter: counter)
    let before = baseAddress(array)
    array[id: id]?.payload.increment()
    array[id: id]?.payload.increment()
    #expect(counter.copies == 0)
    #expect(baseAddress(array) == before)
    #expect(array[id: id]?.payload.value == 2)
    #expect(array.index(id: id) == id)
    #expect(indexProblem(in: array) == nil)
  }

  @Test(arguments: [0, 50, 99])
  func positionalSubscriptMutatesInPlace(offset: Int) {
    let counter = CopyCounter()
    var array = rows(100, counter: counter)
    let before = baseAddress(array)
    array[offset].payload.increment()
    #expect(counter.copies == 0)
    #expect(baseAddress(array) == before)
    #expect(array[offset].payload.value == 1)
  }

  @Test func mutatingEveryRowByIDWhileIteratingIDsCopiesNothing() {
    let counter = CopyCounter()
    var array = rows(100, counter: counter)
    let before = baseAddress(array)
    for id in array.ids {
      array[id: id]?.payload.increment()
    }
    #expect(counter.copies == 0)
    #expect(baseAddress(array) == before)
    #expect(array.allSatisfy { $0.payload.value == 1 })
  }

  /// The control case: with the storage shared, the same mutation must copy, so the tests above
  /// would notice a copy.
  @Test func sharedStorageIsCopiedOnMutation() {
    let counter = CopyCounter()
    var array = rows(10, counter: counter)
    let snapshot = array
    let before = baseAddress(array)
    array[id: 3]?.payload.increment()
    #expect(counter.copies == 1)
    #expect(baseAddress(array) != before)
    #expect(baseAddress(snapshot) == before)
    #expect(snapshot[id: 3]?.payload.value == 0)
    #expect(array[id: 3]?.payload.value == 1)
  }
}
