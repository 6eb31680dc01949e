import ComposableArchitecture
import Testing

/// The shapes of `ReducerEnumShapes.swift`, driven through stores: each compiles (the regression) and
/// runs the way TCA runs it.
@MainActor
@Suite("@Reducer shapes from TCA's examples")
struct ReducerEnumShapesTests {
  // MARK: - Declared `Action` (SyncUps)

  @Test func syncUpsDestinationWithItsOwnActionPresentsEditsAndAlerts() async {
    let store = TestStore(initialState: SyncUpDetailFeature.State()) { SyncUpDetailFeature() }
    await store.send(.editButtonTapped) { $0.destination = .edit(ShapeCounter.State()) }
    await store.send(.destination(.presented(.edit(.increment)))) {
      $0.destination = .edit(ShapeCounter.State(count: 1))
    }
    await store.send(.deleteButtonTapped) { $0.destination = .alert(AlertState { TextState("Delete?") }) }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.destination = nil
      $0.deleted = true
    }
  }

  @Test func aDeclaredActionKeepsItsCasesAndGetsCasePaths() {
    let action = SyncUpDetailShape.Destination.Action.alert(.confirmDeletion)
    #expect(action[case: \.alert] == .confirmDeletion)
    #expect(action.is(\.alert))
    #expect(!action.is(\.edit))
    // `@CasePathable` added by the macro on an `Action` declared without it.
    let ignored = IgnoredAlertDestination.Action.edit(.increment)
    #expect(ignored[case: \.edit] == .increment)
    #expect(IgnoredAlertDestination.Action.alert(.confirmDeletion)[case: \.alert] == .confirmDeletion)
  }

  @Test func anIgnoredAlertBesideADeclaredActionIsStateOnly() {
    let store = Store(initialState: IgnoredAlertDestination.State.edit(ShapeCounter.State())) {
      IgnoredAlertDestination.body
    }
    guard case let .edit(child) = store.case else {
      Issue.record("expected the edit case")
      return
    }
    child.send(.increment)
    #expect(store.state == .edit(ShapeCounter.State(count: 1)))

    let alert = AlertState<IgnoredAlertDestination.Alert> { TextState("Sure?") }
    let alertStore = Store(initialState: IgnoredAlertDestination.State.alert(alert)) { IgnoredAlertDestination.body }
    guard case let .alert(shown) = alertStore.case else {
      Issue.record("expected the alert case")
      return
    }
    #expect(shown == alert)
  }

  // MARK: - Declared `body` (TicTacToe)

  @available(*, deprecated)
  @Test func ticTacToeAppUsesItsOwnBody() async {
    let store = TestStore(initialState: ShapeTicTacToe.State.login(ShapeLogin.State())) { ShapeTicTacToe.body }
    await store.send(.login(.attempt)) {
      $0 = .login(ShapeLogin.State())
      $0.login?.attempts = 1
    }
    await store.send(.login(.loggedIn)) { $0 = .newGame(ShapeNewGame.State()) }
    await store.send(.newGame(.setPlayer("Blob"))) { $0.newGame?.player = "Blob" }
    await store.send(.newGame(.logout)) { $0 = .login(ShapeLogin.State()) }
  }

  @available(*, deprecated)
  @Test func ticTacToeAppStillScopesItsCases() {
    let store = Store(initialState: ShapeTicTacToe.State.newGame(ShapeNewGame.State())) { ShapeTicTacToe.body }
    guard case let .newGame(game) = store.case else {
      Issue.record("expected the new-game case")
      return
    }
    game.send(.setPlayer("Blob"))
    #expect(store.newGame?.player == "Blob")
    // A value of the enum is a reducer too: its instance body runs the static one.
    let reducer = ShapeTicTacToe.login(ShapeLogin())
    var state = ShapeTicTacToe.State.login(ShapeLogin.State())
    _ = reducer.reduce(into: &state, action: .login(.loggedIn))
    #expect(state == .newGame(ShapeNewGame.State()))
  }

  @Test func aDeclaredBodyAndActionHandleTheExtraCase() async {
    let store = TestStore(initialState: BodyAndActionApp.State.login(ShapeLogin.State())) { BodyAndActionApp.body }
    await store.send(.login(.loggedIn)) { $0 = .newGame(ShapeNewGame.State()) }
    await store.send(.newGame(.setPlayer("Blob"))) { $0.newGame?.player = "Blob" }
    await store.send(.reset) { $0 = .login(ShapeLogin.State()) }
  }

  // MARK: - Declared `State`

  @Test func aDeclaredStateIsUsedByTheGeneratedBodyAndScope() async {
    let store = TestStore(initialState: DeclaredStateDestination.State.counter(ShapeCounter.State())) {
      DeclaredStateDestination.body
    }
    await store.send(.counter(.increment)) { $0 = .counter(ShapeCounter.State(count: 1)) }

    let live = Store(initialState: DeclaredStateDestination.State.note("hi")) { DeclaredStateDestination.body }
    guard case let .note(text) = live.case else {
      Issue.record("expected the note case")
      return
    }
    #expect(text == "hi")
  }

  @Test func aDeclaredStateAndActionLeaveOnlyBodyAndScopeToTheMacro() async {
    let store = TestStore(initialState: DeclaredBothDestination.State.counter(ShapeCounter.State())) {
      DeclaredBothDestination.body
    }
    await store.send(.counter(.increment)) { $0 = .counter(ShapeCounter.State(count: 1)) }
    let alert = AlertState<DeclaredBothDestination.Alert> { TextState("Done") }
    let live = Store(initialState: DeclaredBothDestination.State.alert(alert)) { DeclaredBothDestination.body }
    guard case let .alert(shown) = live.case else {
      Issue.record("expected the alert case")
      return
    }
    #expect(shown == alert)
  }

  // MARK: - Default values

  /// Each reducer case of `DefaultValueDestination`: its state, its action, and the tag its default
  /// value builds the reducer with.
  static func defaultValueCase(
    _ name: String
  ) -> (state: DefaultValueDestination.State, action: DefaultValueDestination.Action, tag: String)? {
    let state = ShapeTagged.State()
    switch name {
    case "call": return (.call(state), .call(.record), "context")
    case "implicitMember": return (.implicitMember(state), .implicitMember(.record), "implicit")
    case "staticMember": return (.staticMember(state), .staticMember(.record), "live")
    case "literal": return (.literal(state), .literal(.record), "literal tag")
    case "closure": return (.closure(state), .closure(.record), "(a, ),(b, )")
    case "commas": return (.commas(state), .commas(.record), "x, y (z), \"w\"")
    case "plain": return (.plain(state), .plain(.record), "plain")
    default: return nil
    }
  }

  @Test(arguments: ["call", "implicitMember", "staticMember", "literal", "closure", "commas", "plain"])
  func aReducerCaseIsBuiltFromItsDefaultValue(name: String) throws {
    let (state, action, tag) = try #require(Self.defaultValueCase(name))
    let store = Store(initialState: state) { DefaultValueDestination.body }
    store.send(action)
    let log = [
      store.call?.log, store.implicitMember?.log, store.staticMember?.log, store.literal?.log, store.closure?.log,
      store.commas?.log, store.plain?.log,
    ]
    .compactMap { $0 }
    #expect(log == [[tag]])
  }

  @Test func stateOnlyCasesKeepTheirDefaultValues() {
    #expect(DefaultValueDestination.State.count() == .count(42))
    #expect(DefaultValueDestination.State.note() == .note(label: "a, (b)"))
    #expect(DefaultValueDestination.State.pair() == .pair(1, "one, two"))
    #expect(DefaultValueDestination.CaseScope.count().isCount42)
    let store = Store(initialState: DefaultValueDestination.State.pair()) { DefaultValueDestination.body }
    guard case let .pair(number, text) = store.case else {
      Issue.record("expected the pair case")
      return
    }
    #expect(number == 1)
    #expect(text == "one, two")
  }

  // MARK: - Mixed cases, labels, other payloads

  @Test func everyKindOfCaseScopesAsTCADoes() async {
    let store = TestStore(initialState: MixedDestination.State.labelled(feature: ShapeCounter.State())) {
      MixedDestination.body
    }
    await store.send(.labelled(feature: .increment)) { $0 = .labelled(feature: ShapeCounter.State(count: 1)) }

    let states: [MixedDestination.State] = [
      .counter(ShapeCounter.State()),
      .alert(AlertState { TextState("A") }),
      .dialog(ConfirmationDialogState { TextState("D") }),
      .prompt(ShapePrompt(message: "P")),
      .ignoredCounter(ShapeCounter.State(count: 7)),
      .meeting("M", syncUp: 3),
      .optional(nil),
      .array([1, 2]),
      .empty,
    ]
    var seen: [String] = []
    for state in states {
      let live = Store(initialState: state) { MixedDestination.body }
      switch live.case {
      case let .labelled(child): seen.append("labelled \(child.count)")
      case let .counter(child):
        child.send(.increment)
        seen.append("counter \(child.count)")
      case let .alert(alert): seen.append("alert \(alert == AlertState { TextState("A") })")
      case .dialog: seen.append("dialog")
      case let .prompt(prompt): seen.append("prompt \(prompt.message)")
      case let .ignoredCounter(counter): seen.append("ignored \(counter.count)")
      case let .meeting(title, syncUp: id): seen.append("meeting \(title) \(id)")
      case let .optional(value): seen.append("optional \(value == nil)")
      case let .array(values): seen.append("array \(values)")
      case .empty: seen.append("empty")
      }
    }
    #expect(
      seen == [
        "counter 1", "alert true", "dialog", "prompt P", "ignored 7", "meeting M 3", "optional true", "array [1, 2]",
        "empty",
      ])
    // Actions: the ephemeral cases carry their actions; the state-only cases `Never`.
    #expect(MixedDestination.Action.alert(.ok)[case: \.alert] == .ok)
    #expect(MixedDestination.Action.prompt(.confirm)[case: \.prompt] == .confirm)
  }

  // MARK: - Access, generics, nesting

  @Test func publicPackageGenericAndNestedEnumsWork() async {
    let publicStore = TestStore(initialState: PublicDeclaredActionDestination.State.counter(ShapeCounter.State())) {
      PublicDeclaredActionDestination.body
    }
    await publicStore.send(.counter(.increment)) { $0 = .counter(ShapeCounter.State(count: 1)) }

    let packageStore = Store(initialState: PackageDestination.State.counter(ShapeCounter.State())) {
      PackageDestination.body
    }
    packageStore.send(.counter(.increment))
    #expect(packageStore.counter?.count == 1)

    let generic = Store(initialState: GenericDestination<String>.State.counter(ShapeCounter.State())) {
      GenericDestination<String>.body
    }
    generic.send(.counter(.increment))
    #expect(generic.counter?.count == 1)
    let value = Store(initialState: GenericDestination<String>.State.value("v")) { GenericDestination<String>.body }
    guard case let .value(payload) = value.case else {
      Issue.record("expected the value case")
      return
    }
    #expect(payload == "v")

    let nested = Store(initialState: ShapeHost.Destination.State.tagged(ShapeTagged.State())) {
      ShapeHost.Destination.body
    }
    nested.send(.tagged(.record))
    #expect(nested.tagged?.log == ["nested"])

    let other = Store(initialState: ShapeHost.Other.State.login(ShapeLogin.State())) { ShapeHost.Other.body }
    other.send(.login(.attempt))
    #expect(other.login?.attempts == 1)
  }

  // MARK: - Structs

  @Test func aBodyNamingIntStateGetsNoGeneratedState() async {
    let store = TestStore(initialState: 1) { IntStateReducer() }
    await store.send(.add(2)) { $0 = 3 }
  }

  @Test func aLetBodyIsTheBody() async {
    let store = TestStore(initialState: LetBodyReducer.State()) { LetBodyReducer() }
    await store.send(.tap) { $0.count = 1 }
  }

  @Test func aNestedReducerReducesTheEnclosingStateAndAction() async {
    let store = TestStore(initialState: EnclosingFeature.State(count: 1)) { EnclosingFeature() }
    await store.send(.tap) { $0.count = 4 }
    let doubler = TestStore(initialState: EnclosingFeature.State(count: 5)) { EnclosingFeature.Doubler() }
    await doubler.send(.tap) { $0.count = 10 }
  }
}

extension DefaultValueDestination.CaseScope {
  /// Whether this is `.count(42)`.
  var isCount42: Bool {
    if case .count(42) = self { return true }
    return false
  }
}
