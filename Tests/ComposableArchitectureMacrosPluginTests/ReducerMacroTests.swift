@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

@Suite("@Reducer expansion")
struct ReducerMacroTests {
  static let feature = """

    /// A counter.
    @Reducer
    struct Contador {
      @ObservableState
      struct State: Equatable {
        var cuenta = 0
      }
      enum Action {
        case incrementar
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in .none }
      }
    }
    """

  @Test func addsTheReducerConformance() throws {
    let fixture = Fixture(Self.feature, macro: "Reducer")
    let expansion = try ReducerMacro.expand(
      fixture.request(.extension, extendedType: "Contador", conformances: ["Reducer"]))
    #expect(expansion.diagnostics.isEmpty)
    #expect(expansion.source == "extension Contador: ComposableArchitecture.Reducer {}")
  }

  @Test func addsNoConformanceTheTypeAlreadyHas() throws {
    let fixture = Fixture(Self.feature, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.extension, extendedType: "Contador"))
    #expect(expansion.diagnostics.isEmpty)
    #expect(expansion.source == "")
  }

  @Test func qualifiesTheExtendedTypeAsTheCompilerSendsIt() throws {
    let fixture = Fixture(Self.feature, macro: "Reducer")
    let expansion = try ReducerMacro.expand(
      fixture.request(.extension, extendedType: "App.Contador", conformances: ["ComposableArchitecture.Reducer"]))
    #expect(expansion.source == "extension App.Contador: ComposableArchitecture.Reducer {}")
  }

  @Test func addsTheAttributesMembersNeed() {
    let source = """
      @Reducer
      struct Feature {
        enum State { case a }
        @CasePathable enum Action { case a }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    func attributes(_ member: String) -> String? {
      ReducerMacro.memberAttributes(fixture.memberAttribute(member)).source
    }
    #expect(attributes("enum State { case a }") == "@CasePathable @dynamicMemberLookup")
    #expect(attributes("@CasePathable enum Action { case a }") == "")
    #expect(
      attributes("var body: some ReducerOf<Self> { EmptyReducer() }")
        == "@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
  }

  @Test func keepsAttributesAlreadyWritten() {
    let cases: [(member: String, expected: String)] = [
      ("enum Action { case a }", "@CasePathable"),
      ("@CasePaths.CasePathable enum Action { case a }", ""),
      ("@dynamicMemberLookup enum State { case a }", "@CasePathable"),
      ("@CasePathable @dynamicMemberLookup enum State { case a }", ""),
      ("struct State {}", ""),
      ("enum Other { case a }", ""),
      ("@ReducerBuilder<State, Action> var body: some Reducer<State, Action> { EmptyReducer() }", ""),
      ("static var body: Int { 0 }", ""),
      ("let body = EmptyReducer<Int, Int>()", ""),
      ("func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }", ""),
    ]
    for (member, expected) in cases {
      let source = "@Reducer\nstruct Feature {\n  \(member)\n}"
      let fixture = Fixture(source, macro: "Reducer")
      #expect(ReducerMacro.memberAttributes(fixture.memberAttribute(member)).source == expected, "\(member)")
    }
  }

  @Test func addsAttributesInAnEnumButNotInAClass() {
    let enumSource = "@Reducer\nenum Feature {\n  enum Action { case a }\n}"
    let enumFixture = Fixture(enumSource, macro: "Reducer")
    #expect(
      ReducerMacro.memberAttributes(enumFixture.memberAttribute("enum Action { case a }")).source == "@CasePathable")
    let classSource = "@Reducer\nclass Feature {\n  enum Action { case a }\n}"
    let classFixture = Fixture(classSource, macro: "Reducer")
    #expect(ReducerMacro.memberAttributes(classFixture.memberAttribute("enum Action { case a }")).source == "")
  }

  @Test(arguments: [
    ("class", "'@Reducer' can only be applied to a struct or an enum, not to a class"),
    ("actor", "'@Reducer' can only be applied to a struct or an enum, not to an actor"),
  ])
  func diagnosesATypeThatIsNotAStructOrAnEnum(kind: String, message: String) throws {
    let source = "// Feature.swift\n\n  @Reducer\n  \(kind) Feature {}\n"
    let fixture = Fixture(source, macro: "Reducer")
    let error = try #require(throws: MacroExpansionError.self) {
      try ReducerMacro.expand(fixture.request(.extension, extendedType: "Feature", conformances: ["Reducer"]))
    }
    #expect(error.diagnostics.map(\.message) == [message])
    #expect(error.diagnostics.map { fixture.location(of: $0) } == ["3:3"])
  }

  @Test func generatesWhatAnEmptyStructLeavesOut() throws {
    let source = "@Reducer\npublic struct Feature {\n}"
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    #expect(
      expansion.source == """
        @ObservableState
        public struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Swift.CustomReflectable {
          public init() {}
        }
        public enum Action: Equatable, Hashable, Sendable {}
        public let body = ComposableArchitecture.EmptyReducer<State, Action>()

        """)
  }

  @Test func generatesOnlyWhatIsMissing() throws {
    let source = """
      @Reducer
      struct Feature {
        enum Action { case a }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    #expect(
      expansion.source == """
        @ObservableState
        struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, Swift.CustomReflectable {
          init() {}
        }

        """)
  }

  @Test func generatesNothingWhenTheBodyNamesItsTypes() throws {
    let source = "@Reducer\nstruct Feature {\n  var body: some Reducer<Int, Bool> { EmptyReducer() }\n}"
    let fixture = Fixture(source, macro: "Reducer")
    #expect(try ReducerMacro.expand(fixture.request(.member)).source == "")
    let attribute = ReducerMacro.memberAttributes(
      fixture.memberAttribute("var body: some Reducer<Int, Bool> { EmptyReducer() }"))
    #expect(attribute.source == "@ComposableArchitecture.ReducerBuilder<Int, Bool>")
  }

  @Test func expandsAnEnumOfDestinations() throws {
    let source = """
      @Reducer
      enum Destination {
        case sheet(Sheet)
        case alert(AlertState<Alert>)
        case meeting(Meeting, syncUp: SyncUp)
        case empty
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    #expect(
      expansion.source == #"""
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState {
          typealias StateReducer = Destination
          case sheet(Sheet.State)
          case alert(AlertState<Alert>)
          case meeting(Meeting, syncUp: SyncUp)
          case empty
        }

        @CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable {
          case sheet(Sheet.Action)
          case alert(Alert)
          case meeting(Swift.Never)
          case empty(Swift.Never)
        }

        typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>

        static var body: ComposableArchitecture.Reduce<Self.State, Self.Action> {
          ComposableArchitecture.Reduce(
            ComposableArchitecture.CombineReducers {
              ComposableArchitecture.Scope(state: \Self.State.Cases.sheet, action: \Self.Action.Cases.sheet) {
                Sheet()
              }
            }
          )
        }

        enum CaseScope {
          case sheet(ComposableArchitecture.StoreOf<Sheet>)
          case alert(AlertState<Alert>)
          case meeting(Meeting, syncUp: SyncUp)
          case empty
        }

        @MainActor
        static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .sheet:
            return .sheet(store.scope(state: \.sheet, action: \.sheet)!)
          case let .alert(v0):
            return .alert(v0)
          case let .meeting(v0, v1):
            return .meeting(v0, syncUp: v1)
          case .empty:
            return .empty
          }
        }

        """#)
    let conformance = try ReducerMacro.expand(
      fixture.request(.extension, extendedType: "Destination", conformances: ["CaseReducer", "Reducer"]))
    #expect(
      conformance.source
        == "extension Destination: ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}")
  }

  @Test func addsConformancesToAnEnumsStateAndAction() throws {
    let attribute = "Reducer(state: .equatable, .hashable, action: .sendable)"
    let source = "@\(attribute)\npublic enum Destination {\n}"
    // The attribute node, as the compiler sends it, holds the arguments.
    let fixture = Fixture(source, macro: attribute)
    let expansion = try ReducerMacro.expand(fixture.request(.member))
    #expect(
      (expansion.source ?? "").contains(
        "public enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableArchitecture.ObservableState, Equatable, Hashable {"))
    #expect((expansion.source ?? "").contains("public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, Sendable {"))
    #expect(
      (expansion.source ?? "").contains(
        "ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())"))
  }

  @Test func acceptsStateAndActionSwiftCanInfer() throws {
    let sources = [
      // From `reduce(into:action:)`.
      """
      @Reducer
      struct Feature {
        func reduce(into state: inout Int, action: Bool) -> Effect<Bool> { .none }
      }
      """,
      // From a body naming its types.
      """
      @Reducer
      struct Feature {
        var body: some Reducer<Int, Bool> { EmptyReducer() }
      }
      """,
      // Declared as typealiases, or inside `#if`.
      """
      @Reducer
      struct Feature {
        typealias State = Int
        #if DEBUG
        enum Action { case a }
        #else
        enum Action { case b }
        #endif
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """,
    ]
    for source in sources {
      let fixture = Fixture(source, macro: "Reducer")
      let expansion = try ReducerMacro.expand(fixture.request(.extension, extendedType: "Feature"))
      #expect(expansion.diagnostics.isEmpty, "\(source)")
    }
  }

  @Test func diagnosesBothBodyAndReduce() throws {
    let source = """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(
      fixture.request(.extension, extendedType: "Feature", conformances: ["Reducer"]))
    #expect(expansion.source == "extension Feature: ComposableArchitecture.Reducer {}")
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(expansion.diagnostics.count == 1)
    #expect(
      diagnostic.message
        == "'Feature' implements both 'reduce(into:action:)' and 'body'; a reducer implements one of them "
        + "(the store would run 'reduce(into:action:)' and never 'body')")
    #expect(fixture.location(of: diagnostic) == "8:3")
    #expect(diagnostic.notes.map(\.message) == ["'body' is declared here"])
    #expect(diagnostic.notes.map { fixture.location(of: $0) } == ["5:3"])
  }

  @Test func thePluginServesEveryMacro() {
    let names = Set(ComposableArchitectureMacrosPluginMain.macros.keys)
    #expect(
      names == [
        "ReducerMacro", "ObservableStateMacro", "ObservationStateTrackedMacro", "ObservationStateIgnoredMacro",
        "PresentsMacro", "ReducerCaseMarkerMacro", "ViewActionMacro",
      ])
  }
}
