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

  @Test func addsNoAttributeOutsideAStruct() {
    let source = "@Reducer\nenum Feature {\n  enum Action { case a }\n}"
    let fixture = Fixture(source, macro: "Reducer")
    #expect(ReducerMacro.memberAttributes(fixture.memberAttribute("enum Action { case a }")).source == "")
  }

  @Test(arguments: [
    ("enum", "'@Reducer' can only be applied to a struct; the enum form ('@Reducer enum Destination') is not supported yet"),
    ("class", "'@Reducer' can only be applied to a struct, not to a class"),
    ("actor", "'@Reducer' can only be applied to a struct, not to an actor"),
  ])
  func diagnosesATypeThatIsNotAStruct(kind: String, message: String) throws {
    let source = "// Feature.swift\n\n  @Reducer\n  \(kind) Feature {}\n"
    let fixture = Fixture(source, macro: "Reducer")
    let error = try #require(throws: MacroExpansionError.self) {
      try ReducerMacro.expand(fixture.request(.extension, extendedType: "Feature", conformances: ["Reducer"]))
    }
    #expect(error.diagnostics.map(\.message) == [message])
    #expect(error.diagnostics.map { fixture.location(of: $0) } == ["3:3"])
  }

  @Test func diagnosesAMissingStateAtTheTypesName() throws {
    let source = """
      // Feature.swift

      @Reducer
      public struct Feature {
        enum Action { case a }
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      """
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(
      fixture.request(.extension, extendedType: "Feature", conformances: ["Reducer"]))
    let diagnostic = try #require(expansion.diagnostics.first)
    #expect(expansion.diagnostics.count == 1)
    #expect(
      diagnostic.message
        == "'@Reducer' requires 'Feature' to declare its 'State': a nested type or a typealias named 'State'")
    #expect(diagnostic.severity == .error)
    #expect(fixture.location(of: diagnostic) == "4:15")
    let fixIt = try #require(diagnostic.fixIts.first)
    #expect(fixIt.message == "Add 'struct State {}'")
    #expect(fixIt.changes.map(\.newText) == ["\n  struct State {}"])
    #expect(fixture.lineColumn(fixIt.changes[0].range.startOffset) == (4, 24))
  }

  @Test func diagnosesMissingStateAndAction() throws {
    let source = "@Reducer\nstruct Feature {\n  var body: some ReducerOf<Self> { EmptyReducer() }\n}"
    let fixture = Fixture(source, macro: "Reducer")
    let expansion = try ReducerMacro.expand(fixture.request(.extension, extendedType: "Feature"))
    #expect(
      expansion.diagnostics.map(\.message) == [
        "'@Reducer' requires 'Feature' to declare its 'State': a nested type or a typealias named 'State'",
        "'@Reducer' requires 'Feature' to declare its 'Action': a nested type or a typealias named 'Action'",
      ])
    #expect(expansion.diagnostics.map { fixture.location(of: $0) } == ["2:8", "2:8"])
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
      ])
  }
}
