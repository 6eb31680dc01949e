import Clocks
import Testing

@testable import ComposableArchitecture

/// Issue 19: the registry keeps one token per key without a set, and ids hash once. Issue 30: an
/// effect's task is created before it is filed, and a `cancelInFlight` effect is filed and its
/// predecessor cancelled in one step. None of it may change what is cancelled.
@MainActor
@Suite("Effect registry: filing, replacing, ids, identities")
struct EffectRegistryTests {
  enum CancelID: Hashable, Sendable { case a, b }

  @Test("Filing an effect in place of a key's effects cancels them, and only them")
  func replacingCancelsThePredecessors() async {
    let registry = EffectRegistry()
    let a = EffectKey(path: [], id: EffectID(CancelID.a))
    let b = EffectKey(path: [], id: EffectID(CancelID.b))
    let tasks = (0..<4).map { _ in Task<Void, Never> { try? await Task.sleep(for: .seconds(3_600)) } }
    let first = registry.register(CancellationHandle(tasks[0]), under: [a, b])
    let second = registry.register(CancellationHandle(tasks[1]), under: [a])
    let other = registry.register(CancellationHandle(tasks[2]), under: [b])
    let replacement = registry.register(CancellationHandle(tasks[3]), under: [a, b], replacing: a)
    #expect(tasks[0].isCancelled && tasks[1].isCancelled)
    #expect(!tasks[2].isCancelled && !tasks[3].isCancelled)
    #expect(registry.cancellationReason(of: first) == "by id EffectRegistryTests.CancelID.a")
    // The cancelled ones are still running (and counted) until they finish.
    #expect(registry.count == 4)
    #expect(registry.hasCancelledEffectsRunning)
    // Under `b`, the first one is gone; the other one and the replacement are still there.
    registry.cancel(b)
    #expect(tasks[2].isCancelled && tasks[3].isCancelled)
    #expect(registry.cancellationReason(of: replacement) == "by id EffectRegistryTests.CancelID.b")
    for task in tasks {
      task.cancel()
      await task.value
    }
    for token in [first, second, other, replacement] { registry.finish(token) }
    #expect(registry.count == 0)
    #expect(!registry.hasCancelledEffectsRunning)
  }

  @Test("Replacing under a key with no effect files the new one, which the next cancel finds")
  func replacingAnEmptyKey() async {
    let registry = EffectRegistry()
    let a = EffectKey(path: [], id: EffectID(CancelID.a))
    let task = Task<Void, Never> { try? await Task.sleep(for: .seconds(3_600)) }
    let token = registry.register(CancellationHandle(task), under: [a], replacing: a)
    #expect(!task.isCancelled)
    registry.cancel(a)
    #expect(task.isCancelled)
    await task.value
    registry.finish(token)
    #expect(registry.count == 0)
  }

  @Test("Several effects under one key are all cancelled; one under two keys leaves both")
  func manyTokensUnderOneKey() async {
    let registry = EffectRegistry()
    let a = EffectKey(path: [], id: EffectID(CancelID.a))
    let b = EffectKey(path: [], id: EffectID(CancelID.b))
    let tasks = (0..<3).map { _ in Task<Void, Never> { try? await Task.sleep(for: .seconds(3_600)) } }
    let tokens = [
      registry.register(CancellationHandle(tasks[0]), under: [a]),
      registry.register(CancellationHandle(tasks[1]), under: [a, b]),
      registry.register(CancellationHandle(tasks[2]), under: [a]),
    ]
    // Finishing one of three leaves the other two under `a`.
    registry.finish(tokens[0])
    tasks[0].cancel()
    registry.cancel(b)
    #expect(tasks[1].isCancelled)
    #expect(!tasks[2].isCancelled)
    registry.cancel(a)
    #expect(tasks[2].isCancelled)
    for task in tasks {
      task.cancel()
      await task.value
    }
    for token in tokens { registry.finish(token) }
    #expect(registry.count == 0)
  }

  @Test("Ids of different types are different ids, as in TCA; equal values of one type are one id")
  func idsOfDifferentTypes() {
    #expect(EffectID(1) == EffectID(1))
    #expect(EffectID(1) != EffectID(Int8(1)))
    #expect(EffectID("a") == EffectID("a"))
    #expect(EffectID("a") != EffectID(Substring("a")))
    #expect(EffectID(AnyHashableSendable(CancelID.a)) != EffectID(CancelID.b))
    // TCA tells ids apart by their static type: a type-erased id is another id.
    #expect(EffectID(AnyHashableSendable(CancelID.a)) != EffectID(CancelID.a))
    #expect(EffectID(AnyHashableSendable(CancelID.a)) == EffectID(AnyHashableSendable(CancelID.a)))
    var seen: Set<EffectID> = [EffectID(CancelID.a), EffectID(1)]
    #expect(!seen.insert(EffectID(CancelID.a)).inserted)
    #expect(seen.insert(EffectID(CancelID.b)).inserted)
  }

