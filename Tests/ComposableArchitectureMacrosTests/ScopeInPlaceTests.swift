import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// A copy-on-write list that counts how many times its buffer was copied.
struct ListaContada: Sendable {
  private final class Buffer: @unchecked Sendable {
    var elements: [Int]
    init(_ elements: [Int]) { self.elements = elements }
  }

  private var buffer: Buffer
  /// Shared by every copy of this list: how many buffer copies happened.
  let copies: LockIsolated<Int>

  init(count: Int, copies: LockIsolated<Int>) {
    self.buffer = Buffer(Array(repeating: 0, count: count))
    self.copies = copies
  }

  var count: Int { buffer.elements.count }

  mutating func append(_ element: Int) {
    if !isKnownUniquelyReferenced(&buffer) {
      copies.withValue { $0 += 1 }
      buffer = Buffer(buffer.elements)
    }
    buffer.elements.append(element)
  }
}

@Reducer
struct Inventario {
  @ObservableState
  struct State {
    var articulos: ListaContada
    var ultimo = 0
  }

  enum Action {
    case agregar(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .agregar(articulo):
        state.articulos.append(articulo)
        state.ultimo = articulo
        return .none
      }
    }
  }
}

@Reducer
struct Almacen {
  @ObservableState
  struct State {
    var historico: ListaContada
    var inventario: Inventario.State
  }

  enum Action {
    case inventario(Inventario.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inventario, action: \.inventario) { Inventario() }
  }
}

@Reducer
struct Empresa {
  @ObservableState
  struct State {
    var almacen: Almacen.State
    var nombre = ""
  }

  enum Action {
    case almacen(Almacen.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.almacen, action: \.almacen) { Almacen() }
  }
}

@MainActor
@Suite("Scope writes a child state in place")
struct ScopeInPlaceTests {
  func makeState(copies: LockIsolated<Int>) -> Almacen.State {
    Almacen.State(
      historico: ListaContada(count: 10_000, copies: copies),
      inventario: Inventario.State(articulos: ListaContada(count: 10_000, copies: copies)))
  }

  @Test func theCounterSeesACopyThroughTheFieldsOwnKeyPath() {
    // Control: a write through the key path of the (computed) field copies the child's list.
    let copies = LockIsolated(0)
    var state = makeState(copies: copies)
    let keyPath: WritableKeyPath<Almacen.State, Inventario.State> = \.inventario
    state[keyPath: keyPath].articulos.append(1)
    #expect(copies.value == 1)
  }

  @Test func aScopedChildActionCopiesNoLargeArray() {
    let copies = LockIsolated(0)
    let store = Store(initialState: makeState(copies: copies)) { Almacen() }
    for articulo in 1...100 {
      store.send(.inventario(.agregar(articulo)))
    }
    #expect(copies.value == 0)
    #expect(store.inventario.articulos.count == 10_100)
    #expect(store.inventario.ultimo == 100)
    #expect(store.historico.count == 10_000)
  }

  @Test func aDeeplyScopedChildActionCopiesNoLargeArray() {
    let copies = LockIsolated(0)
    let store = Store(initialState: Empresa.State(almacen: makeState(copies: copies))) { Empresa() }
    for articulo in 1...100 {
      store.send(.almacen(.inventario(.agregar(articulo))))
    }
    #expect(copies.value == 0)
    #expect(store.almacen.inventario.articulos.count == 10_100)
  }

  @Test func aScopedStoreSendsWithoutCopying() {
    let copies = LockIsolated(0)
    let store = Store(initialState: makeState(copies: copies)) { Almacen() }
    let inventario = store.scope(state: \.inventario, action: \.inventario)
    for articulo in 1...100 {
      inventario.send(.agregar(articulo))
    }
    #expect(copies.value == 0)
    #expect(inventario.ultimo == 100)
  }

  @Test func theStoragePathIsRecordedForEachTrackedField() {
    #expect(Almacen.State._storageKeyPath(for: \.inventario) != \Almacen.State.inventario)
    #expect(Almacen.State._fieldName(for: \.inventario) == "inventario")
    #expect(Inventario.State._fieldName(for: \.articulos) == "articulos")
  }
}
