import ComposableArchitecture
import Testing

/// Lesson 5 (seed 004) — "BindableAction y BindingReducer": one generic `binding` case carries a write (a
/// writable key path and its new value); `BindingReducer` applies it; placed first, the reducers after
/// it see the new value; `BindingReducer(action: \.view)` finds the case in a nested `View` enum;
/// `BindingAction` is Equatable (key path + value) and prints the field and the value.
@MainActor
@Suite("Seed 004: bindings")
struct Seed004BindingTests {
  enum Visibilidad: Equatable, Sendable { case privado, publico }

  @Reducer
  struct Perfil {
    @ObservableState
    struct State: Equatable {
      var nombre = ""
      var correo = ""
      var notificaciones = false
      var visibilidad: Visibilidad = .privado
      var correoValido = false
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case guardarPulsado
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding(\.correo):
          state.correoValido = state.correo.contains("@")  // sees the new value
          return .none
        case .binding:
          return .none
        case .guardarPulsado:
          return .none
        }
      }
    }
  }

  /// The wrong order from the lesson: the reducer runs before the write and reads the old value.
  @Reducer
  struct PerfilAlReves {
    @ObservableState
    struct State: Equatable {
      var correo = ""
      var correoValido = false
    }
    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .binding(\.correo) = action {
          state.correoValido = state.correo.contains("@")
        }
        return .none
      }
      BindingReducer()
    }
  }

  @Test func bindingReducerAppliesTheWriteAndLaterReducersSeeIt() async {
    let store = TestStore(initialState: Perfil.State()) { Perfil() }
    await store.send(.binding(.set(\.correo, "blob@ejemplo.es"))) {
      $0.correo = "blob@ejemplo.es"
      $0.correoValido = true
    }
    await store.send(.set(\.nombre, "Blob")) { $0.nombre = "Blob" }
    await store.send(.binding(.set(\.notificaciones, true))) { $0.notificaciones = true }
    await store.send(.binding(.set(\.visibilidad, .publico))) { $0.visibilidad = .publico }
  }

  @Test func placedAfterItReadsTheOldValueOneTickBehind() async {
    let store = TestStore(initialState: PerfilAlReves.State()) { PerfilAlReves() }
    // In debug builds the wrong order is also reported, at the BindingReducer (see
    // OrderDiagnosticsTests); here the lesson's point is the stale value.
    await withKnownIssue {
      await store.send(.binding(.set(\.correo, "blob@ejemplo.es"))) {
        $0.correo = "blob@ejemplo.es"  // validity still false: the check read the previous value
      }
      await store.send(.binding(.set(\.correo, "blob@ejemplo.es!"))) {
        $0.correo = "blob@ejemplo.es!"
        $0.correoValido = true
      }
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("ran after a reducer that read")
    }
  }

  @Test func bindingActionIsEquatableByKeyPathAndValue() {
    typealias Binding = BindingAction<Perfil.State>
    #expect(Binding.set(\.correo, "a") == Binding.set(\.correo, "a"))
    #expect(Binding.set(\.correo, "a") != Binding.set(\.correo, "b"))
    #expect(Binding.set(\.correo, "a") != Binding.set(\.nombre, "a"))
  }

  @Test func bindingCaseKeyPathPrintsTheFieldNameEvenOnLinux() {
    #expect(
      (\Perfil.Action.Cases.binding.correo)._caseKeyPathName
        == #"\Seed004BindingTests.Perfil.Action.Cases.binding.correo"#
    )
  }

  @Test func bindingActionPrintsTheFieldNameAndValueEvenOnLinux() {
    let action = BindingAction<Perfil.State>.set(\.correo, "blob@ejemplo.es")
    #expect(action.description.contains("correo"))
    #expect(action.description.contains("\"blob@ejemplo.es\""))
    #expect(!action.description.contains("<computed"))
    let dumped = String(customDumping: Perfil.Action.binding(action))
    #expect(dumped.contains("correo"))
    #expect(dumped.contains("blob@ejemplo.es"))
  }

  @Test func keyPathPatternsMatchTheField() {
    let action = Perfil.Action.binding(.set(\.correo, "x"))
    switch action {
    case .binding(\.nombre): Issue.record("matched the wrong field")
    case .binding(\.correo): break
    default: Issue.record("did not match the field")
    }
  }

  @Reducer
  struct Particionada {
    @ObservableState
    struct State: Equatable {
      var nombre = ""
      var guardado = false
    }

    enum Action: ViewAction {
      case view(View)
      case _internal(Internal)

      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case guardarPulsado
      }
      enum Internal: Equatable {
        case guardadoTermino(Bool)
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.guardarPulsado):
          return .send(._internal(.guardadoTermino(!state.nombre.isEmpty)))
        case let ._internal(.guardadoTermino(ok)):
          state.guardado = ok
          return .none
        case .view(.binding):
          return .none
        }
      }
    }
  }

  @Test func bindingReducerFindsTheCaseInANestedViewEnum() {
    let store = Store(initialState: Particionada.State()) { Particionada() }
    store.send(.view(.binding(.set(\.nombre, "Blob"))))
    #expect(store.nombre == "Blob")
    store.send(.guardarPulsado)  // a view action, sent directly
    #expect(store.guardado)
  }
}
