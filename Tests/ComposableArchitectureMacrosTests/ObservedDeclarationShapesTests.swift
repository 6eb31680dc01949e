import ComposableArchitecture
import Testing

/// A global named like a contextual keyword, read by a continued initializer below.
private let actor = 3

/// Stored properties written in shapes the macro's scanner once cut short or split: a comma inside
/// generic arguments, an initializer continued on a line that starts with a contextual keyword used as
/// a name, a generic call continued on the next line, a default holding strings with commas and braces.
@Reducer
private struct ShapedFeature {
  @ObservableState
  struct State: Equatable {
    var counts = Dictionary<String, Int>()
    var sum = 1 +
      actor
    var nested = Dictionary<String, [Int: Set<String>]>()
    var built = Array<(Int, String)>
      .init().count
    var text = "a, b } ) \(Dictionary<String, Int>().count)"
    var last = 0
  }

  enum Action {
    case count(String)
    case add(Int)
    case nest(String)
    case build
    case write(String)
    case finish
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .count(let key): state.counts[key, default: 0] += 1
      case .add(let value): state.sum += value
      case .nest(let key): state.nested[key, default: [:]][1, default: []].insert("x")
      case .build: state.built += 1
      case .write(let text): state.text = text
      case .finish: state.last += 1
      }
      return .none
    }
  }
}

@MainActor
@Suite struct ObservedDeclarationShapesTests {
  @Test func initializersAreReadWhole() {
    let state = ShapedFeature.State()
    #expect(state.counts.isEmpty)
    #expect(state.sum == 4)
    #expect(state.built == 0)
    #expect(state.text == "a, b } ) 0")
  }

  @Test func everyStoredPropertyIsObserved() {
    let store = Store(initialState: ShapedFeature.State()) { ShapedFeature() }
    let fields: [(String, () -> Void, ShapedFeature.Action)] = [
      ("counts", { _ = store.counts }, .count("a")),
      ("sum", { _ = store.sum }, .add(1)),
      ("nested", { _ = store.nested }, .nest("n")),
      ("built", { _ = store.built }, .build),
      ("text", { _ = store.text }, .write("b")),
      ("last", { _ = store.last }, .finish),
    ]
    for (name, read, action) in fields {
      let changed = observe(read)
      store.send(action)
      #expect(changed.value, "a change of '\(name)' was not observed")
    }
  }
}
