import Testing

@testable import ComposableArchitecture

// Issue 26: runtime warnings and TestStore failures read word for word as TCA 1.25.5's. Each text is
// written out here in full; a report is compared whole, never by a fragment.

/// Runs `body`, expecting exactly one issue, whose whole text is `expected`.
@MainActor
private func expectIssue(
  _ expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
  let seen = LockIsolated<[String]>([])
  withKnownIssue(sourceLocation: sourceLocation) {
    body()
  } matching: { issue in
    seen.withValue { $0.append(text(of: issue)) }
    return text(of: issue) == expected
  }
  #expect(seen.value == [expected], sourceLocation: sourceLocation)
}

@MainActor
private func expectIssue(
  _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async -> Void
) async {
  let seen = LockIsolated<[String]>([])
  await withKnownIssue(sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    seen.withValue { $0.append(text(of: issue)) }
    return text(of: issue) == expected
  }
  #expect(seen.value == [expected], sourceLocation: sourceLocation)
}

// MARK: - Shapes of actions and states the reports print

/// A nested feature: its types print as `Outer.Inner.Action`.
enum Outer {
  @CasePathable
  enum Inner {
    @CasePathable
    enum Action: Equatable { case tapped, renamed(String), response(Result<Int, Failure>) }
  }
  struct Failure: Error, Equatable {}
}

/// A parent action embedding a nested feature's actions.
@CasePathable
enum ShapesAction: Equatable { case child(Outer.Inner.Action), other }

/// A generic action: it prints without its generic arguments in case outputs.
@CasePathable
enum Wrapped<Value: Equatable>: Equatable {
  case value(Value)
  case none
}

@Suite("TCA report texts: ifLet")
@MainActor
struct IfLetReportTextTests {
  private static let reasons = """
    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
    before any other reducer sets child state to "nil". This ensures that child reducers can \
    handle their actions while their state is still available.

    An in-flight effect emitted this action when child state was "nil". While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state becomes "nil", especially if it is a long-living effect.

    This action was sent to the store while state was "nil". Make sure that actions for this \
    reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, use \
    "IfLetStore".
    """

  private static func expected(line: Int, action: String) -> String {
    """
    An "ifLet" at "ComposableArchitectureTests/TCAReportTextTests.swift:\(line)" received a child \
    action when child state was "nil".

      Action:
    \(action)

    \(reasons)
    """
  }

  @Test("Void action (TCA's IfLetReducerTests.testNilChild)")
  func voidAction() async {
    let line = #line + 2
    let store = TestStore(initialState: Int?.none) {
      EmptyReducer<Int?, Void>().ifLet(\.self, action: \.self) {}
    }
    await expectIssue(Self.expected(line: line, action: "    ()")) {
      await store.send(())
    }
  }

  @Test("Enum actions with and without payload, a nested type, a Result payload")
  func actionShapes() {
    let line = #line + 2
    let store = Store(initialState: Outer.Inner.Action?.none) {
      EmptyReducer<Outer.Inner.Action?, ShapesAction>().ifLet(\.self, action: \.child) {}
    }
    expectIssue(Self.expected(line: line, action: "    ShapesAction.child(.tapped)")) {
      store.send(.child(.tapped))
    }
    expectIssue(
      Self.expected(
        line: line,
        action: """
              ShapesAction.child(
                .renamed("Blob")
              )
          """)
    ) {
      store.send(.child(.renamed("Blob")))
    }
    expectIssue(
      Self.expected(
        line: line,
        action: """
              ShapesAction.child(
                .response(
                  .success(1)
                )
              )
          """)
    ) {
      store.send(.child(.response(.success(1))))
    }
    expectIssue(
      Self.expected(
        line: line,
        action: """
              ShapesAction.child(
                .response(
                  .failure(Outer.Failure())
                )
              )
          """)
    ) {
      store.send(.child(.response(.failure(Outer.Failure()))))
    }
  }

