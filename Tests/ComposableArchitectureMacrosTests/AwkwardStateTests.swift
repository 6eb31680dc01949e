import ComposableArchitecture
import Foundation
import Observation
import Testing

/// States written the awkward ways real features write them: each must compile unchanged under
/// `@ObservableState` and behave as the same struct without the macro.
@Reducer
struct Ficha {
  @ObservableState
  struct State: Equatable, Sendable, Codable {
    let id: Int
    let creada = "hoy"
    var titulo: String
    var nota: String?
    var etiquetas: [String] = []
    var punto: Punto = Punto(x: 0, y: 0)
    var contador = 0 {
      didSet { historial.append(oldValue) }
    }
    var limitado = 0 {
      willSet { avisos += 1 }
      didSet {
        if limitado > 10 { limitado = 10 }
      }
    }
    var historial: [Int] = []
    var avisos = 0
    var etiqueta = "" {
      didSet { registro = "\(oldValue)→\(etiqueta)" }
    }
    var registro = ""
    @ObservationStateIgnored var cache: [String: Int] = [:]
    nonisolated(unsafe) static var compartido = 7
    static let maximo = 10
    var doble: Int { contador * 2 }
    var mayusculas: String {
      get { titulo.uppercased() }
      set { titulo = newValue.lowercased() }
    }
    #if DEBUG
      var depuracion = true
    #else
      var depuracion = false
    #endif
    #if os(Linux) || os(macOS) || os(iOS)
      var plataforma = "conocida"
    #endif
    var `default` = 1

    struct Punto: Equatable, Sendable, Codable {
      var x: Int
      var y: Int
    }
  }

  enum Action {
    case incrementar
    case fijarLimitado(Int)
    case renombrar(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.contador += 1
        return .none
      case let .fijarLimitado(valor):
        state.limitado = valor
        return .none
      case let .renombrar(titulo):
        state.titulo = titulo
        return .none
      }
    }
  }
}

/// A state with closures and tuples, which are neither Equatable nor Codable.
@ObservableState
struct ConCierres {
  var alPulsar: () -> Int = { 1 }
  var transformar: (@Sendable (Int) -> Int)?
  var par: (Int, String) = (0, "")
  var etiquetado: (ancho: Double, alto: Double) = (ancho: 1, alto: 2)
  let a = 1, b = 2
  var uno = 1
  var dos = 2
  weak var delegado: AnyObject?
  lazy var perezoso = 5
}

/// A generic, hashable state.
@ObservableState
struct Caja<Valor: Hashable>: Hashable {
  var valor: Valor
  var valores: [Valor] = []
}

/// Fields named like the generated code's own locals.
@ObservableState
struct Nombres: Equatable {
  let children: [Int]
  var fields = 0
  var newValue = 1
  var initialValue = 2
  var oldValue = 3 {
    didSet { fields = oldValue }
  }
}

/// A public state, nested in a public type, with restricted setters.
public enum Espacio {
  @ObservableState
  public struct State: Equatable {
    public var visible = 0
    public private(set) var soloLectura = 0
    private var privado = 0
    fileprivate var archivo = 0
    package var paquete = 0
    public init() {}
    public mutating func tocar() {
      soloLectura += 1
      privado += 1
    }
  }
}

@MainActor
struct AwkwardStateTests {
  @Test func memberwiseInitializerIsKept() {
    let state = Ficha.State(id: 1, titulo: "t")
    #expect(state.id == 1)
    #expect(state.creada == "hoy")
    #expect(state.nota == nil)
    #expect(state.etiquetas.isEmpty)
    let full = Ficha.State(
      id: 2, titulo: "u", nota: "n", etiquetas: ["a"], punto: .init(x: 1, y: 2), contador: 3, limitado: 4,
      historial: [9], avisos: 0, etiqueta: "", registro: "", cache: ["k": 1], depuracion: false, plataforma: "p", default: 5)
    #expect(full.nota == "n")
    #expect(full.contador == 3)
    #expect(full.cache == ["k": 1])
    #expect(full.default == 5)
  }

  @Test func propertyObserversStillRun() {
    var state = Ficha.State(id: 1, titulo: "t")
    state.contador = 5
    state.contador += 1
    #expect(state.historial == [0, 5])
    state.limitado = 50
    #expect(state.limitado == 10)
    #expect(state.avisos == 1)
    state.etiqueta = "a"
    state.etiqueta += "b"
    #expect(state.registro == "a→ab")
  }

