import Testing

@testable import ComposableArchitecture

// `@BindingState` and the view store bindings are deprecated (as in TCA): exercised from deprecated
// declarations, so the build stays free of warnings.

@available(*, deprecated)
private struct Settings: Reducer {
  struct State: Equatable {
    @BindingState var name = ""
    @BindingState var isOn = false
    @BindingState var volume = Volume()
    var nameLength = 0
  }

  struct Volume: Equatable, Sendable {
    var level = 5
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.$name):
        state.nameLength = state.name.count
        return .none
      case .binding:
        return .none
      }
    }
  }
}

@available(*, deprecated)
private struct SettingsView {
  struct ViewState: Equatable {
    @BindingViewState var name: String
    @BindingViewState var volume: Settings.Volume
    var nameLength: Int

    @MainActor
    init(store: BindingViewStore<Settings.State>) {
      self._name = store.$name
      self._volume = store.$volume
      self.nameLength = store.nameLength
    }
  }
}

@MainActor
@Suite("@BindingState, BindingViewState and BindingViewStore (issue 27)")
struct BindingStateTests {
  @available(*, deprecated)
  @Test("A @BindingState field round-trips through BindingReducer: .set(\\.$name, …) and case .binding(\\.$name)")
  func roundTrip() async {
    let store = TestStore(initialState: Settings.State()) { Settings() }
    await store.send(.set(\.$name, "Blob")) {
      $0.name = "Blob"
      $0.nameLength = 4
    }
    await store.send(.binding(.set(\.$isOn, true))) {
      $0.isOn = true
    }
    await store.send(\.binding.$name, "Blob Jr.") {
      $0.name = "Blob Jr."
      $0.nameLength = 8
    }
  }

  @available(*, deprecated)
  @Test("Binding actions of @BindingState fields are equal by field and value, and match by key path")
  func bindingActionShape() {
    let action = BindingAction<Settings.State>.set(\.$name, "Blob")
    #expect(action == .set(\.$name, "Blob"))
    #expect(action != .set(\.$name, "Blob Jr."))
    #expect(\Settings.State.$name ~= action)
    #expect(!(\Settings.State.$isOn ~= action))
    let casePath = BindingAction<Settings.State>.allCasePaths.$name
    #expect(casePath.extract(from: action) == "Blob")
    #expect(casePath.extract(from: .set(\.$isOn, true)) == nil)
    var state = Settings.State()
    casePath.embed("Embedded").apply(to: &state)
    #expect(state.name == "Embedded")
  }

  @available(*, deprecated)
  @Test("A view store's $field reads the state and writes by sending the binding action")
  func viewStoreBinding() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let viewStore = ViewStore(store, observe: { $0 })
    let name = viewStore.$name
    #expect(name.wrappedValue == "")
    name.wrappedValue = "Blob"
    #expect(store.name == "Blob")
    #expect(viewStore.nameLength == 4)
    #expect(name.wrappedValue == "Blob")
  }

  @available(*, deprecated)
  @Test("A view state made from a BindingViewStore: reads, writes, member bindings, removeDuplicates")
  func bindingViewStore() {
    let store = Store(initialState: Settings.State()) { Settings() }
    var computed = 0
    let viewStore = ViewStore(
      store,
      observe: { (bindings: BindingViewStore<Settings.State>) in
        computed += 1
        return SettingsView.ViewState(store: bindings)
      })
    #expect(computed == 1)
    #expect(viewStore.name == "")
    viewStore.$name.wrappedValue = "Blob"
    #expect(store.name == "Blob")
    #expect(viewStore.name == "Blob")
    #expect(viewStore.nameLength == 4)
    #expect(computed == 2)

    // A member of a binding writes the whole value with that member changed.
    viewStore.$volume.level.wrappedValue = 9
    #expect(store.volume == Settings.Volume(level: 9))

    // A change the view state does not show is a duplicate: the view state made before stays.
    let before = viewStore.state
    store.send(.set(\.$isOn, true))
    #expect(viewStore.state == before)
    #expect(computed == 4)
  }
}
