import ComposableArchitecture
import Testing

/// Already a `Reducer`, with `@CasePathable` and the builder written by hand: nothing is repeated.
@Reducer
struct YaConforme: Reducer {
  struct State: Equatable { var n = 0 }
  @CasePathable
  enum Action { case tocar }
  @ReducerBuilder<State, Action>
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.n += 1
      return .none
    }
  }
}

/// `reduce(into:action:)` instead of a body.
@Reducer
struct ConReduce {
  struct State: Equatable { var n = 0 }
  enum Action { case tocar }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.n += 1
    return .none
  }
}

/// `State` and `Action` as typealiases.
@Reducer
struct Alias {
  typealias State = Int
  typealias Action = Bool
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state += action ? 1 : -1
      return .none
    }
  }
}

/// A public generic reducer.
@Reducer
public struct Acumulador<Valor: Numeric & Sendable> {
  @ObservableState
  public struct State: Equatable {
    public var total: Valor = 0
  }
  public enum Action { case sumar(Valor) }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .sumar(valor):
        state.total += valor
        return .none
      }
    }
  }
}

/// An enum state: `@Reducer` makes it case pathable with dynamic member lookup.
@Reducer
struct Sesion {
  @ObservableState
  enum State: Equatable {
    case anonima
    case conectada(Formulario.State)
    case error(String)
  }

  enum Action {
    case conectar
    case desconectar
    case fallar(String)
    case conectada(Formulario.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.conectada, action: \.conectada) { Formulario() }
    Reduce { state, action in
      switch action {
      case .conectar:
        state = .conectada(Formulario.State())
      case .desconectar:
        state = .anonima
      case let .fallar(mensaje):
        state = .error(mensaje)
      case .conectada:
        break
      }
      return .none
    }
  }
}

@MainActor
@Suite("@Reducer")
struct ReducerMacroTests {
  @Test func keepsWhatTheUserWrote() {
    let store = Store(initialState: YaConforme.State()) { YaConforme() }
    store.send(.tocar)
    #expect(store.n == 1)
  }

  @Test func supportsReduceIntoAction() {
    let store = Store(initialState: ConReduce.State()) { ConReduce() }
    store.send(.tocar)
    #expect(store.n == 1)
  }

  @Test func supportsTypealiases() {
    let store = Store(initialState: 0) { Alias() }
    store.send(true)
    store.send(true)
    store.send(false)
    #expect(store.state == 1)
  }

  @Test func supportsGenericPublicReducers() {
    let store = Store(initialState: Acumulador<Double>.State()) { Acumulador<Double>() }
    let total = observe { _ = store.total }
    store.send(.sumar(1.5))
    #expect(total.value)
    #expect(store.total == 1.5)
  }

  @Test func enumStatesAreCasePathableWithDynamicMembers() {
    let store = Store(initialState: Sesion.State.anonima) { Sesion() }
    #expect(store.state.is(\.anonima))
    store.send(.conectar)
    #expect(store.state.conectada?.nombre == "")
    store.send(.conectada(.nombreCambiado("Blob")))
    #expect(store.state.conectada?.nombre == "Blob")
    #expect(store.conectada?.nombre == "Blob")
    #expect(Sesion.State.error("x")[case: \.error] == "x")
  }

  @Test func enumStatesNotifyCaseChangesAndObserveTheirPayload() {
    let store = Store(initialState: Sesion.State.anonima) { Sesion() }
    let estado = observe { _ = store.state }
    store.send(.conectar)
    #expect(estado.value)

    let nombre = observe { _ = store.conectada?.nombre }
    let correo = observe { _ = store.state.conectada?.correo }
    store.send(.conectada(.nombreCambiado("Blob")))
    #expect(nombre.value)
    #expect(!correo.value)

    let conectada = observe { _ = store.conectada?.nombre }
    store.send(.fallar("sin red"))
    #expect(conectada.value)
    #expect(store.error == "sin red")
  }

  @Test func enumStateIdentityFollowsTheCaseAndItsState() {
    let formulario = Formulario.State()
    let a = Sesion.State.conectada(formulario)
    let b = Sesion.State.conectada(formulario)
    #expect(a._$id == b._$id)
    #expect(Sesion.State.anonima._$id == Sesion.State.anonima._$id)
    #expect(Sesion.State.anonima._$id != a._$id)
    #expect(Sesion.State.conectada(Formulario.State())._$id != a._$id)
    // A payload that is not an observable state cannot be compared: a new identity each time.
    #expect(Sesion.State.error("x")._$id != Sesion.State.error("x")._$id)
  }
}
