import ComposableArchitecture
import Testing

/// `PresentationState`'s dynamic members: a case of an enum destination, or a member of the
/// presented state, as a presentation of its own.
@MainActor
@Suite("PresentationState dynamic members")
struct PresentationStateDynamicMemberTests {
  @Reducer
  struct Detail {
    @ObservableState
    struct State: Equatable { var title = "" }
    enum Action: Equatable { case close }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Reducer
  enum Destination {
    case detail(Detail)
    case alert(AlertState<Alert>)
    enum Alert: Equatable { case confirm }
  }

  @ObservableState
  struct State {
    @Presents var destination: Destination.State?
    @Presents var detail: Detail.State?
  }

  @Test func aCaseOfTheDestination() {
    var state = State()
    #expect(state.$destination.detail.wrappedValue == nil)
    state.destination = .detail(Detail.State(title: "Milk"))
    #expect(state.$destination.detail.wrappedValue == Detail.State(title: "Milk"))
    #expect(state.$destination.alert.wrappedValue == nil)
  }

  @Test func aMemberOfThePresentedState() {
    var state = State()
    #expect(state.$detail.title.wrappedValue == nil)
    state.detail = Detail.State(title: "Eggs")
    #expect(state.$detail.title.wrappedValue == "Eggs")
  }
}
