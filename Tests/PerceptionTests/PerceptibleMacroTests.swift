import ConcurrencyExtras
import Perception
import Testing

@Perceptible
private final class Profile {
  var name = "Blob"
  var visits: Int = 0 {
    didSet { log.append("visits \(oldValue) -> \(visits)") }
  }
  @PerceptionIgnored var log: [String] = []
  let id = 1
  var greeting: String { "Hello, \(name)" }
  nonisolated(unsafe) static var instances = 0
}

@Perceptible
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

@MainActor
@Perceptible
private final class MainActorModel {
  var count = 0
}

/// Counts the calls of a tracking's `onChange`.
private func changes<T>(of apply: () -> T) -> (value: T, count: LockIsolated<Int>) {
  let count = LockIsolated(0)
  let value = withPerceptionTracking(apply) {
    count.withValue { $0 += 1 }
  }
  return (value, count)
}

@Suite("@Perceptible, @PerceptionIgnored and @PerceptionTracked")
struct PerceptibleMacroTests {
  @Test("A stored var is tracked; a @PerceptionIgnored one is not")
  func trackedAndIgnored() {
    let profile = Profile()
    let name = changes { profile.name }
    let log = changes { profile.log }
    #expect(name.value == "Blob")
    profile.log.append("read")
    #expect(log.count.value == 0)
    profile.name = "Blobby"
    #expect(name.count.value == 1)
  }

  @Test("A computed property is tracked through the stored ones it reads")
  func computedThroughStored() {
    let profile = Profile()
    let greeting = changes { profile.greeting }
    #expect(greeting.value == "Hello, Blob")
    profile.name = "Blob Jr."
    #expect(greeting.count.value == 1)
  }

  @Test("Observers of a tracked property still run, and its changes are seen")
  func observersRun() {
    let profile = Profile()
    let visits = changes { profile.visits }
    profile.visits += 1
    #expect(visits.count.value == 1)
    #expect(profile.log == ["visits 0 -> 1"])
  }

  @Test("Writing an equal value notifies no one")
  func equalWritesAreSilent() {
    let profile = Profile()
    let name = changes { profile.name }
    profile.name = "Blob"
    #expect(name.count.value == 0)
  }

  @Test("A @Perceptible class is Perceptible and Observable, generic or isolated")
  func conformances() async {
    #expect((Profile() as Any) is any Perceptible)
    #expect((Box(1) as Any) is any Observable)
    let box = Box([1])
    let value = changes { box.value }
    box.value.append(2)
    #expect(value.count.value == 1)
    let isPerceptible = await MainActor.run { (MainActorModel() as Any) is any Perceptible }
    #expect(isPerceptible)
  }

  @Test("withObservationTracking sees a perceptible class's changes too")
  func observationSeesPerception() {
    let profile = Profile()
    let count = LockIsolated(0)
    withObservationTracking {
      _ = profile.visits
    } onChange: {
      count.withValue { $0 += 1 }
    }
    profile.visits = 3
    #expect(count.value == 1)
  }
}
