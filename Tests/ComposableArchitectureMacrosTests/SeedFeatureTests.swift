import ComposableArchitecture
import ConcurrencyExtras
import Testing

// The feature shapes the five lessons write, as written there: `@Reducer struct` with an
// `@ObservableState struct State`, an `enum Action` and a `body`, run with a `Store`.

struct Articulo: Equatable, Sendable {
  var titulo: String
}

enum FalloDeCarga: Error, Equatable {
  case sinConexion
  case servidor(codigo: Int)
}

/// Lessons 000 and 001: `.run`, `send` as feedback, `catch:` and a `Result` action.
@Reducer
struct Articulos {
  @ObservableState
  struct State: Equatable {
    var articulos: [Articulo] = []
    var cargando = false
    var fallo: FalloDeCarga?
    var mensaje: String?
  }

  enum Action {
    case actualizarPulsado
    case datosRecibidos([Articulo])
    case respuesta(Result<[Articulo], FalloDeCarga>)
    case falloDeCarga(String)
  }

  let cargarArticulos: @Sendable () async throws -> [Articulo]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .actualizarPulsado:
        state.cargando = true
        return .run { send in
          do {
            await send(.respuesta(.success(try await cargarArticulos())))
          } catch let fallo as FalloDeCarga {
            await send(.respuesta(.failure(fallo)))
          }
        } catch: { error, send in
          await send(.falloDeCarga("\(error)"))
        }
      case let .datosRecibidos(articulos):
        state.articulos = articulos
        state.cargando = false
        return .none
      case let .respuesta(resultado):
        state.cargando = false
        switch resultado {
        case let .success(articulos):
          state.articulos = articulos
          state.fallo = nil
        case let .failure(fallo):
          state.fallo = fallo
        }
        return .none
      case let .falloDeCarga(mensaje):
        state.cargando = false
        state.mensaje = mensaje
        return .none
      }
    }
  }
}

/// Lesson 3 (seed 002): the parent after the child, and a pipeline of reducers on one state.
@Reducer
struct Padre {
  @ObservableState
  struct State: Equatable {
    var formulario = Formulario.State()
    var ultimoNombre = ""
    var trazas: [String] = []
    var contador = 0
  }

  enum Action {
    case formulario(Formulario.Action)
    case guardarPulsado
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.formulario, action: \.formulario) { Formulario() }
    Reduce { state, action in
      if case .formulario(.nombreCambiado) = action {
        state.ultimoNombre = state.formulario.nombre
      }
      return .none
    }
    Reduce { state, action in
      state.trazas.append("primero: \(state.contador)")
      state.contador += 1
      return .none
    }
    Reduce { state, action in
      state.trazas.append("segundo: \(state.contador)")
      return .none
    }
  }
}

/// Lesson 4 (seed 003): merge, cancellation by identity and the debounce with `cancelInFlight`.
@Reducer
struct Buscador {
  @ObservableState
  struct State: Equatable {
    var consulta = ""
    var resultados: [String] = []
    var ticks = 0
  }

  enum Action {
    case consultaCambiada(String)
    case resultados([String])
    case alAparecer
    case tick
    case desaparecer
  }

  enum CancelID { case busqueda, reloj }

  let buscar: @Sendable (String) async throws -> [String]

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .consultaCambiada(texto):
        state.consulta = texto
        return .run { send in
          await send(.resultados(try await buscar(texto)))
        }
        .cancellable(id: CancelID.busqueda, cancelInFlight: true)
      case let .resultados(resultados):
        state.resultados = resultados
        return .none
      case .alAparecer:
        return .merge(
          .send(.tick),
          .run { send in await send(.tick) }
            .cancellable(id: CancelID.reloj)
        )
      case .tick:
        state.ticks += 1
        return .none
      case .desaparecer:
        return .cancel(id: CancelID.reloj)
      }
    }
  }
}

/// Lesson 5 (seed 004)'s partitioned action (view / internal), without bindings.
@Reducer
struct Perfil {
  @ObservableState
  struct State: Equatable {
    var nombre = ""
    var correo = ""
    var notificaciones = false
    var guardado = false
  }

  enum Action {
    case view(View)
    case _internal(Internal)

    enum View: Equatable {
      case correoCambiado(String)
      case guardarPulsado
    }
    enum Internal: Equatable {
      case guardadoTermino(Bool)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .view(.correoCambiado(correo)):
        state.correo = correo
        return .none
      case .view(.guardarPulsado):
        return .send(._internal(.guardadoTermino(true)))
      case let ._internal(.guardadoTermino(exito)):
        state.guardado = exito
        return .none
      }
    }
  }
}

@MainActor
@Suite("Seed features under @Reducer and @ObservableState")
struct SeedFeatureTests {
  @Test func lesson000RunSendsTheLoadedData() async {
    let store = Store(initialState: Articulos.State()) {
      Articulos(cargarArticulos: { [Articulo(titulo: "uno")] })
    }
    let cargando = observe { _ = store.cargando }
    await store.send(.actualizarPulsado).finish()
    #expect(cargando.value)
    #expect(store.articulos == [Articulo(titulo: "uno")])
    #expect(!store.cargando)
  }

  @Test func lesson001AFailureBecomesAnAction() async {
    let store = Store(initialState: Articulos.State()) {
      Articulos(cargarArticulos: { throw FalloDeCarga.servidor(codigo: 503) })
    }
    await store.send(.actualizarPulsado).finish()
    #expect(store.fallo == .servidor(codigo: 503))
    #expect(!store.cargando)
  }

  @Test func lesson001CatchTranslatesOtherErrors() async {
    struct Otro: Error {}
    let store = Store(initialState: Articulos.State()) {
      Articulos(cargarArticulos: { throw Otro() })
    }
    await store.send(.actualizarPulsado).finish()
    #expect(store.mensaje != nil)
  }

  @Test func lesson002TheParentSeesWhatTheChildWrote() {
    let store = Store(initialState: Padre.State()) { Padre() }
    store.send(.formulario(.nombreCambiado("Blob")))
    #expect(store.ultimoNombre == "Blob")
    #expect(store.trazas == ["primero: 0", "segundo: 1"])
  }

  @Test func lesson003CancellationByIdentity() async {
    let llamadas = LockIsolated<[String]>([])
    let store = Store(initialState: Buscador.State()) {
      Buscador(buscar: { texto in
        llamadas.withValue { $0.append(texto) }
        return [texto.uppercased()]
      })
    }
    await store.send(.consultaCambiada("tca")).finish()
    #expect(store.resultados == ["TCA"])
    await store.send(.alAparecer).finish()
    #expect(store.ticks == 2)
    store.send(.desaparecer)
  }

  @Test func lesson004PartitionedActions() {
    let store = Store(initialState: Perfil.State()) { Perfil() }
    let correo = observe { _ = store.correo }
    store.send(.view(.correoCambiado("blob@example.com")))
    store.send(.view(.guardarPulsado))
    #expect(correo.value)
    #expect(store.guardado)
  }

  @Test func actionsAreCasePathable() {
    let action = Articulos.Action.datosRecibidos([])
    #expect(action.is(\.datosRecibidos))
    #expect(Perfil.Action.view(.guardarPulsado)[case: \.view] == .guardarPulsado)
  }
}
