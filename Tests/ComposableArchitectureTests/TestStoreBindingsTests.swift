import ComposableArchitecture
import Testing

// `TestStore.bindings` and `bindings(action:)` are deprecated (as in TCA): exercised from deprecated
// declarations, so the build stays free of warnings.

/// `TestStore.bindings`: a test computes the view state a pre-observation view would.
@MainActor
@Suite("TestStore.bindings")
struct TestStoreBindingsTests {
  @available(*, deprecated)
  struct Login: Reducer {
    struct State: Equatable {
      @BindingState var email = ""
      var isFormValid = false
      var isRequestInFlight = false
    }
    enum Action: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case loginTapped
    }
    var body: some ReducerOf<Self> {
      BindingReducer()
      Reduce { state, action in
        switch action {
        case .binding:
          state.isFormValid = !state.email.isEmpty
          return .none
        case .loginTapped:
          state.isRequestInFlight = true
          return .none
        }
      }
    }
  }

  @available(*, deprecated)
  struct LoginViewState: Equatable {
    @BindingViewState var email: String
    var isLoginButtonDisabled: Bool

    @MainActor
    init(_ store: BindingViewStore<Login.State>) {
      self._email = store.$email
      self.isLoginButtonDisabled = !store.isFormValid || store.isRequestInFlight
    }
  }

  @available(*, deprecated)
  @Test func viewStateFollowsTheTestStore() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
    await store.send(.set(\.$email, "blob@pointfree.co")) {
      $0.email = "blob@pointfree.co"
      $0.isFormValid = true
    }
    #expect(!LoginViewState(store.bindings).isLoginButtonDisabled)
    #expect(LoginViewState(store.bindings).email == "blob@pointfree.co")
    await store.send(.loginTapped) { $0.isRequestInFlight = true }
    #expect(LoginViewState(store.bindings).isLoginButtonDisabled)
  }

  @available(*, deprecated)
  struct NestedLogin: Reducer {
    struct State: Equatable {
      @BindingState var email = ""
    }
    @CasePathable
    enum Action: Equatable {
      case view(View)
      @CasePathable
      enum View: Equatable, BindableAction {
        case binding(BindingAction<State>)
      }
    }
    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
    }
  }

  @available(*, deprecated)
  @Test func viewActionBindings() async {
    let store = TestStore(initialState: NestedLogin.State()) { NestedLogin() }
    await store.send(.view(.set(\.$email, "blob"))) { $0.email = "blob" }
    #expect(store.bindings(action: AnyCasePath(\.view)).email == "blob")
  }
}
