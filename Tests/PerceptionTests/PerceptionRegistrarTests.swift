import ConcurrencyExtras
import Foundation
import Perception
import Testing

/// A perceptible class written by hand, with a `PerceptionRegistrar`.
private final class Thermometer: Perceptible, @unchecked Sendable {
  private let registrar = PerceptionRegistrar()
  private var _celsius = 0.0
  private var _label = ""

  var celsius: Double {
    get {
      registrar.access(self, keyPath: \.celsius)
      return _celsius
    }
    set {
      registrar.withMutation(of: self, keyPath: \.celsius) { _celsius = newValue }
    }
  }

  var label: String {
    get {
      registrar.access(self, keyPath: \.label)
      return _label
    }
    set {
      registrar.willSet(self, keyPath: \.label)
      _label = newValue
      registrar.didSet(self, keyPath: \.label)
    }
  }
}

/// A value type holding a registrar keeps its synthesized conformances.
private struct Snapshot: Codable, Hashable {
  var registrar = PerceptionRegistrar(isPerceptionCheckingEnabled: false)
  var count = 0
}

@Suite("PerceptionRegistrar")
struct PerceptionRegistrarTests {
  @Test("withMutation and willSet/didSet notify the tracking of what access recorded")
  func notifies() {
    let thermometer = Thermometer()
    let celsiusChanges = LockIsolated(0)
    let labelChanges = LockIsolated(0)
    _ = withPerceptionTracking { thermometer.celsius } onChange: {
      celsiusChanges.withValue { $0 += 1 }
    }
    _ = withPerceptionTracking { thermometer.label } onChange: {
      labelChanges.withValue { $0 += 1 }
    }
    thermometer.label = "Kitchen"
    #expect(labelChanges.value == 1)
    #expect(celsiusChanges.value == 0)
    thermometer.celsius = 21
    #expect(celsiusChanges.value == 1)
    #expect(thermometer.celsius == 21)
  }

  @Test("Registrars are equal, hash alike and encode to nothing")
  func valueConformances() throws {
    let snapshot = Snapshot(count: 3)
    #expect(snapshot == Snapshot(count: 3))
    #expect(Set([snapshot, Snapshot(count: 3)]).count == 1)
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(Snapshot.self, from: data)
    #expect(decoded == snapshot)
  }
}

@Suite("isPerceptionCheckingEnabled")
struct PerceptionCheckingTests {
  @Test("The setting reads back what was set")
  func readsBack() {
    let original = isPerceptionCheckingEnabled
    defer { isPerceptionCheckingEnabled = original }
    isPerceptionCheckingEnabled = false
    #expect(isPerceptionCheckingEnabled == false)
    isPerceptionCheckingEnabled = true
    #expect(isPerceptionCheckingEnabled == true)
  }
}
