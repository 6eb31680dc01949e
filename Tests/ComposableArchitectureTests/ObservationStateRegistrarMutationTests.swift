import ComposableArchitecture
import Observation
import Testing

/// `ObservationStateRegistrar`'s `mutate`, `willModify` and `didModify`, as hand-written accessors
/// in TCA's shape call them: observers hear of a change, not of the same value written again.
@Suite("ObservationStateRegistrar mutate/willModify/didModify")
struct ObservationStateRegistrarMutationTests {
  /// A state with accessors written by hand.
  struct Counter: ObservableState, Observable {
    var _count = 0
    var _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }

    var count: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.count)
        return _count
      }
      set {
        _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, ==)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
        defer { _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, ==) }
        yield &_count
      }
    }
  }

  /// How many times observers of `count` hear of a change while `change` runs.
  func notifications(_ counter: Counter, _ change: (inout Counter) -> Void) -> Int {
    var counter = counter
    let heard = LockIsolated(0)
    withObservationTracking {
      _ = counter.count
    } onChange: {
      heard.withValue { $0 += 1 }
    }
    change(&counter)
    return heard.value
  }

  @Test func settingANewValueNotifies() {
    #expect(notifications(Counter()) { $0.count = 1 } == 1)
  }

  @Test func settingTheSameValueDoesNotNotify() {
    #expect(notifications(Counter()) { $0.count = 0 } == 0)
  }

  @Test func changingInPlaceNotifies() {
    #expect(notifications(Counter()) { $0.count += 1 } == 1)
  }

  @Test func changingInPlaceToTheSameValueDoesNotNotify() {
    #expect(notifications(Counter()) { $0.count += 0 } == 0)
  }

  @Test func theValueIsStored() {
    var counter = Counter()
    counter.count = 3
    counter.count += 2
    #expect(counter.count == 5)
  }
}
