import ComposableArchitecture
import ConcurrencyExtras
import Observation
import Testing

/// Issue 19: a scoped store keeps the state it read while the root's state is unchanged, and a read
/// served from that copy registers the same observations as a read through the root.
@Reducer
private struct HojaCacheada {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action: Equatable { case incrementar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.cuenta += 1
      return .none
    }
  }
}

@Reducer
private struct RamaCacheada {
  @ObservableState
  struct State: Equatable {
    var hoja = HojaCacheada.State()
  }
  enum Action: Equatable {
    case hoja(HojaCacheada.Action)
    case reemplazarHoja
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.hoja, action: \.hoja) { HojaCacheada() }
    Reduce { state, action in
      if case .reemplazarHoja = action {
        // A new leaf state with the same count: a different instance.
        state.hoja = HojaCacheada.State(cuenta: state.hoja.cuenta)
      }
      return .none
    }
  }
}

/// Something outside the state a computed property may read.
private let afuera = LockIsolated(0)

@Reducer
private struct RaizCacheada {
  @ObservableState
  struct State: Equatable {
    var rama = RamaCacheada.State()
    /// A computed child state that depends on something outside the state.
    var derivada: HojaCacheada.State {
      get { HojaCacheada.State(cuenta: rama.hoja.cuenta + afuera.value) }
      set { rama.hoja.cuenta = newValue.cuenta - afuera.value }
    }
  }
  enum Action: Equatable {
    case rama(RamaCacheada.Action)
    case derivada(HojaCacheada.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.rama, action: \.rama) { RamaCacheada() }
  }
}

@MainActor
@Suite("Scoped state cache")
struct ScopedStateCacheTests {
  @Test("Reads after a change see the change; many reads agree with the root")
  func readsStayCurrent() {
    let store = Store(initialState: RaizCacheada.State()) { RaizCacheada() }
    let hoja = store.scope(state: \.rama, action: \.rama).scope(state: \.hoja, action: \.hoja)
    for expected in 0..<5 {
      for _ in 0..<4 { #expect(hoja.cuenta == expected) }
      #expect(hoja.state == store.rama.hoja)
      hoja.send(.incrementar)
    }
  }

  @Test("A read served from the cache still observes the levels above the store")
  func cachedReadsObserveEveryLevel() {
    let store = Store(initialState: RaizCacheada.State()) { RaizCacheada() }
    let hoja = store.scope(state: \.rama, action: \.rama).scope(state: \.hoja, action: \.hoja)
    // Three reads: the third and later are served from the cache.
    for _ in 0..<3 { _ = hoja.cuenta }
    let changed = observe { _ = hoja.cuenta }
    // The leaf's count does not change; the leaf state is replaced by another instance, which only
    // the observation of `\.hoja` on the branch's state reports.
    store.send(.rama(.reemplazarHoja))
    #expect(changed.value)
  }

  @Test("A scope through a computed property is read through every time")
  func computedPathsAreNotCached() {
    afuera.setValue(0)
    let store = Store(initialState: RaizCacheada.State()) { RaizCacheada() }
    let derivada = store.scope(state: \.derivada, action: \.derivada)
    for _ in 0..<3 { #expect(derivada.cuenta == 0) }
    // No action: the computed property's input changes outside the state.
    afuera.setValue(7)
    for _ in 0..<3 { #expect(derivada.cuenta == 7) }
  }
}
