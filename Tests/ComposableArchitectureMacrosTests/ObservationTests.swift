import ComposableArchitecture
import Observation
import Testing

@Reducer
struct Formulario {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
    var correo = ""
  }

  enum Action: Equatable {
    case nombreCambiado(String)
    case correoCambiado(String)
    case reiniciar
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nombreCambiado(nombre):
        state.nombre = nombre
      case let .correoCambiado(correo):
        state.correo = correo
      case .reiniciar:
        state = State()
      }
      return .none
    }
  }
}

@Reducer
struct Pantalla {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
    var titulo = ""
    var formulario = Formulario.State()
    var hoja: Formulario.State?
    var filas: [Formulario.State] = []
  }

  enum Action: Equatable {
    case incrementar
    case fijarCuenta(Int)
    case titular(String)
    case formulario(Formulario.Action)
    case reemplazarFormulario(Formulario.State)
    case renombrarEnSitio(String)
    case mostrarHoja
    case renombrarHoja(String)
    case ocultarHoja
    case agregarFila
    case renombrarFila(Int, String)
    case reiniciarTodo
    case restaurar(State)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.formulario, action: \.formulario) { Formulario() }
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
      case let .fijarCuenta(cuenta):
        state.cuenta = cuenta
      case let .titular(titulo):
        state.titulo = titulo
      case .formulario:
        break
      case let .reemplazarFormulario(formulario):
        state.formulario = formulario
      case let .renombrarEnSitio(nombre):
        state.formulario.nombre = nombre
      case .mostrarHoja:
        state.hoja = Formulario.State()
      case let .renombrarHoja(nombre):
        state.hoja?.nombre = nombre
      case .ocultarHoja:
        state.hoja = nil
      case .agregarFila:
        state.filas.append(Formulario.State())
      case let .renombrarFila(indice, nombre):
        state.filas[indice].nombre = nombre
      case .reiniciarTodo:
        state = State()
      case let .restaurar(estado):
        state = estado
      }
      return .none
    }
  }
}

/// A state without `@ObservableState`: observable only as a whole.
struct Simple: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case incrementar, nada }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .incrementar = action { state.cuenta += 1 }
    return .none
  }
}

@MainActor
@Suite("@ObservableState: observation through a store")
struct ObservationTests {
  func makeStore() -> StoreOf<Pantalla> {
    Store(initialState: Pantalla.State()) { Pantalla() }
  }

  @Test func aFieldObserverFiresExactlyWhenThatFieldChanges() {
    let store = makeStore()
    let cuenta = observe { _ = store.cuenta }
    store.send(.titular("hola"))
    store.send(.formulario(.nombreCambiado("Blob")))
    #expect(!cuenta.value)
    store.send(.incrementar)
    #expect(cuenta.value)

    let titulo = observe { _ = store.titulo }
    store.send(.incrementar)
    #expect(!titulo.value)
    store.send(.titular("adiós"))
    #expect(titulo.value)
  }

  @Test func settingAnEqualValueNotifiesNobody() {
    let store = makeStore()
    store.send(.fijarCuenta(3))
    let cuenta = observe { _ = store.cuenta }
    store.send(.fijarCuenta(3))
    #expect(!cuenta.value)
    store.send(.fijarCuenta(4))
    #expect(cuenta.value)
  }

  @Test func aNestedFieldObserverFiresOnlyForThatNestedField() {
    let store = makeStore()
    let nombre = observe { _ = store.formulario.nombre }
    store.send(.formulario(.correoCambiado("a@b.c")))
    store.send(.incrementar)
    #expect(!nombre.value)
    store.send(.formulario(.nombreCambiado("Blob")))
    #expect(nombre.value)
    #expect(store.formulario.nombre == "Blob")
  }

  @Test func aChildStateKeepsItsIdentityWhileItChangesInPlace() {
    let store = makeStore()
    let identity = store.formulario._$id
    // Reading the whole child registers the parent's field only: changes inside the child are
    // notified to observers of the child's own fields.
    let wholeChild = observe { _ = store.formulario }
    store.send(.formulario(.nombreCambiado("Blob")))
    store.send(.renombrarEnSitio("Blob Jr."))
    #expect(store.formulario._$id == identity)
    #expect(!wholeChild.value)
    #expect(store.formulario.nombre == "Blob Jr.")
  }

  @Test func replacingAChildNotifiesObserversOfItsFields() {
    let store = makeStore()
    let nombre = observe { _ = store.formulario.nombre }
    store.send(.reemplazarFormulario(Formulario.State(nombre: "Nuevo", correo: "")))
    #expect(nombre.value)
    #expect(store.formulario.nombre == "Nuevo")
  }

  @Test func aChildReplacingItselfThroughAScopeNotifiesObserversOfItsFields() {
    let store = makeStore()
    store.send(.formulario(.nombreCambiado("Blob")))
    let nombre = observe { _ = store.formulario.nombre }
    let identity = store.formulario._$id
    store.send(.formulario(.reiniciar))
    #expect(nombre.value)
    #expect(store.formulario._$id != identity)
    #expect(store.formulario.nombre == "")
  }

