import MacroSupport
import Testing

@Suite struct EnumScannerTests {
  func scan(_ source: String) throws -> TypeDeclaration {
    try #require(DeclarationScanner.typeDeclaration(in: source))
  }

  @Test func simpleCasesOnOneAndSeveralLines() throws {
    let type = try scan("\n@CaseNames enum E { case alpha, beta(Int)\n  case gamma }")
    #expect(type.kind == .enum)
    #expect(type.name == "E")
    #expect(type.attributes.map(\.name) == ["CaseNames"])
    #expect(type.cases.map(\.name) == ["alpha", "beta", "gamma"])
    #expect(type.cases[0].element.associatedValues == nil)
    #expect(type.cases[1].associatedValues.map(\.type) == ["Int"])
  }

  @Test func labelsAndDefaultValues() throws {
    let type = try scan(#"enum E { case c(label: String, Int = 0, _ x: Double = 1.5, name: String = "a, b)") }"#)
    let values = try #require(type.cases.first?.associatedValues)
    #expect(values.map(\.label) == ["label", nil, nil, "name"])
    #expect(values.map(\.type) == ["String", "Int", "Double", "String"])
    #expect(values.map(\.defaultValue) == [nil, "0", "1.5", #""a, b)""#])
    #expect(values[2].firstName == "_")
    #expect(values[2].secondName == "x")
    #expect(values[2].localName == "x")
  }

  @Test func genericPayloads() throws {
    let type = try scan(
      """
      enum Action<Element: Equatable> where Element: Sendable {
        case response(Result<[Int], any Error>)
        case table(Dictionary<String, (Int, Int)>, [String: [Element]])
        case nested(Array<Array<Int>>?, Optional<Set<Int>>)
      }
      """)
    #expect(type.genericParameterClause == "<Element: Equatable>")
    #expect(type.whereClause == "Element: Sendable")
    #expect(type.cases.map(\.name) == ["response", "table", "nested"])
    #expect(type.cases[0].associatedValues.map(\.type) == ["Result<[Int], any Error>"])
    #expect(type.cases[1].associatedValues.map(\.type) == ["Dictionary<String, (Int, Int)>", "[String: [Element]]"])
    #expect(type.cases[2].associatedValues.map(\.type) == ["Array<Array<Int>>?", "Optional<Set<Int>>"])
  }

  @Test func closurePayloads() throws {
    let type = try scan(
      """
      enum E {
        case run(@Sendable (Int) async throws -> Void)
        case typed(() throws(MyError) -> [String: Int], handler: @escaping @MainActor (String) -> Bool)
      }
      """)
    #expect(type.cases[0].associatedValues.map(\.type) == ["@Sendable (Int) async throws -> Void"])
    #expect(type.cases[1].associatedValues.map(\.type)
      == ["() throws(MyError) -> [String: Int]", "@escaping @MainActor (String) -> Bool"])
    #expect(type.cases[1].associatedValues.map(\.label) == [nil, "handler"])
  }

  @Test func indirectEnumsAndCases() throws {
    let type = try scan(
      """
      public indirect enum Tree {
        case leaf(Int)
        indirect case node(Tree, Tree)
      }
      """)
    #expect(type.modifiers.map(\.name) == ["public", "indirect"])
    #expect(type.modifiers.accessLevel == "public")
    #expect(type.cases.map(\.isIndirect) == [false, true])
  }

  @Test func deprecatedCases() throws {
    let type = try scan(
      """
      enum E {
        @available(*, deprecated, message: "Use 'b' instead.")
        case a
        @available(iOS, deprecated: 17, renamed: "b")
        case old
        case b
      }
      """)
    #expect(type.cases.map(\.isDeprecated) == [true, true, false])
    let attribute = try #require(type.cases.first?.attributes.first)
    #expect(attribute.name == "available")
    #expect(attribute.argumentsText == #"*, deprecated, message: "Use 'b' instead.""#)
    #expect(attribute.arguments.map(\.label) == [nil, nil, "message"])
    #expect(attribute.arguments.map(\.value) == ["*", "deprecated", #""Use 'b' instead.""#])
  }