  @Test("A function-local payload type prints without its unknown context")
  func functionLocalPayload() {
    struct LocalPayload: Equatable { var id = 1 }
    let line = #line + 2
    let store = Store(initialState: LocalPayload?.none) {
      EmptyReducer<LocalPayload?, Wrapped<LocalPayload>>().ifLet(\.self, action: \.value) {}
    }
    expectIssue(
      Self.expected(
        line: line,
        action: """
              Wrapped.value(
                IfLetReportTextTests.LocalPayload(id: 1)
              )
          """)
    ) {
      store.send(.value(LocalPayload()))
    }
  }

  @Test("A generic action and a Result action")
  func genericAndResult() {
    let line = #line + 2
    let store = Store(initialState: Int?.none) {
      EmptyReducer<Int?, Wrapped<Int>>().ifLet(\.self, action: \.value) {}
    }
    expectIssue(Self.expected(line: line, action: "    Wrapped.value(7)")) {
      store.send(.value(7))
    }
    let resultLine = #line + 2
    let resultStore = Store(initialState: Int?.none) {
      EmptyReducer<Int?, Result<Int, Outer.Failure>>().ifLet(\.self, action: \.success) {}
    }
    expectIssue(Self.expected(line: resultLine, action: "    Result.success(1)")) {
      resultStore.send(.success(1))
    }
  }
}

@Suite("TCA report texts: ifCaseLet and Scope")
@MainActor
struct CaseReportTextTests {
  @Test("ifCaseLet on Result (TCA's IfCaseLetReducerTests.testNilChild)")
  func ifCaseLetOnResult() async {
    struct SomeError: Error, Equatable {}
    let line = #line + 3
    let store = TestStore(initialState: Result<Int, SomeError>.failure(SomeError())) {
      EmptyReducer<Result<Int, SomeError>, Result<Int, SomeError>>()
        .ifCaseLet(\.success, action: \.success) {}
    }
    await expectIssue(
      """
      An "ifCaseLet" at "ComposableArchitectureTests/TCAReportTextTests.swift:\(line)" received a \
      child action when child state was set to a different case.

        Action:
          Result.success(1)
        State:
          Result.failure(CaseReportTextTests.SomeError())

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer set "Result" to a different case before this reducer ran. This reducer \
      must run before any other reducer sets child state to a different case. This ensures that \
      child reducers can handle their actions while their state is still available.

      An in-flight effect emitted this action when child state was unavailable. While it may be \
      perfectly reasonable to ignore this action, consider canceling the associated effect before \
      child state changes to another case, especially if it is a long-living effect.

      This action was sent to the store while state was another case. Make sure that actions for \
      this reducer can only be sent from a store when state is set to the appropriate case. In \
      SwiftUI applications, use "SwitchStore".
      """
    ) {
      await store.send(.success(1))
    }
  }

  @Reducer
  struct Child2 {
    @CasePathable
    enum State: Equatable { case count(Int), name(String) }
    @CasePathable
    enum Action: Equatable { case count(Int), name(String), reset }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  private static func scopeText(line: Int, action: String, state: String, type: String) -> String {
    """
    A "Scope" at "ComposableArchitectureTests/TCAReportTextTests.swift:\(line)" received a child \
    action when child state was set to a different case.

      Action:
        \(action)
      State:
        \(state)

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(type)" to a different case before the scoped reducer ran. Child \
    reducers must run before any parent reducer sets child state to a different case. This \
    ensures that child reducers can handle their actions while their state is still available. \
    Consider using "Reducer.ifCaseLet" to embed this child reducer in the parent reducer that \
    change its state to ensure the child reducer runs first.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """
  }

