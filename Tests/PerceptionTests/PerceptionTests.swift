import ConcurrencyExtras
import Perception
import Testing

@Perceptible
final class Counter {
  var count = 0
  @ObservationIgnored var ignored = 0
}

@Suite("Perception: Observation under Perception's names")
struct PerceptionTests {
  @Test("withPerceptionTracking calls onChange when a read property changes")
  func tracking() {
    let counter = Counter()
    let changes = LockIsolated(0)
    let value = withPerceptionTracking {
      counter.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    #expect(value == 0)
    counter.ignored += 1
    #expect(changes.value == 0)
    counter.count += 1
    #expect(changes.value == 1)
  }

  @Test("A @Perceptible class is Perceptible")
  func conformance() {
    let perceptible: any Perceptible = Counter()
    #expect(perceptible is Counter)
  }
}
