import MacroSupport
import Testing

/// Where the scanner ends an expression it skips (an initializer, a default argument, an attribute's
/// argument): a comma inside generic arguments does not end it, a comparison's comma does, and a line
/// starting with a contextual keyword used as a name continues it.
///
/// Each family is crossed with every place an expression occurs, so a fix in one place is checked in all.
@Suite struct ExpressionBoundaryTests {
  /// Expressions holding a comma at depth 0 that belongs to generic arguments.
  static let genericExpressions = [
    "Dictionary<String, Int>()",
    "Dictionary<String, [Int: Set<String>]>()",
    "[Dictionary<String, Int>]()",
    "Result<Int, any Error>.success(1)",
    "KeyValuePairs<String, (Int, label: String)>(dictionaryLiteral: (\"a\", (1, label: \"b\")))",
    "Dictionary<String, Int>.init(uniqueKeysWithValues: [(\"a\", 1)])",
    "Optional<Dictionary<String?, Int!>>.none",
    "Array<(Int, String) -> Void>()",
    "Dictionary<String, Int>\n  .init()",
    "Swift.Dictionary<Swift.String, Swift.Int>()",
    "Dictionary<String, Int>() // a comment, with a comma",
    "MemoryLayout<Dictionary<String, Int>>.size",
  ]

  /// Expressions whose `<` is a less-than: the comma after them separates two things.
  static let comparisons: [(first: String, rest: String)] = [
    ("a < b", "c > d"),
    ("a<b", "c>d"),
    ("x < y", "z"),
  ]

  @Test(arguments: genericExpressions)
  func propertyInitializerKeepsGenericArguments(_ expression: String) throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n  var value = \(expression)\n  var next = 1\n}"))
    #expect(type.properties.map(\.name) == ["value", "next"])
    #expect(type.properties.first?.initializer == expression.components(separatedBy: " //").first)
  }

  @Test(arguments: genericExpressions)
  func caseDefaultArgumentKeepsGenericArguments(_ expression: String) throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "enum E {\n  case c(g: Dictionary<String, Int> = \(expression)\n    , h: Int = 0)\n}"))
    let values = try #require(type.cases.first?.associatedValues)
    #expect(values.map(\.label) == ["g", "h"])
    #expect(values.first?.type == "Dictionary<String, Int>")
    #expect(values.first?.defaultValue == expression.components(separatedBy: " //").first)
  }

  @Test(arguments: genericExpressions)
  func attributeArgumentKeepsGenericArguments(_ expression: String) throws {
    let source = "(\(expression)\n, label: 1)"
    let arguments = DeclarationScanner.arguments(in: String(source.dropFirst().dropLast()))
    #expect(arguments.map(\.label) == [nil, "label"])
    #expect(arguments.first?.value == expression.components(separatedBy: " //").first)
  }

  @Test func multipleBindingsAfterGenericArguments() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(
        in: "struct S {\n  var a = Dictionary<String, Int>(), b = Set<Int>(), c: [Int: String] = [:]\n}"))
    #expect(type.properties.map(\.name) == ["a", "b", "c"])
    #expect(type.properties.map(\.initializer) == ["Dictionary<String, Int>()", "Set<Int>()", "[:]"])
  }

  @Test(arguments: comparisons)
  func comparisonsSeparateAtTheirComma(_ pair: (first: String, rest: String)) throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n  var a = \(pair.first), b = \(pair.rest)\n}"))
    #expect(type.properties.map(\.name) == ["a", "b"])
    #expect(type.properties.map(\.initializer) == [pair.first, pair.rest])
  }

  /// Contextual keywords: names in an expression, declarations when what follows makes them one.
  static let contextualKeywords = [
    "actor", "open", "package", "mutating", "nonmutating", "lazy", "weak", "unowned", "final", "override",
    "required", "convenience", "dynamic", "optional", "indirect", "nonisolated", "isolated", "prefix",
    "postfix", "infix", "distributed", "consuming", "borrowing", "macro", "operator", "precedencegroup",
    "associatedtype",
  ]

  @Test(arguments: contextualKeywords)
  func continuedLineStartingWithAContextualKeyword(_ keyword: String) throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n  var sum = 1 +\n    \(keyword)\n  var next = 2\n}"))
    #expect(type.properties.map(\.name) == ["sum", "next"])
    #expect(type.properties.first?.initializer == "1 +\n    \(keyword)")
  }

  @Test(arguments: contextualKeywords)
  func memberAccessContinuedOnAContextualKeyword(_ keyword: String) throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n  var value = base.\n    \(keyword)\n  var next = 2\n}"))
    #expect(type.properties.map(\.name) == ["value", "next"])
  }

  @Test func contextualKeywordsStillStartDeclarations() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(
        in: """
          struct S {
            var a = 1
            open var b = 2
            lazy var c = 3
            nonisolated var d = 4
            package let e = 5
            actor Cache {}
            var f = a
            @Attribute var g = 6
          }
          """))
    #expect(type.properties.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
    #expect(type.properties.map(\.initializer) == ["1", "2", "3", "4", "5", "a", "6"])
  }

  @Test func aLineEndingInAPostfixOperatorEndsTheExpression() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(in: "struct S {\n  var a = b!\n  lazy var c = 1\n  var d = [1].first!\n  open var f = 2\n}"))
    #expect(type.properties.map(\.name) == ["a", "c", "d", "f"])
  }
}