  @Test("Scope on a case (TCA's ScopeTests.testNilChild): payloads are left out")
  func scopeOnACase() async {
    let line = #line + 2
    let store = TestStoreOf<Child2>(initialState: Child2.State.count(0)) {
      Scope(state: \.name, action: \.name) {}
    }
    await expectIssue(
      Self.scopeText(
        line: line, action: "CaseReportTextTests.Child2.Action.name",
        state: "CaseReportTextTests.Child2.State.count", type: "CaseReportTextTests.Child2.State")
    ) {
      await store.send(.name("Blob"))
    }
  }

  @Test("Scope on a case of function-local, generic and Result types")
  func scopeShapes() {
    enum LocalState: Equatable { case on(Int), off }
    enum LocalAction: Equatable { case on(Wrapped<Int>), off }
    let line = ResultScope.line
    let store = Store(initialState: Result<Int, Outer.Failure>.failure(Outer.Failure())) {
      ResultScope()
    }
    expectIssue(
      Self.scopeText(
        line: line, action: "Result.success", state: "Result.failure", type: "Result")
    ) {
      store.send(.success(1))
    }
    #expect(debugCaseOutput(LocalState.off) == "CaseReportTextTests.LocalState.off")
    #expect(debugCaseOutput(LocalAction.on(.value(1))) == "CaseReportTextTests.LocalAction.on(.value)")
    #expect(debugCaseOutput(LocalAction.on(.none)) == "CaseReportTextTests.LocalAction.on(.none)")
    #expect(debugCaseOutput(LocalAction.off, abbreviated: true) == ".off")
  }
}

/// A `Scope` on the `success` case of a `Result`, whose actions are the same `Result`.
struct ResultScope: Reducer {
  typealias State = Result<Int, Outer.Failure>
  typealias Action = Result<Int, Outer.Failure>
  static let line = #line + 2
  var body: some Reducer<State, Action> {
    Scope(state: \.success, action: \.success) { EmptyReducer() }
  }
}

@Suite("TCA report texts: forEach and debugCaseOutput")
@MainActor
struct ForEachReportTextTests {
  @Reducer
  struct Elements {
    struct State: Equatable { var rows: IdentifiedArrayOf<Row> = [] }
    @CasePathable
    enum Action: Equatable { case rows(IdentifiedActionOf<RowFeature>), buttonTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct Row: Equatable, Identifiable { var id: Int; var value = "" }
  @Reducer
  struct RowFeature {
    typealias State = Row
    enum Action: Equatable { case renamed(String), cleared }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  private static func expected(line: Int, action: String) -> String {
    """
    A "forEach" at "ComposableArchitectureTests/TCAReportTextTests.swift:\(line)" received an \
    action for a missing element.

      Action:
        \(action)

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer removed an element with this ID before this reducer ran. This reducer must \
    run before any other reducer removes an element, which ensures that element reducers can \
    handle their actions while their state is still available.

    An in-flight effect emitted this action when state contained no element at this ID. While it \
    may be perfectly reasonable to ignore this action, consider canceling the associated effect \
    before an element is removed, especially if it is a long-living effect.

    This action was sent to the store while its state contained no element at this ID. To fix \
    this make sure that actions for this reducer can only be sent from a store when its state \
    contains an element at this id. In SwiftUI applications, use "ForEachStore".
    """
  }

  @Test("Missing element (TCA's ForEachReducerTests.testMissingElement), with and without payload")
  func missingElement() async {
    let line = #line + 3
    let store = TestStore(initialState: Elements.State()) {
      EmptyReducer<Elements.State, Elements.Action>()
        .forEach(\.rows, action: \.rows) { RowFeature() }
    }
    await expectIssue(
      Self.expected(
        line: line,
        action: "ForEachReportTextTests.Elements.Action.rows(.element(id:, action: .renamed))")
    ) {
      await store.send(.rows(.element(id: 1, action: .renamed("Blob"))))
    }
    await expectIssue(
      Self.expected(
        line: line,
        action: "ForEachReportTextTests.Elements.Action.rows(.element(id:, action: .cleared))")
    ) {
      await store.send(.rows(.element(id: 1, action: .cleared)))
    }
  }

