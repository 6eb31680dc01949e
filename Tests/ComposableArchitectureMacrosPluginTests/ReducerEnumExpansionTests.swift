@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

@Suite("@Reducer enum expansion: declared members, default values, case kinds")
struct ReducerEnumExpansionTests {
  func members(_ source: String, macro: String = "Reducer") throws -> MacroExpansion {
    try ReducerMacro.expand(Fixture(source, macro: macro).request(.member))
  }

  // MARK: - What the enum declares

  @Test func aDeclaredActionIsNotRedeclared() throws {
    let source = """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        case edit(SyncUpForm)

        @CasePathable
        enum Action {
          case alert(Alert)
          case edit(SyncUpForm.Action)
        }

        @CasePathable
        enum Alert {
          case confirmDeletion
        }
      }
      """
    let expansion = try members(source)
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == #"""
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case edit(SyncUpForm.State)
        }

        typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                SyncUpForm()
              }
            }
          )
        }

        enum CaseScope {
          case alert(AlertState<Alert>)
          case edit(ComposableArchitecture.StoreOf<SyncUpForm>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          case .edit:
            return .edit(store.scope(state: \.edit, action: \.edit)!)
          }
        }

        """#)
  }

  @Test func aDeclaredStaticBodyIsUsedAndGetsTheReducerBuilder() throws {
    let body = """
      public static var body: some ReducerOf<Self> {
          Reduce { state, action in .none }
            .ifCaseLet(\\.login, action: \\.login) { Login() }
        }
      """
    let source = """
      @Reducer
      public enum TicTacToe {
        case login(Login)
        case newGame(NewGame)

        \(body)
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    let text = try #require(expansion.source)
    #expect(!text.contains("typealias Body"))
    #expect(!text.contains("var body"))
    #expect(text.contains("public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState {"))
    #expect(text.contains("public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {"))
    #expect(text.contains("public enum CaseScope {"))
    #expect(text.contains("public static func scope("))
    #expect(
      ReducerMacro.memberAttributes(fixture.memberAttribute(body)).source
        == "@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
  }

  @Test func declaredStateActionCaseScopeAndScopeLeaveOnlyTheBody() throws {
    let source = """
      @Reducer
      enum Destination {
        case counter(Counter)
        enum State: CaseReducerState { typealias StateReducer = Destination; case counter(Counter.State) }
        typealias Action = CounterAction
        enum CaseScope { case counter(StoreOf<Counter>) }
        static func scope(_ store: Store<State, Action>) -> CaseScope {
          .counter(store.scope(state: \\.counter, action: \\.counter)!)
        }
      }
      """
    let expansion = try members(source)
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == #"""
        typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
                Counter()
              }
            }
          )
        }

        """#)
  }

  @Test func theAttributeConformancesApplyOnlyToGeneratedEnums() throws {
    let source = """
      @Reducer(state: .equatable, action: .equatable)
      enum Destination {
        case counter(Counter)
        enum Action: Equatable { case counter(Counter.Action) }
      }
      """
    let text = try #require(try members(source, macro: "Reducer(state: .equatable, action: .equatable)").source)
    #expect(text.contains("enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Equatable {"))
    #expect(!text.contains("enum Action"))
  }

  @Test func conformanceArgumentsOnAStructAreAnError() throws {
    let attribute = "Reducer(state: .equatable)"
    let fixture = Fixture("@\(attribute)\nstruct Feature {\n}", macro: attribute)
    let expansion = try ReducerMacro.expand(
      fixture.request(.extension, extendedType: "Feature", conformances: ["Reducer"]))
    #expect(
      expansion.diagnostics.map(\.message) == [
        "Argument passed to call that takes no arguments when applied to a struct"
      ])
    #expect(expansion.diagnostics.map(\.severity) == [.error])
    let plain = Fixture("@Reducer\nstruct Feature {\n}", macro: "Reducer")
    #expect(
      try ReducerMacro.expand(plain.request(.extension, extendedType: "Feature", conformances: ["Reducer"]))
        .diagnostics.isEmpty)
  }

  @Test func memberAttributesInAnEnumFollowWhatIsWritten() {
    let cases: [(member: String, expected: String)] = [
      ("enum Action { case a }", "@CasePathable"),
      ("@CasePathable enum Action { case a }", ""),
      ("enum Action: CasePathable { case a }", ""),
      ("enum State { case a }", "@CasePathable @dynamicMemberLookup"),
      ("enum State: CasePathable { case a }", "@dynamicMemberLookup"),
      ("@CasePathable @dynamicMemberLookup enum State { case a }", ""),
      ("struct State {}", ""),
      ("enum Alert { case a }", ""),
      (
        "static var body: some ReducerOf<Self> { EmptyReducer() }",
        "@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"
      ),
      (
        "static var body: some Reducer<State, Action> { EmptyReducer() }",
        "@ComposableArchitecture.ReducerBuilder<State, Action>"
      ),
      ("@ReducerBuilder<State, Action> static var body: some Reducer<State, Action> { EmptyReducer() }", ""),
      ("var body: some ReducerOf<Self> { EmptyReducer() }", ""),
      ("case alert(AlertState<Alert>)", ""),
    ]
    for (member, expected) in cases {
      let fixture = Fixture("@Reducer\nenum Destination {\n  \(member)\n}", macro: "Reducer")
      #expect(ReducerMacro.memberAttributes(fixture.memberAttribute(member)).source == expected, "\(member)")
    }
  }

  // MARK: - Diagnostics for a declared State or Action the generated members cannot use

  @Test func aDeclaredActionWithoutAReducerCaseIsDiagnosed() throws {
    let source = """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        case edit(SyncUpForm)
        case detail(feature: Detail)

        enum Action {
          case alert(Alert)
        }
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'Action' of '@Reducer' enum 'Destination' has no case 'edit'; add 'case edit(SyncUpForm.Action)'",
        "'Action' of '@Reducer' enum 'Destination' has no case 'detail'; add 'case detail(feature: Detail.Action)'",
      ])
    #expect(expansion.diagnostics.map { fixture.location(of: $0) } == ["7:3", "7:3"])
    #expect(expansion.diagnostics.allSatisfy { $0.severity == .error })
    // The members are still generated, so the compiler reports nothing else about them.
    #expect(expansion.source?.contains("enum State") == true)
  }

  @Test func aDeclaredStateWithoutACaseOrNotAnEnumIsDiagnosed() throws {
    let missing = """
      @Reducer
      enum Destination {
        case counter(Counter)
        @ReducerCaseIgnored case note(String = "")
        enum State { case counter(Counter.State) }
      }
      """
    let fixture = Fixture(missing, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'State' of '@Reducer' enum 'Destination' has no case 'note'; add 'case note(String = \"\")'"
      ])
    #expect(expansion.diagnostics.map { fixture.location(of: $0) } == ["5:3"])

    let structState = "@Reducer\nenum Destination {\n  case counter(Counter)\n  struct State {}\n}"
    let structFixture = Fixture(structState, macro: "Reducer")
    #expect(
      try ReducerMacro.expand(structFixture.request(.member)).diagnostics.map(\.message) == [
        "'State' of '@Reducer' enum 'Destination' must be an enum with a case for each case of 'Destination', "
          + "not a struct"
      ])
  }

  // MARK: - Default values

  @Test func aReducerCasesDefaultValueBuildsItsReducer() throws {
    let source = """
      @Reducer
      enum Destination {
        case timeline(Timeline)
        case meeting(Meeting = Meeting(context: .sheet))
      }
      """
    let expansion = try members(source)
    #expect(
      expansion.source == #"""
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState {
          typealias StateReducer = Destination
          case timeline(Timeline.State)
          case meeting(Meeting.State)
        }

        @CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case timeline(Timeline.Action)
          case meeting(Meeting.Action)
        }

        typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.timeline, action: \Self.Action.Cases.timeline) {
                Timeline()
              }
              ComposableArchitecture.Scope(state: \Self.State.Cases.meeting, action: \Self.Action.Cases.meeting) {
                Meeting(context: .sheet)
              }
            }
          )
        }

        enum CaseScope {
          case timeline(ComposableArchitecture.StoreOf<Timeline>)
          case meeting(ComposableArchitecture.StoreOf<Meeting>)
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .timeline:
            return .timeline(store.scope(state: \.timeline, action: \.timeline)!)
          case .meeting:
            return .meeting(store.scope(state: \.meeting, action: \.meeting)!)
          }
        }

        """#)
  }

  @Test(arguments: [
    ("Feature(context: \"context\")", "Feature(context: \"context\")"),
    ("Feature.live", "Feature.live"),
    (".live", "(.live) as Feature"),
    (".init(context: .sheet)", "(.init(context: .sheet)) as Feature"),
    ("\"literal\"", "(\"literal\") as Feature"),
    ("Feature(tags: [\"a\", \"b\"].map { \"(\\($0), )\" }.joined(separator: \",\"))",
     "Feature(tags: [\"a\", \"b\"].map { \"(\\($0), )\" }.joined(separator: \",\"))"),
    ("Feature(title: \"x, y (z)\", count: (1, 2).0)", "Feature(title: \"x, y (z)\", count: (1, 2).0)"),
    ("FeatureFactory.make()", "(FeatureFactory.make()) as Feature"),
  ])
  func everyFormOfDefaultValueBuildsTheReducer(defaultValue: String, construction: String) throws {
    let source = "@Reducer\nenum Destination {\n  case feature(Feature = \(defaultValue))\n  case other(Other)\n}"
    let text = try #require(try members(source).source)
    #expect(text.contains("\\Self.Action.Cases.feature) {\n        \(construction)\n      }"), "\(defaultValue)")
    #expect(text.contains("case feature(Feature.State)"))
    #expect(text.contains("case feature(Feature.Action)"))
    #expect(text.contains("case feature(ComposableArchitecture.StoreOf<Feature>)"))
    #expect(text.contains("Other()"))
  }

  @Test func stateOnlyCasesKeepLabelsAndDefaultValues() throws {
    let source = """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored
        case note(label: String = "a, (b)")
        case pair(Int = 1, String = "one, two")
        case detail(feature: Detail)
        @ReducerCaseEphemeral
        case prompt(Prompt = Prompt(message: "m"))
      }
      """
    let text = try #require(try members(source).source)
    #expect(text.contains("  case note(label: String = \"a, (b)\")\n"))
    #expect(text.contains("  case pair(Int = 1, String = \"one, two\")\n"))
    #expect(text.contains("  case detail(feature: Detail.State)\n"))
    #expect(text.contains("  case detail(feature: Detail.Action)\n"))
    #expect(text.contains("  case prompt(Prompt = Prompt(message: \"m\"))\n"))
    #expect(text.contains("  case prompt(Prompt.Action)\n"))
    #expect(text.contains("  case note(Swift.Never)\n"))
    #expect(text.contains("  case pair(Swift.Never)\n"))
    #expect(text.contains("return .note(label: v0)"))
    #expect(text.contains("return .pair(v0, v1)"))
    #expect(text.contains("return .detail(store.scope(state: \\.detail, action: \\.detail)!)"))
  }

  @Test(arguments: [
    ("Feature", true), ("Nested.Feature", true), ("Feature<Int>", true), ("Outer<Int>.Feature", true),
    ("Feature?", false), ("[Feature]", false), ("[String: Feature]", false), ("(Feature, Int)", false),
    ("() -> Void", false), ("some Feature", false), ("any Feature", false), ("Feature & Other", false),
    ("Feature.Type", true),
  ])
  func onlyANominalPayloadIsAReducer(type: String, isReducer: Bool) throws {
    let text = try #require(try members("@Reducer\nenum Destination {\n  case child(\(type))\n}").source)
    #expect(text.contains("case child(\(type).State)") == isReducer, "\(type)")
    #expect(text.contains("case child(\(type))") == !isReducer, "\(type)")
    #expect(text.contains("case child(Swift.Never)") == !isReducer, "\(type)")
  }

  // MARK: - The whole family: never a crash, only what is missing

  /// Every combination of access, declared members and case kinds, expanded in every role: the plugin
  /// never traps, generates a member exactly when it is not declared, and builds every reducer case.
  @Test func everyShapeExpandsWithoutCrashingAndGeneratesOnlyWhatIsMissing() throws {
    let accesses = ["", "public ", "package "]
    // The cases, and the expressions the generated body must build their reducers with.
    let caseSets: [(cases: [String], constructions: [String])] = [
      ([], []),
      (["case child(Child)"], ["Child()"]),
      (
        ["case child(Child = Child(id: \"a, b\"))", "@ReducerCaseIgnored case note(String = \"x\")"],
        ["Child(id: \"a, b\")"]
      ),
      (["case alert(AlertState<Alert>)", "case child(label: Nested.Child)", "case empty"], ["Nested.Child()"]),
      (["#if DEBUG", "case debug(Debug)", "#else", "case release(Release = .init())", "#endif"],
       ["Debug()", "(.init()) as Release"]),
      (["case pair(Int, name: String = \"(\")", "@ReducerCaseEphemeral case prompt(Prompt)", "case list([Child])"], []),
      (["indirect case child(Child)", "case `default`(Default)"], ["Child()", "Default()"]),
    ]
    let declarations: [(name: String, text: String)] = [
      ("State", "enum State { case child(Child.State) }"),
      ("Action", "@CasePathable enum Action { case child(Child.Action) }"),
      ("body", "static var body: some ReducerOf<Self> { EmptyReducer() }"),
      ("CaseScope", "enum CaseScope { case child }"),
      ("scope", "static func scope(_ store: Store<State, Action>) -> CaseScope { .child }"),
    ]
    var expanded = 0
    for access in accesses {
      for (cases, constructions) in caseSets {
        for mask in 0..<(1 << declarations.count) {
          let declared = declarations.indices.filter { mask & (1 << $0) != 0 }.map { declarations[$0] }
          let members = cases + declared.map(\.text)
          let source = "@Reducer\n\(access)enum Destination {\n" + members.map { "  \($0)\n" }.joined() + "}"
          let fixture = Fixture(source, macro: "Reducer")
          let expansion = try ReducerMacro.expand(fixture.request(.member))
          let text = try #require(expansion.source, "\(source)")
          let names = Set(declared.map(\.name))
          #expect(text.contains("enum State:") == !names.contains("State"), "\(source)")
          #expect(text.contains("enum Action") == !names.contains("Action"), "\(source)")
          #expect(text.contains("static var body") == !names.contains("body"), "\(source)")
          #expect(text.contains("enum CaseScope") == !names.contains("CaseScope"), "\(source)")
          #expect(text.contains("static func scope(") == !names.contains("scope"), "\(source)")
          for construction in constructions {
            #expect(text.contains(construction) == !names.contains("body"), "\(construction) in \(source)")
          }
          for member in members {
            _ = ReducerMacro.memberAttributes(fixture.memberAttribute(member))
          }
          _ = try ReducerMacro.expand(
            fixture.request(.extension, extendedType: "Destination", conformances: ["CaseReducer", "Reducer"]))
          expanded += 1
        }
      }
    }
    #expect(expanded == accesses.count * caseSets.count * (1 << declarations.count))
  }

  /// Every prefix of a full shape (an enum cut anywhere, as while typing) expands in every role without
  /// trapping.
  @Test func everyPrefixOfAShapeExpandsWithoutCrashing() throws {
    let source = """
      @Reducer(state: .equatable, action: .sendable)
      public enum Destination<Payload: Sendable> {
        case child(label: Child = Child(id: "a, (b)", make: { x, y in (x, y) }))
        @ReducerCaseIgnored case note(String = "x, y")
        case alert(AlertState<Alert>)
        #if DEBUG
        case debug(Debug)
        #endif
        @CasePathable public enum Action { case child(label: Child.Action); case alert(Alert) }
        public static var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }.ifCaseLet(\\.child, action: \\.child) { Child() }
        }
        public enum Alert { case ok }
      }
      """
    let characters = Array(source)
    for end in stride(from: 0, through: characters.count, by: 1) {
      let prefix = String(characters[..<end])
      let fixture = Fixture(prefix, macro: "Reducer")
      _ = try? ReducerMacro.expand(fixture.request(.member))
      _ = try? ReducerMacro.expand(fixture.request(.extension, extendedType: "Destination", conformances: ["Reducer"]))
    }
  }
}
