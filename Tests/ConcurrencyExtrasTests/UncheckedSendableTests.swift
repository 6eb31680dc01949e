import ConcurrencyExtras
import Foundation
import Testing

/// A type that is not `Sendable`.
private final class Counter {
  var count = 0
}

/// A `Sendable` value holding a non-`Sendable` one through the property wrapper.
private struct Holder: Sendable {
  @UncheckedSendable var counter = Counter()
}

@Suite("UncheckedSendable: property wrapper, Codable, AsyncSequence")
struct UncheckedSendableTests {
  @Test("As a property wrapper it keeps the value, and $name is the wrapper")
  func propertyWrapper() async {
    let holder = Holder()
    holder.counter.count = 3
    let wrapper: UncheckedSendable<Counter> = holder.$counter
    let count = await Task.detached { wrapper.value.count }.value
    #expect(count == 3)
    var copy = UncheckedSendable(1)
    copy.projectedValue = UncheckedSendable(2)
    #expect(copy.wrappedValue == 2)
  }

  @Test("It encodes and decodes as its value")
  func codable() throws {
    let data = try JSONEncoder().encode(UncheckedSendable([1, 2]))
    #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
    let decoded = try JSONDecoder().decode(UncheckedSendable<[Int]>.self, from: data)
    #expect(decoded.value == [1, 2])
  }

  @Test("A wrapped async sequence is iterated like the sequence")
  func asyncSequence() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var values: [Int] = []
    for await value in UncheckedSendable(stream) {
      values.append(value)
    }
    #expect(values == [1, 2])
  }
}