  @Test("debugCaseOutput names a function-local type by its enclosing type, as TCA does")
  func debugCaseOutputShapes() {
    struct LocalPayload: Equatable {}
    enum LocalAction { case loaded(LocalPayload), tapped, pair(Int, label: Outer.Inner.Action) }
    #expect(debugCaseOutput(LocalAction.tapped) == "ForEachReportTextTests.LocalAction.tapped")
    #expect(debugCaseOutput(LocalAction.loaded(LocalPayload())) == "ForEachReportTextTests.LocalAction.loaded")
    #expect(
      debugCaseOutput(LocalAction.pair(1, label: .renamed("x")))
        == "ForEachReportTextTests.LocalAction.pair(_:, label: .renamed)")
    #expect(debugCaseOutput(Outer.Inner.Action.tapped) == "Outer.Inner.Action.tapped")
    #expect(
      debugCaseOutput(Outer.Inner.Action.response(.success(1)))
        == "Outer.Inner.Action.response(.success)")
    #expect(debugCaseOutput(Wrapped<[String: Int]>.none) == "Wrapped.none")
    #expect(debugCaseOutput(Result<Int, Outer.Failure>.success(1)) == "Result.success")
    #expect(!debugCaseOutput(LocalAction.tapped).contains("unknown context"))
  }
}

@Suite("TCA report texts: forEach on a stack (TCA's StackReducerTests)")
@MainActor
struct StackForEachReportTextTests {
  @Reducer
  struct Parent {
    struct State: Equatable { var path = StackState<Int>() }
    @CasePathable
    enum Action: Equatable { case path(StackAction<Int, Never>) }
    static let line = #line + 3
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) { EmptyReducer<Int, Never>() }
    }
  }

  private static var location: String {
    "ComposableArchitectureTests/TCAReportTextTests.swift:\(Parent.line)"
  }

  @Test("popFrom a missing element: TCA's ID and Path IDs block")
  func popMissing() async {
    let store = TestStore(initialState: Parent.State(path: StackState([1]))) { Parent() }
    await expectIssue(
      """
      A "forEach" at "\(Self.location)" received a "popFrom" action for a missing element.

        ID:
          #999
        Path IDs:
          [#0]
      """
    ) {
      await store.send(.path(.popFrom(id: 999)))
    }
  }

  @Test("push of an id already there: reported, the stack unchanged")
  func pushExisting() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.path(.push(id: 0, state: 1))) { $0.path[id: 0] = 1 }
    await store.send(.path(.push(id: 1, state: 2))) { $0.path[id: 1] = 2 }
    await expectIssue(
      """
      A "forEach" at "\(Self.location)" received a "push" action for an element it already contains.

        ID:
          #0
        Path IDs:
          [#0, #1]
      """
    ) {
      await store.send(.path(.push(id: 0, state: 3)))
    }
  }

  @Test("push of an id ahead of the next generation: reported, the element still pushed")
  func pushAhead() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await expectIssue(
      """
      A "forEach" at "\(Self.location)" received a "push" action with an unexpected generational ID.

        Received ID:
          #1
        Expected ID:
          #0
      """
    ) {
      await store.send(.path(.push(id: 1, state: 7))) { $0.path[id: 1] = 7 }
    }
  }

  @Test("push of the next id, and of an id below it after a pop (TCA's testPushReusedID shapes): silent")
  func pushNextAndReused() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.path(.push(id: 0, state: 1))) { $0.path[id: 0] = 1 }
    await store.send(.path(.push(id: 1, state: 2))) { $0.path[id: 1] = 2 }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.send(.path(.push(id: 0, state: 3))) { $0.path[id: 0] = 3 }
  }

  @Reducer
  struct VoidPath {
    struct State: Equatable { var path = StackState<Int>() }
    @CasePathable
    enum Action { case path(StackAction<Int, Void>) }
    static let line = #line + 3
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .forEach(\.path, action: \.path) { EmptyReducer<Int, Void>() }
    }
  }

  @Test("an element action for a missing element prints the element's action, with TCA's NavigationStack advice")
  func missingElement() async {
    var path = StackState<Int>()
    path.append(1)
    let store = TestStore(initialState: VoidPath.State(path: path)) { VoidPath() }
    await expectIssue(
      """
      A "forEach" at "ComposableArchitectureTests/TCAReportTextTests.swift:\(VoidPath.line)" received an \
      action for a missing element.

        Action:
          ()

      This is generally considered an application logic error, and can happen for a few reasons:

      A parent reducer removed an element with this ID before this reducer ran. This reducer must \
      run before any other reducer removes an element, which ensures that element reducers can \
      handle their actions while their state is still available.

      An in-flight effect emitted this action when state contained no element at this ID. While it \
      may be perfectly reasonable to ignore this action, consider canceling the associated effect \
      before an element is removed, especially if it is a long-living effect.

      This action was sent to the store while its state contained no element at this ID. To fix \
      this make sure that actions for this reducer can only be sent from a store when its state \
      contains an element at this id. In SwiftUI applications, use "NavigationStack.init(path:)" \
      with a binding to a store.
      """
    ) {
      await store.send(.path(.element(id: 999, action: ())))
    }
  }
}