  struct Debounced: Reducer {
    struct State: Equatable { var started = 0 }
    enum Action: Equatable { case start, stop }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        state.started += 1
        return .run { _ in try await Task.sleep(for: .seconds(3_600)) }
          .cancellable(id: CancelID.a, cancelInFlight: true)
      case .stop:
        return .cancel(id: CancelID.a)
      }
    }
  }

  /// 3,000 generated operations over four keys (effects filed under one to three of them, half of
  /// them in place of the effects under one of those keys; finished and cancelled in random order)
  /// against a model: every effect is cancelled exactly when an id it is filed under is cancelled
  /// while it runs, once, and the counts follow.
  @Test("The by-key index matches a model over generated registrations, finishes and cancels")
  func generatedOperationsMatchAModel() {
    let registry = EffectRegistry()
    let keys = (0..<4).map { EffectKey(path: [], id: EffectID($0)) }
    let cancellations = LockIsolated<[Int: Int]>([:])
    var live: [Int: Set<Int>] = [:]  // token -> the key indices it is filed under
    var cancelled: Set<Int> = []
    var state: UInt64 = 0x0123_4567_89AB_CDEF
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<3_000 {
      switch next(10) {
      case 0..<5:
        var filed: Set<Int> = [next(4)]
        while next(3) == 0 { filed.insert(next(4)) }
        // Half of the registrations replace the effects under one of their keys (cancelInFlight):
        // for the model, a cancel of that key, then a registration.
        let replaced = next(2) == 0 ? filed.sorted()[next(filed.count)] : nil
        if let replaced {
          for (token, filed) in live where filed.contains(replaced) { cancelled.insert(token) }
        }
        let box = LockIsolated(0)
        let token = registry.register(
          CancellationHandle(onCancel: { cancellations.withValue { $0[box.value, default: 0] += 1 } }),
          under: filed.sorted().map { keys[$0] }, replacing: replaced.map { keys[$0] })
        box.setValue(token)
        live[token] = filed
      case 5..<7:
        guard let token = live.keys.sorted().dropFirst(next(max(1, live.count))).first else { continue }
        registry.finish(token)
        live[token] = nil
        cancelled.remove(token)
      default:
        let key = next(4)
        registry.cancel(keys[key])
        for (token, filed) in live where filed.contains(key) { cancelled.insert(token) }
      }
      #expect(registry.count == live.count)
      #expect(registry.hasCancelledEffectsRunning == !cancelled.isEmpty)
    }
    // Each effect cancelled while it ran was cancelled once, and no other.
    #expect(cancellations.value.values.allSatisfy { $0 == 1 })
    for token in cancelled { #expect(cancellations.value[token] == 1) }
    for token in Set(live.keys).subtracting(cancelled) { #expect(cancellations.value[token] == nil) }
  }

  @Test("A storm of cancelInFlight sends leaves no effect running once the last one is cancelled")
  func cancelInFlightStorm() async {
    let store = Store(initialState: Debounced.State()) { Debounced() }
    var tasks: [StoreTask] = []
    for _ in 0..<2_000 { tasks.append(store.send(.start)) }
    #expect(store.access.registry.count >= 1)
    tasks.append(store.send(.stop))
    for task in tasks { await task.finish() }
    #expect(store.access.registry.count == 0)
    #expect(store.started == 2_000)
  }
}

/// Issue 19: a state identity is a number, so copying a state retains nothing for it.
@Suite("Observable state identity")
struct ObservableStateIdentityTests {
  @Test("New identities are unique; copies share theirs; case identities compare by case only")
  func identities() async {
    let a = ObservableStateID()
    let b = a
    #expect(a == b)
    #expect(a != ObservableStateID())
    #expect(a._$tag(1) == b._$tag(1))
    #expect(a._$tag(1) != a._$tag(2))
    #expect(ObservableStateID._$case(3) == ObservableStateID._$case(3))
    #expect(ObservableStateID._$case(3) != a._$tag(3))
    let made = await withTaskGroup(of: [ObservableStateID].self) { group in
      for _ in 0..<4 {
        group.addTask { (0..<1_000).map { _ in ObservableStateID() } }
      }
      var all: [ObservableStateID] = []
      for await ids in group { all += ids }
      return all
    }
    #expect(Set(made).count == 4_000)
  }
}
