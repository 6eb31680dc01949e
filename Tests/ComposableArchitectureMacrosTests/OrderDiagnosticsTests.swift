import ComposableArchitecture
import ConcurrencyExtras
import Testing

// Beyond TCA (issue 18 §3): debug builds report the order bugs lessons 002 and 004 describe.

@Reducer
struct FormularioOrden {
  @ObservableState
  struct State: Equatable {
    var nombre = "  blob  "
  }

  enum Action: Equatable {
    case guardarPulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.nombre = state.nombre.trimmingCharacters(in: .whitespaces)
      return .none
    }
  }
}

/// Lesson 3 (seed 002)'s wrong order: the parent's Reduce before the Scope, reading the child's state.
@Reducer
struct PadreAlReves {
  @ObservableState
  struct State: Equatable {
    var formulario = FormularioOrden.State()
    var ultimoNombre = ""
  }

  enum Action: Equatable {
    case formulario(FormularioOrden.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .formulario(.guardarPulsado) = action {
        state.ultimoNombre = state.formulario.nombre
      }
      return .none
    }
    Scope(state: \.formulario, action: \.formulario) { FormularioOrden() }
  }
}

/// The right order: no report.
@Reducer
struct PadreEnOrden {
  @ObservableState
  struct State: Equatable {
    var formulario = FormularioOrden.State()
    var ultimoNombre = ""
  }

  enum Action: Equatable {
    case formulario(FormularioOrden.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.formulario, action: \.formulario) { FormularioOrden() }
    Reduce { state, action in
      if case .formulario(.guardarPulsado) = action {
        state.ultimoNombre = state.formulario.nombre
      }
      return .none
    }
  }
}

/// BindingReducer last, after a reducer that reads the bound field; and first, with an onChange.
@Reducer
struct CorreoOrden {
  @ObservableState
  struct State: Equatable {
    var correo = ""
    var valido = false
    var cambios = 0
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  let bindingPrimero: Bool

  var body: some ReducerOf<Self> {
    if bindingPrimero {
      BindingReducer()
        .onChange(of: \.correo) { _, _ in
          Reduce { state, _ in
            state.cambios += 1
            return .none
          }
        }
    }
    Reduce { state, action in
      state.valido = state.correo.contains("@")
      return .none
    }
    if !bindingPrimero {
      BindingReducer()
    }
  }
}

@MainActor
@Suite("Order diagnostics (debug builds)")
struct OrderDiagnosticsTests {
  @Test("Lesson 3 (seed 002): a parent Reduce placed before the Scope that reads the child's state is reported")
  func parentBeforeScope() async {
    let store = TestStore(initialState: PadreAlReves.State()) { PadreAlReves() }
    await withKnownIssue {
      await store.send(.formulario(.guardarPulsado)) {
        $0.ultimoNombre = "  blob  "
        $0.formulario.nombre = "blob"
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(#"A "Scope" at "ComposableArchitectureMacrosTests/OrderDiagnosticsTests.swift:"#)
        && text.contains(#"ran the child action PadreAlReves.Action.formulario(.guardarPulsado) after a reducer that read "\PadreAlReves.State.formulario" in the same pass"#)
    }
  }

  @Test("Lesson 3 (seed 002): the parent after the Scope is not reported")
  func scopeFirst() async {
    let store = TestStore(initialState: PadreEnOrden.State()) { PadreEnOrden() }
    await store.send(.formulario(.guardarPulsado)) {
      $0.ultimoNombre = "blob"
      $0.formulario.nombre = "blob"
    }
  }

  @Test("Lesson 5 (seed 004): a BindingReducer placed after a reducer that read the bound field is reported")
  func bindingReducerLast() async {
    let store = TestStore(initialState: CorreoOrden.State()) { CorreoOrden(bindingPrimero: false) }
    await withKnownIssue {
      await store.send(.binding(.set(\.correo, "a@b"))) { $0.correo = "a@b" }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(#"A "BindingReducer" at "ComposableArchitectureMacrosTests/OrderDiagnosticsTests.swift:"#)
        && text.contains(#"ran after a reducer that read "\CorreoOrden.State.correo" in the same pass"#)
        && text.contains(#"Place "BindingReducer()" first in the body"#)
    }
  }

  @Test("Lesson 5 (seed 004): BindingReducer first, even with an onChange reading the field, is not reported")
  func bindingReducerFirst() async {
    let store = TestStore(initialState: CorreoOrden.State()) { CorreoOrden(bindingPrimero: true) }
    await store.send(.binding(.set(\.correo, "a@b"))) {
      $0.correo = "a@b"
      $0.valido = true
      $0.cambios = 1
    }
  }

  @Test("In tests every occurrence is reported (outside tests, once per place in source)")
  func reportedEachTimeInTests() {
    let store = Store(initialState: CorreoOrden.State()) { CorreoOrden(bindingPrimero: false) }
    let count = LockIsolated(0)
    withKnownIssue {
      store.send(.binding(.set(\.correo, "x")))
      store.send(.binding(.set(\.correo, "y")))
    } matching: { _ in
      count.withValue { $0 += 1 }
      return true
    }
    #expect(count.value == 2)
  }
}
