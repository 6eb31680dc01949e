import Testing

@testable import ComposableArchitecture

/// Every effect in flight holds its launch object, its keys and their ids: they are kept small, and
/// what they keep of an effect's cause comes back exactly.
@MainActor
@Suite struct EffectFootprintTests {
  @Test("An id is 32 bytes, a key 40, one effect's keys 48: every effect in flight holds them")
  func keySizes() {
    // On 64-bit platforms; a 32-bit one has smaller words.
    guard MemoryLayout<Int>.size == 8 else { return }
    #expect(MemoryLayout<EffectID>.size == 32)
    #expect(MemoryLayout<EffectKey>.size == 40)
    #expect(MemoryLayout<EffectKeys>.size == 48)
  }

  /// A launch for an action of type `Action`, started by an action whose cause is `cause`.
  static func launch<Action>(
    _ action: Action, cause: EffectCause, keys: EffectKeys = EffectKeys()
  ) -> EffectLaunch<Int, Action> {
    let core = RootCore<Int, Action>(
      initialState: 0, reducer: { _, _ in .none }, dependencies: DependencyValues(),
      stackIDs: .incrementing())
    return EffectLaunch(
      work: .none, action: action, path: [], keys: keys, cause: cause,
      core: WeakCore(core: core, registry: core.registry), collector: .make())
  }

  @Test("A launch gives its cause back exactly: depth, recent actions, no synchronous depth")
  func causeRoundTrip() {
    var cause: EffectCause? = nil
    for step in 1...40 {
      let next = EffectCause.effect(of: "action \(step)", cause: cause, limit: 30)
      let launched = Self.launch(step, cause: next)
      #expect(launched.cause.depth == next.depth)
      #expect(launched.cause.synchronousDepth == 0)
      #expect(launched.cause.recent.map { "\($0)" } == next.recent.map { "\($0)" })
      cause = next
    }
    #expect(cause?.recent.count == EffectCause.remembered)
    // Depths beyond 32 bits saturate where they are made; a launch keeps the saturated depth.
    let deep = EffectCause(depth: .max, synchronousDepth: 0, recent: [], location: nil)
    #expect(Self.launch(0, cause: deep).cause.depth == Int(Int32.max))
  }
}
