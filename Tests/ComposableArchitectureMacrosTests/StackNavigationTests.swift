import Clocks
import ComposableArchitecture
import Testing

@Reducer
struct PantallaApilada {
  @ObservableState
  struct State: Equatable {
    var titulo = ""
    var ticks = 0
  }

  enum Action: Equatable {
    case iniciar
    case tick
    case cerrar
    case guardar
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .iniciar:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      case .cerrar:
        return .run { _ in await dismiss() }
      case .guardar:
        state.titulo = "guardado"
        return .none
      }
    }
  }
}

@Reducer
enum Ruta {
  case pantalla(PantallaApilada)
  case otra(PantallaApilada)
}
extension Ruta.State: Equatable {}
extension Ruta.Action: Equatable {}

@Reducer
struct Navegador {
  @ObservableState
  struct State: Equatable {
    var ruta = StackState<Ruta.State>()
    var guardados: [StackElementID] = []
  }

  enum Action: Equatable {
    case ruta(StackActionOf<Ruta>)
    case abrir
    case vaciar
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .ruta(.element(id, .pantalla(.guardar))):
        // The element ran first: it saved; now the parent pops it.
        if state.ruta[id: id, case: \.pantalla]?.titulo == "guardado" { state.guardados.append(id) }
        state.ruta.pop(from: id)
        return .none
      case .abrir:
        state.ruta.append(.pantalla(PantallaApilada.State()))
        return .none
      case .vaciar:
        state.ruta.removeAll()
        return .none
      case .ruta:
        return .none
      }
    }
    .forEach(\.ruta, action: \.ruta)
  }
}

@MainActor
@Suite("Lesson 3 (seed 002): navigation stacks — StackState, StackAction, forEach, dismiss")
struct StackNavigationTests {
  @Test("Pushes get ids from 0 in each test store, and the element runs before the parent")
  func pushAndElementFirst() async {
    let store = TestStore(initialState: Navegador.State()) { Navegador() }
    await store.send(.abrir) { $0.ruta[id: 0] = .pantalla(PantallaApilada.State()) }
    await store.send(.abrir) { $0.ruta[id: 1] = .pantalla(PantallaApilada.State()) }
    await store.send(\.ruta[id: 1].pantalla.guardar) {
      $0.guardados = [1]
      $0.ruta.pop(from: 1)
    }
    // A second test store starts again at 0.
    let other = TestStore(initialState: Navegador.State()) { Navegador() }
    await other.send(.abrir) { $0.ruta[id: 0] = .pantalla(PantallaApilada.State()) }
  }

  @Test("Initial elements take the first ids; later pushes continue after them")
  func initialElements() async {
    let store = TestStore(
      initialState: Navegador.State(ruta: [.pantalla(PantallaApilada.State(titulo: "a")), .otra(PantallaApilada.State())])
    ) { Navegador() }
    #expect(store.state.ruta.ids == [0, 1])
    await store.send(.abrir) { $0.ruta[id: 2] = .pantalla(PantallaApilada.State()) }
  }

  @Test("Popping cancels the popped elements' effects; the others keep theirs")
  func popCancelsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Navegador.State()) {
      Navegador()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.abrir) { $0.ruta[id: 0] = .pantalla(PantallaApilada.State()) }
    await store.send(.abrir) { $0.ruta[id: 1] = .pantalla(PantallaApilada.State()) }
    await store.send(\.ruta[id: 0].pantalla.iniciar)
    await store.send(\.ruta[id: 1].pantalla.iniciar)
    await clock.advance(by: .seconds(1))
    await store.receive(\.ruta[id: 0].pantalla.tick) { $0.ruta[id: 0, case: \.pantalla]?.ticks = 1 }
    await store.receive(\.ruta[id: 1].pantalla.tick) { $0.ruta[id: 1, case: \.pantalla]?.ticks = 1 }
    await store.send(.ruta(.popFrom(id: 1))) { $0.ruta.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.ruta[id: 0].pantalla.tick) { $0.ruta[id: 0, case: \.pantalla]?.ticks = 2 }
    await store.send(.vaciar) { $0.ruta = StackState() }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test("dismiss() in an element pops it")
  func dismissPops() async {
    let store = TestStore(initialState: Navegador.State()) { Navegador() }
    await store.send(.abrir) { $0.ruta[id: 0] = .pantalla(PantallaApilada.State()) }
    await store.send(.abrir) { $0.ruta[id: 1] = .pantalla(PantallaApilada.State()) }
    await store.send(\.ruta[id: 0].pantalla.cerrar)
    await store.receive(\.ruta.popFrom) { $0.ruta.pop(from: 0) }
  }

  @Test("push(id:state:) adds an element with that id")
  func pushAction() async {
    let store = TestStore(initialState: Navegador.State()) { Navegador() }
    await store.send(.ruta(.push(id: 0, state: .otra(PantallaApilada.State(titulo: "x"))))) {
      $0.ruta[id: 0] = .otra(PantallaApilada.State(titulo: "x"))
    }
    await store.send(.abrir) { $0.ruta[id: 1] = .pantalla(PantallaApilada.State()) }
    await withKnownIssue {
      await store.send(.ruta(.push(id: 0, state: .otra(PantallaApilada.State()))))
    } matching: {
      $0.comments.map(\.rawValue).joined().contains(#"received a "push" action for an element it already contains"#)
    }
  }

  @Test("Actions for missing elements are reported and change nothing")
  func missingElement() async {
    let store = TestStore(initialState: Navegador.State()) { Navegador() }
    await withKnownIssue {
      await store.send(\.ruta[id: 5].pantalla.tick)
    } matching: {
      $0.comments.map(\.rawValue).joined().contains("received an action for a missing element")
    }
    await withKnownIssue {
      await store.send(.ruta(.popFrom(id: 5)))
    } matching: {
      $0.comments.map(\.rawValue).joined().contains(#"received a "popFrom" action for a missing element"#)
    }
  }

  @Test("StackState is a collection that dumps its elements by id")
  func stackStateBasics() {
    var stack: StackState<Int> = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      [10, 20, 30]
    }
    #expect(Array(stack) == [10, 20, 30])
    #expect(stack.ids == [0, 1, 2])
    #expect(stack[id: 1] == 20)
    stack[id: 1] = 21
    #expect(stack[1] == 21)
    stack.pop(to: 0)
    #expect(Array(stack) == [10])
    #expect(String(customDumping: StackElementID(integerLiteral: 3)) == "#3")
    #expect(stack.popLast() == 10)
    #expect(stack.isEmpty)
  }
}

@MainActor
@Suite("TestStore assertions push with the store's ids")
struct StackAssertionTests {
  @Test("$0.path.append(…) in a send's assertion gets the id the reducer gave")
  func appendInAssertion() async {
    let store = TestStore(initialState: Navegador.State()) { Navegador() }
    await store.send(.abrir) { $0.ruta.append(.pantalla(PantallaApilada.State())) }
    await store.send(.abrir) { $0.ruta.append(.pantalla(PantallaApilada.State())) }
    #expect(store.state.ruta.ids == [0, 1])
  }
}
