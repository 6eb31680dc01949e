import ComposableArchitecture
import Testing

/// `Reducer.dependency(_:)` with one argument: a dependency whose key type is its own value.
@MainActor
@Suite("Reducer.dependency(_:)")
struct ReducerDependencyKeyTests {
  struct Greeter: TestDependencyKey, Sendable {
    var greet: @Sendable (String) -> String
    static let testValue = Greeter(greet: { "Test \($0)" })
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable { var greeting = "" }
    enum Action: Equatable {
      case greet(String)
      case greetLater(String)
    }
    @Dependency(Greeter.self) var greeter

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .greet(name):
          state.greeting = greeter.greet(name)
          return .none
        case let .greetLater(name):
          return .run { send in await send(.greet(greeter.greet(name))) }
        }
      }
    }
  }

  @Test func overridesTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
        .dependency(Greeter(greet: { "Hello, \($0)!" }))
    }
    await store.send(.greet("Blob")) { $0.greeting = "Hello, Blob!" }
    await store.send(.greetLater("Blob"))
    await store.receive(.greet("Hello, Blob!")) { $0.greeting = "Hello, Hello, Blob!!" }
  }

  @Test func withoutTheModifierTheTestValueIsUsed() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.greet("Blob")) { $0.greeting = "Test Blob" }
  }
}