  @Test func propertyObserversRunInsideAStore() {
    let store = Store(initialState: Ficha.State(id: 1, titulo: "t")) { Ficha() }
    store.send(.incrementar)
    store.send(.incrementar)
    store.send(.fijarLimitado(99))
    #expect(store.historial == [0, 1])
    #expect(store.limitado == 10)
  }

  @Test func staticAndComputedMembersWork() {
    var state = Ficha.State(id: 1, titulo: "hola")
    #expect(Ficha.State.compartido == 7)
    #expect(Ficha.State.maximo == 10)
    state.contador = 4
    #expect(state.doble == 8)
    #expect(state.mayusculas == "HOLA")
    state.mayusculas = "ADIOS"
    #expect(state.titulo == "adios")
  }

  @Test func equatableComparesValuesNotRegistrars() {
    let a = Ficha.State(id: 1, titulo: "t")
    var b = Ficha.State(id: 1, titulo: "t")
    #expect(a == b)
    b.titulo = "u"
    #expect(a != b)
    b.titulo = "t"
    #expect(a == b)
    b.cache["x"] = 1
    #expect(a != b)
  }

  @Test func codableUsesTheFieldsOwnNames() throws {
    var state = Ficha.State(id: 7, titulo: "t")
    state.nota = "n"
    state.contador = 2
    let data = try JSONEncoder().encode(state)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["titulo"] as? String == "t")
    #expect(object["contador"] as? Int == 2)
    #expect(object["id"] as? Int == 7)
    #expect(object["_titulo"] == nil)
    #expect(object["_$observationRegistrar"] == nil)
    let decoded = try JSONDecoder().decode(Ficha.State.self, from: data)
    #expect(decoded == state)
  }

  @Test func printsFieldsByTheirNames() {
    let state = Caja(valor: 3)
    #expect(String(describing: state) == "Caja<Int>(valor: 3, valores: [])")
    let dump = String(customDumping: state)
    #expect(dump.contains("valor: 3"))
    #expect(!dump.contains("_valor"))
    #expect(!dump.contains("observationRegistrar"))
  }

  @Test func closuresTuplesAndUntrackedBindingsWork() {
    var state = ConCierres()
    #expect(state.alPulsar() == 1)
    state.alPulsar = { 2 }
    #expect(state.alPulsar() == 2)
    state.transformar = { $0 * 3 }
    #expect(state.transformar?(2) == 6)
    state.par.0 += 1
    state.etiquetado.alto = 5
    #expect(state.par.0 == 1)
    #expect(state.etiquetado.alto == 5)
    #expect(state.a + state.b == 3)
    state.uno += state.dos
    #expect(state.uno == 3)
    #expect(state.perezoso == 5)
    #expect(state.delegado == nil)
  }

  @Test func fieldsNamedLikeGeneratedLocalsWork() {
    var nombres = Nombres(children: [1, 2])
    nombres.newValue += 1
    nombres.oldValue = 9
    #expect(nombres.fields == 3)  // `oldValue` in `didSet` is the old value, as in Swift
    #expect(nombres.newValue == 2)
    #expect(nombres.initialValue == 2)
    #expect(String(describing: nombres).contains("children: [1, 2]"))
  }

  @Test func hashableIgnoresTheRegistrar() {
    var copia = Caja(valor: 1)
    copia.valor = 1
    let conjunto: Set = [Caja(valor: 1), copia, Caja(valor: 2)]
    #expect(conjunto.count == 2)
  }

  @Test func genericAndPublicStatesWork() {
    var caja = Caja(valor: "x")
    caja.valores.append("y")
    #expect(caja.valores == ["y"])
    var espacio = Espacio.State()
    espacio.tocar()
    #expect(espacio.soloLectura == 1)
    espacio.visible = 2
    espacio.archivo = 1
    espacio.paquete = 1
    #expect(espacio.visible == 2)
  }

  @Test func fieldNamesAreRecorded() {
    #expect(Ficha.State._fieldName(for: \.titulo) == "titulo")
    #expect(Ficha.State._fieldName(for: \.contador) == "contador")
    #expect(Ficha.State._fieldName(for: \.id) == "id")
    #expect(Ficha.State._fieldName(for: \.cache) == "cache")
    #expect(Ficha.State._fieldName(for: \.default) == "default")
    #expect(Ficha.State._fieldName(for: \.doble) == nil)
    #expect(Caja<Int>._fieldName(for: \.valores) == "valores")
  }
}