  @Test func optionalAndCollectionChildrenAreObserved() {
    let store = makeStore()
    let hoja = observe { _ = store.hoja }
    store.send(.mostrarHoja)
    #expect(hoja.value)

    let nombreDeHoja = observe { _ = store.hoja?.nombre }
    store.send(.incrementar)
    #expect(!nombreDeHoja.value)
    store.send(.renombrarHoja("Hoja"))
    #expect(nombreDeHoja.value)

    let hojaOculta = observe { _ = store.hoja?.nombre }
    store.send(.ocultarHoja)
    #expect(hojaOculta.value)

    store.send(.agregarFila)
    store.send(.agregarFila)
    let segundaFila = observe { _ = store.filas[1].nombre }
    store.send(.incrementar)
    #expect(!segundaFila.value)
    store.send(.renombrarFila(1, "Fila"))
    #expect(segundaFila.value)
    #expect(store.filas.map(\.nombre) == ["", "Fila"])
  }

  @Test func aScopedStoreObservesTheChildsFields() {
    let store = makeStore()
    let hijo = store.scope(state: \.formulario, action: \.formulario)
    let nombre = observe { _ = hijo.nombre }
    hijo.send(.correoCambiado("a@b.c"))
    #expect(!nombre.value)
    hijo.send(.nombreCambiado("Blob"))
    #expect(nombre.value)
    #expect(hijo.nombre == "Blob")
    #expect(store.formulario.nombre == "Blob")
  }

  @Test func mutatingACopyOfTheStoresStateNotifiesTheStoresObserversOfThoseFields() {
    // Issue 26: this test said "notifies nobody" when only changes made inside a store's pass
    // notified. TCA notifies every change, on any value: a copy shares the observers of the state it
    // was copied from, so its changes reach them (a spurious notification of a view, which reads the
    // store's unchanged state again). What matters is kept: the store's state does not change, and
    // the changed copy is a different state (so, sent back, it is seen). The expected state a
    // TestStore builds is the one copy that notifies nobody (see ObservableStateStoreMutationTests).
    let store = makeStore()
    let cuenta = observe { _ = store.cuenta }
    let nombre = observe { _ = store.formulario.nombre }
    let titulo = observe { _ = store.titulo }
    var copia = store.state
    copia.cuenta += 1
    copia.cuenta = 99
    copia.formulario.nombre = "copia"
    copia.formulario = Formulario.State()
    #expect(cuenta.value)
    #expect(nombre.value)
    #expect(!titulo.value)
    #expect(store.cuenta == 0)
    #expect(store.formulario.nombre == "")
    // The copy changed: it is now a different state.
    #expect(copia._$id != store.state._$id)
  }

  @Test func aCopyChangedOutsideTheStoreIsADifferentStateWhenItComesBack() {
    let store = makeStore()
    var copia = store.formulario
    copia.nombre = "de fuera"
    let nombre = observe { _ = store.formulario.nombre }
    store.send(.reemplazarFormulario(copia))
    #expect(nombre.value)
    #expect(store.formulario.nombre == "de fuera")
  }

  @Test func replacingTheWholeRootStateNotifiesObserversOfTheFieldsThatChanged() {
    let store = makeStore()
    store.send(.incrementar)
    store.send(.titular("hola"))
    store.send(.formulario(.nombreCambiado("Blob")))
    let cuenta = observe { _ = store.cuenta }
    let titulo = observe { _ = store.titulo }
    let nombre = observe { _ = store.formulario.nombre }
    let estado = observe { _ = store.state }
    store.send(.reiniciarTodo)
    #expect(cuenta.value)
    #expect(titulo.value)
    #expect(nombre.value)
    #expect(estado.value)
    #expect(store.state == Pantalla.State())

    // Observers subscribe to the new root from then on.
    let nuevaCuenta = observe { _ = store.cuenta }
    store.send(.titular("otra vez"))
    #expect(!nuevaCuenta.value)
    store.send(.incrementar)
    #expect(nuevaCuenta.value)
  }

  @Test func replacingTheRootWithACopyChangedElsewhereNotifies() {
    let store = makeStore()
    var restaurado = store.state
    restaurado.cuenta = 42
    let cuenta = observe { _ = store.cuenta }
    store.send(.restaurar(restaurado))
    #expect(cuenta.value)
    #expect(store.cuenta == 42)
  }

  @Test func theWholeStateIsNotifiedOnlyWhenReplaced() {
    let store = makeStore()
    let estado = observe { _ = store.state }
    store.send(.incrementar)
    #expect(!estado.value)
    store.send(.reiniciarTodo)
    #expect(estado.value)
  }

  @Test func aStateWithoutTheMacroIsObservedAsAWhole() {
    let store = Store(initialState: Simple.State()) { Simple() }
    let cuenta = observe { _ = store.cuenta }
    store.send(.incrementar)
    #expect(cuenta.value)
    #expect(store.cuenta == 1)
  }
}
