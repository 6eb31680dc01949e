import ConcurrencyExtras
import Testing

@Suite struct AnyHashableSendableExistentialTests {
  @Test func wrapsAnExistential() {
    let values: [any Hashable & Sendable] = [1, "one", 1.0, AnyHashableSendable(1)]
    let wrapped = values.map { AnyHashableSendable($0) }
    #expect(wrapped[0] == AnyHashableSendable(1))
    #expect(wrapped[1] == AnyHashableSendable("one"))
    #expect(wrapped[3] == wrapped[0])
    #expect(wrapped[0] != wrapped[1])
  }
}