  @Test func rawValues() throws {
    let type = try scan(#"enum E: String { case a = "x, y", b = "}", c }"#)
    #expect(type.inheritance == ["String"])
    #expect(type.cases.map(\.element.rawValue) == [#""x, y""#, #""}""#, nil])
  }

  @Test func commentsAndStringsMentioningCaseAndBraces() throws {
    let type = try scan(
      """
      enum E {
        // case fake1 {
        /* case fake2 } */
        case real(String = "case fake3 }") // }
        /// Doc: `case fake4`
        case other
        static let text = "case fake5 { }"
        func f() -> String { "case fake6" }
      }
      """)
    #expect(type.cases.map(\.name) == ["real", "other"])
    #expect(type.cases[0].associatedValues.first?.defaultValue == #""case fake3 }""#)
    #expect(type.members.count == 4)
  }

  @Test func membersThatAreNotCases() throws {
    let type = try scan(
      """
      enum Action: Equatable, Sendable {
        case a
        var isA: Bool { if case .a = self { return true } else { return false } }
        static func make() -> Self { .a }
        init?(raw: Int) { return nil }
        subscript(i: Int) -> Int { i }
        typealias Alias = Int
        case b
      }
      """)
    #expect(type.inheritance == ["Equatable", "Sendable"])
    #expect(type.cases.map(\.name) == ["a", "b"])
    let kinds = type.members.map { member -> String in
      switch member.declaration {
      case .enumCase: "case"
      case .property: "property"
      case .function: "func"
      case .initializer: "init"
      case .subscript: "subscript"
      case .typeAlias: "typealias"
      default: "other"
      }
    }
    #expect(kinds == ["case", "property", "func", "init", "subscript", "typealias", "case"])
  }

  @Test func nestedEnums() throws {
    let type = try scan(
      """
      @CasePathable
      enum Action {
        case view(View)
        @CasePathable
        enum View: Equatable {
          case tapped, typed(String)
          enum Inner { case deep }
        }
        case delegate(Delegate)
        enum Delegate { case done }
      }
      """)
    #expect(type.cases.map(\.name) == ["view", "delegate"])
    #expect(type.nestedTypes.map(\.name) == ["View", "Delegate"])
    let view = try #require(type.nestedTypes.first)
    #expect(view.attributes.map(\.name) == ["CasePathable"])
    #expect(view.cases.map(\.name) == ["tapped", "typed"])
    #expect(view.nestedTypes.first?.cases.map(\.name) == ["deep"])
  }

  @Test func backtickedCaseNames() throws {
    let type = try scan("enum E { case `default`, `self`(Int) }")
    #expect(type.cases.map(\.name) == ["`default`", "`self`"])
    #expect(type.cases.map { SwiftIdentifier.unescaped($0.name) } == ["default", "self"])
  }

  @Test func elementRangesPointAtTheElements() throws {
    let source = "enum E { case a, b(Int) }"
    let type = try scan(source)
    let texts = type.cases.map { String(decoding: Array(source.utf8)[$0.range], as: UTF8.self) }
    #expect(texts == ["a", "b(Int)"])
    #expect(type.range == 0..<source.utf8.count)
  }

  @Test func caseListContinuingOnTheNextLine() throws {
    let type = try scan("enum E {\n  case a,\n    b,\n    c\n  case d\n}")
    #expect(type.cases.map(\.name) == ["a", "b", "c", "d"])
  }

  @Test func emptyAssociatedValueList() throws {
    let type = try scan("enum E { case a() }")
    #expect(type.cases.first?.element.associatedValues == [])
  }

  @Test func variadicAndInoutLikeTypes() throws {
    let type = try scan("enum E { case a(Int...), b(some Sequence<Int>), c(any P & Q) }")
    #expect(type.cases.map { $0.associatedValues.map(\.type) } == [["Int..."], ["some Sequence<Int>"], ["any P & Q"]])
  }
}
