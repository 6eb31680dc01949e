import ComposableArchitecture
import Testing

/// `@ViewAction(for:)` and `ViewActionSending`: a type holding a store sends view actions unwrapped.
@MainActor
@Suite("ViewActionSending")
struct ViewActionSendingTests {
  @Reducer
  struct Login {
    @ObservableState
    struct State: Equatable {
      var attempts = 0
      var loggedIn = false
    }
    enum Action: ViewAction, Equatable {
      case view(View)
      case response(Bool)
      enum View: Equatable {
        case loginTapped
      }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .view(.loginTapped):
          state.attempts += 1
          return .send(.response(true))
        case let .response(success):
          state.loggedIn = success
          return .none
        }
      }
    }
  }

  /// What `@ViewAction(for:)` is attached to in an app: the type that holds the store.
  @ViewAction(for: Login.self)
  @MainActor
  struct LoginScreen {
    let store: StoreOf<Login>
    func tapLogin() { send(.loginTapped) }
    func tapLoginAnimated() { send(.loginTapped, animation: .default) }
    func tapLoginInTransaction() { send(.loginTapped, transaction: Transaction(animation: .linear)) }
  }

  /// A type that conforms by hand.
  @MainActor
  struct HandWrittenScreen: ViewActionSending {
    let store: StoreOf<Login>
  }

  @Test func theMacroConformsTheType() {
    let screen = LoginScreen(store: Store(initialState: Login.State()) { Login() })
    screen.tapLogin()
    #expect(screen.store.attempts == 1)
    #expect(screen.store.loggedIn)
    screen.tapLoginAnimated()
    screen.tapLoginInTransaction()
    #expect(screen.store.attempts == 3)
  }

  @Test func aHandWrittenConformanceSendsToo() {
    let screen = HandWrittenScreen(store: Store(initialState: Login.State()) { Login() })
    screen.send(.loginTapped)
    #expect(screen.store.attempts == 1)
  }
}