@Suite("TCA report texts: a presentation ifLet with nothing presented (TCA's PresentationReducerTests)")
@MainActor
struct AbsentPresentationReportTextTests {
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action: Equatable { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  @Reducer
  struct Parent {
    struct State: Equatable { @PresentationState var child: Child.State? }
    enum Action: Equatable { case child(PresentationAction<Child.Action>) }
    static let line = #line + 3
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$child, action: \.child) { Child() }
    }
  }

  private static func expected(action: String) -> String {
    """
    An "ifLet" at "ComposableArchitectureTests/TCAReportTextTests.swift:\(Parent.line)" received a \
    presentation action when destination state was absent.

      Action:
        \(action)

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set destination state to "nil" before this reducer ran. This reducer \
    must run before any other reducer sets destination state to "nil". This ensures that \
    destination reducers can handle their actions while their state is still present.

    This action was sent to the store while destination state was "nil". Make sure that \
    actions for this reducer can only be sent from a store when state is present, or \
    from effects that start from this reducer.
    """
  }

  @Test("dismiss and a child action while nil: TCA's text, no bullets, no SwiftUI sentence")
  func absent() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await expectIssue(Self.expected(action: "AbsentPresentationReportTextTests.Parent.Action.child(.dismiss)")) {
      await store.send(.child(.dismiss))
    }
    await expectIssue(
      Self.expected(action: "AbsentPresentationReportTextTests.Parent.Action.child(.presented(.tap))")
    ) {
      await store.send(.child(.presented(.tap)))
    }
  }
}

@Suite("TCA report texts: an action sent from a completed effect (TCA's EffectRunTests)")
@MainActor
struct SendAfterCompletionReportTextTests {
  @Test("Type names as TCA prints them: no module, no unknown context, case names only")
  func escapedSend() async {
    enum Action: Equatable { case tap, response(Int) }
    let escaped = LockIsolated<Send<Action>?>(nil)
    let store = Store(initialState: 0) {
      Reduce<Int, Action> { _, action in
        switch action {
        case .tap: .run { send in escaped.setValue(send) }
        case .response: .none
        }
      }
    }
    await store.send(.tap).finish()
    expectIssue(
      """
      An action was sent from a completed effect.

        Action:
          SendAfterCompletionReportTextTests.Action.response

        Effect returned from:
          SendAfterCompletionReportTextTests.Action.tap

      Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
      completed. This can happen if you escape the 'send' argument in an unstructured context.

      To fix this, make sure that your 'run' closure does not return until you're done calling \
      'send'.
      """
    ) {
      escaped.value?(.response(42))
    }
  }
}
