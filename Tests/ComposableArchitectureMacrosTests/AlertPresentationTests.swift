import ComposableArchitecture
import Testing

@Reducer
struct HojaContador {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in state.count += 1; return .none }
  }
}

@Reducer
enum DestinoConAviso {
  case sheet(HojaContador)
  case alert(AlertState<Alert>)
  case dialog(ConfirmationDialogState<Dialog>)
  @CasePathable
  enum Alert: Equatable { case confirm }
  enum Dialog: Equatable { case share }
}
extension DestinoConAviso.State: Equatable {}
extension DestinoConAviso.Action: Equatable {}

@Reducer
struct PadreConAviso {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var destination: DestinoConAviso.State?
    var log: [String] = []
  }
  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<DestinoConAviso.Action>)
    case showAlert
    case showDestinationAlert
    @CasePathable
    enum Alert: Equatable { case delete }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showAlert:
        state.alert = AlertState { TextState("Delete?") } actions: {
          ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
        }
        return .none
      case .showDestinationAlert:
        state.destination = .alert(AlertState { TextState("Sure?") } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
        })
        return .none
      case .alert(.presented(.delete)):
        state.log.append("deleted")
        return .none
      case .destination(.presented(.alert(.confirm))):
        state.log.append("confirmed")
        return .none
      case .alert, .destination:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$destination, action: \.destination)
  }
}

@MainActor
@Suite("Alerts and dialogs as ephemeral destinations")
struct AlertPresentationTests {
  @Test("Any action of an alert dismisses it: @Presents alert, and an alert case of a @Reducer enum")
  func alertIsDismissedByItsAction() async {
    let store = TestStore(initialState: PadreConAviso.State()) { PadreConAviso() }
    await store.send(.showAlert) {
      $0.alert = AlertState { TextState("Delete?") } actions: {
        ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
      }
    }
    await store.send(\.alert.delete) {
      $0.alert = nil
      $0.log = ["deleted"]
    }
    await store.send(.showDestinationAlert) {
      $0.destination = .alert(AlertState { TextState("Sure?") } actions: {
        ButtonState(action: .confirm) { TextState("Yes") }
      })
    }
    await store.send(\.destination.alert.confirm) {
      $0.destination = nil
      $0.log = ["deleted", "confirmed"]
    }
  }

  @Test("Any button of a confirmation dialog dismisses it")
  func dialogIsDismissedByItsAction() async {
    let store = TestStore(
      initialState: PadreConAviso.State(
        destination: .dialog(ConfirmationDialogState { TextState("Share?") } actions: {
          ButtonState(action: .share) { TextState("Share") }
        })
      )
    ) { PadreConAviso() }
    await store.send(.destination(.presented(.dialog(.share)))) { $0.destination = nil }
  }

  @Test("An optional alert with ifLet and no reducer is dismissed by its action")
  func optionalAlertWithoutPresents() async {
    let store = TestStore(initialState: AvisoOpcional.State()) { AvisoOpcional() }
    await store.send(.mostrar) { $0.aviso = AlertState { TextState("Hola") } }
    await store.send(.aviso(.ok)) { $0.aviso = nil }
  }
}

@Reducer
struct AvisoOpcional {
  @ObservableState
  struct State: Equatable {
    var aviso: AlertState<Aviso>?
  }
  enum Action: Equatable {
    case aviso(Aviso)
    case mostrar
  }
  enum Aviso: Equatable { case ok }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .mostrar = action { state.aviso = AlertState { TextState("Hola") } }
      return .none
    }
    .ifLet(\.aviso, action: \.aviso)
  }
}
