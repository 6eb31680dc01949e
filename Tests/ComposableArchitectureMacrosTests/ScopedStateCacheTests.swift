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

/// An object a state holds, to see when every copy of the state is gone.
private final class FichaCacheada: Equatable, @unchecked Sendable {
  static func == (lhs: FichaCacheada, rhs: FichaCacheada) -> Bool { lhs === rhs }
}

/// A leaf whose state holds an object, replaced by each action.
@Reducer
private struct HojaConFichaCacheada {
  @ObservableState
  struct State: Equatable {
    var ficha = FichaCacheada()
  }
  enum Action: Equatable { case renovar }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.ficha = FichaCacheada()
      return .none
    }
  }
}

@Reducer
private struct RamaConFichaCacheada {
  @ObservableState
  struct State: Equatable {
    var hoja = HojaConFichaCacheada.State()
  }
  enum Action: Equatable { case hoja(HojaConFichaCacheada.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.hoja, action: \.hoja) { HojaConFichaCacheada() }
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

  @Test("The cached copy lets go of the state it held: at a change, and with the store")
  func cachedCopiesAreReleased() {
    var released: [() -> FichaCacheada?] = []
    do {
      let store = Store(initialState: RamaConFichaCacheada.State()) { RamaConFichaCacheada() }
      let hoja = store.scope(state: \.hoja, action: \.hoja)
      for _ in 0..<5 {
        // Three reads: the cache fills, then serves.
        for _ in 0..<3 { _ = hoja.ficha }
        weak let anterior = hoja.ficha
        released.append { anterior }
        hoja.send(.renovar)
        // Served after the change: the new object, not the cached old one.
        #expect(hoja.ficha !== anterior)
        #expect(anterior == nil)
      }
      for _ in 0..<3 { _ = hoja.ficha }
      weak let ultima = hoja.ficha
      released.append { ultima }
    }
    #expect(released.allSatisfy { $0() == nil })
  }
}
