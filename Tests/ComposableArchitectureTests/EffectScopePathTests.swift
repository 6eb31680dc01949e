import Clocks
import Testing

@testable import ComposableArchitecture

/// An effect scoped again and again keeps its scopes as one path (`EffectScopePath`): the path is
/// released one link at a time whatever its length, shares its tail between effects, and files the
/// effect under the same scope keys as scopes nested one inside the other.
@MainActor
@Suite struct EffectScopePathTests {
  @Test func aPathOfAMillionComponentsIsReleasedOnAWorkerThreadsStack() {
    var path = EffectScopePath(EffectID(0))
    for component in 1..<1_000_000 {
      path = EffectScopePath(EffectID(component), inside: path)
    }
    #expect(path.components.count == 1_000_000)
    #expect(path.components.first == EffectID(999_999))
    #expect(path.components.last == EffectID(0))
    // Released here, on the test's thread: no recursion, whatever the length.
  }

  @Test func pathsSharingATailKeepItWhenOneOfThemGoes() {
    var tail = EffectScopePath(EffectID("bottom"))
    for component in 0..<500_000 {
      tail = EffectScopePath(EffectID(component), inside: tail)
    }
    var first: EffectScopePath? = EffectScopePath(EffectID("first"), inside: tail)
    let second = EffectScopePath(EffectID("second"), inside: tail)
    tail = EffectScopePath(EffectID("unrelated"))
    #expect(first?.components.count == 500_002)
    first = nil
    let components = second.components
    #expect(components.count == 500_002)
    #expect(components.first == EffectID("second"))
    #expect(components[1] == EffectID(499_999))
    #expect(components.last == EffectID("bottom"))
  }

  @Test(arguments: [1, 2, 3, 10, 50])
  func scopedEffectsAreCancelledByTheirScopeAtItsPlaceOnly(depth: Int) async {
    let components = (0..<depth).map { "level-\($0)" }
    for level in 0..<depth {
      // Cancelling the scope of `level` from inside the levels above it cancels the effect.
      var cancel = Effect<ScopedSleeper.Action>._cancelScope(components[level])
      for outer in components[..<level].reversed() { cancel = cancel._scoped(to: outer) }
      #expect(await ScopedSleeper.isCancelled(scopes: components, by: cancel))

      // The same scope cancelled from elsewhere (the root, when it is not the outermost) does not.
      if level > 0 {
        let misplaced = Effect<ScopedSleeper.Action>._cancelScope(components[level])
        #expect(await !ScopedSleeper.isCancelled(scopes: components, by: misplaced))
      }
    }
  }
}

/// A feature whose effect sleeps under the scopes it is given, and which can send any effect.
struct ScopedSleeper: Reducer {
  struct State: Equatable {}
  enum Action { case start, run(UncheckedSendable<Effect<Action>>) }
  let scopes: [String]
  let clock: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      var effect = Effect<Action>.run { [clock] _ in try await clock.sleep(for: .seconds(1)) }
      for scope in scopes.reversed() { effect = effect._scoped(to: scope) }
      return effect
    case let .run(effect):
      return effect.value
    }
  }

  /// Whether `cancel`, sent while the effect scoped by `scopes` (outermost first) sleeps, ends it.
  @MainActor
  static func isCancelled(scopes: [String], by cancel: Effect<Action>) async -> Bool {
    var cancelled = false
    await withMainSerialExecutor {
      let clock = TestClock()
      let store = Store(initialState: State()) { ScopedSleeper(scopes: scopes, clock: clock) }
      let task = store.send(.start)
      await Task.megaYield()
      store.send(.run(UncheckedSendable(cancel)))
      await Task.megaYield()
      cancelled = store.runningEffectCount == 0
      await clock.advance(by: .seconds(1))
      await task.finish()
    }
    return cancelled
  }
}
