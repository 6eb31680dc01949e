import ComposableArchitecture
import Testing

/// A child feature that can change itself in place, replace itself, or do nothing.
@Reducer
struct Pagina {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
  }

  enum Action: Equatable {
    case renombrar(String)
    case reemplazar
    case nada
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renombrar(nombre):
        state.nombre = nombre
      case .reemplazar:
        state = State(nombre: state.nombre)
      case .nada:
        break
      }
      return .none
    }
  }
}

/// A counter on a plain value: its baseline is its bits.
struct ContadorPlano: Reducer {
  enum Action: Equatable {
    case sumar(Int)
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    if case let .sumar(cantidad) = action { state += cantidad }
    return .none
  }
}

/// Text: a value whose changes cannot be told apart cheaply, so any write is notified.
struct TextoLibre: Reducer {
  enum Action: Equatable {
    case fijar(String)
  }

  func reduce(into state: inout String, action: Action) -> Effect<Action> {
    if case let .fijar(texto) = action { state = texto }
    return .none
  }
}

/// One parent with a child of each kind of baseline, each written through a scoping reducer.
@Reducer
struct Cuaderno {
  @ObservableState
  struct State: Equatable {
    var hoja = Pagina.State()
    var opcional: Pagina.State? = Pagina.State()
    var cuenta = 0
    var texto = ""
  }

  enum Action: Equatable {
    case hoja(Pagina.Action)
    case opcional(Pagina.Action)
    case cuenta(ContadorPlano.Action)
    case texto(TextoLibre.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.hoja, action: \.hoja) { Pagina() }
    Scope(state: \.cuenta, action: \.cuenta) { ContadorPlano() }
    Scope(state: \.texto, action: \.texto) { TextoLibre() }
    Reduce { _, _ in .none }
      .ifLet(\.opcional, action: \.opcional) { Pagina() }
  }
}

/// A store's pass writes a child through its parent's field in place and notifies observers of
/// that field exactly when the child's baseline changed: an observable state's identity (also
/// inside an optional), a plain value's bits; any write of other values.
@Suite("Writes through a scoping reducer notify the parent's field by the child's baseline")
@MainActor
struct ScopedWriteNotificationTests {
  @Test(
    "An observable child, plain or optional: notified when it replaces itself, not when it changes in place",
    arguments: [false, true]
  )
  func observableChild(isOptional: Bool) {
    let store = Store(initialState: Cuaderno.State()) { Cuaderno() }
    for round in 0..<20 {
      let campo = observe { _ = isOptional ? store.opcional : store.hoja }
      let action: Pagina.Action = [.renombrar("\(round)"), .nada, .reemplazar][round % 3]
      store.send(isOptional ? .opcional(action) : .hoja(action))
      #expect(campo.value == (action == .reemplazar), "round \(round): \(action)")
    }
    #expect((isOptional ? store.opcional?.nombre : store.hoja.nombre) == "18")
  }

  @Test("A plain value: notified when its bits change")
  func plainChild() {
    let store = Store(initialState: Cuaderno.State()) { Cuaderno() }
    for round in 0..<20 {
      let campo = observe { _ = store.cuenta }
      let cantidad = round % 2
      store.send(.cuenta(.sumar(cantidad)))
      #expect(campo.value == (cantidad != 0), "round \(round)")
    }
    #expect(store.cuenta == 10)
  }

  @Test("Text: notified at every write, even of the same text")
  func textChild() {
    let store = Store(initialState: Cuaderno.State()) { Cuaderno() }
    for round in 0..<6 {
      let campo = observe { _ = store.texto }
      store.send(.texto(.fijar(round < 3 ? "igual" : "\(round)")))
      #expect(campo.value, "round \(round)")
    }
    #expect(store.texto == "5")
  }
}
