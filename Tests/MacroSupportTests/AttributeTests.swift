import MacroSupport
import Testing

@Suite struct AttributeTests {
  @Test func attributeWithoutArguments() throws {
    let attribute = try #require(DeclarationScanner.attribute(in: "\n@CasePathable "))
    #expect(attribute.name == "CasePathable")
    #expect(attribute.argumentsText == nil)
    #expect(attribute.arguments.isEmpty)
    #expect(attribute.text == "@CasePathable")
    #expect(attribute.range == 1..<14)
  }

  @Test func qualifiedAndGenericNames() throws {
    let qualified = try #require(DeclarationScanner.attribute(in: "@ComposableArchitecture.Reducer(state: .equatable, .hashable)"))
    #expect(qualified.name == "ComposableArchitecture.Reducer")
    #expect(qualified.baseName == "Reducer")
    #expect(qualified.isNamed("Reducer"))
    #expect(qualified.arguments.map(\.label) == ["state", nil])
    #expect(qualified.arguments.map(\.value) == [".equatable", ".hashable"])
    let generic = try #require(DeclarationScanner.attribute(in: "@Wrapper<Int>(1)"))
    #expect(generic.name == "Wrapper")
    #expect(generic.argumentsText == "1")
  }

  @Test func argumentsWithNestedCommasAndClosures() throws {
    let attribute = try #require(DeclarationScanner.attribute(in: #"@Dep(f(a, b), [1, 2], { x, y in x }, s: "a, b")"#))
    #expect(attribute.arguments.map(\.value) == ["f(a, b)", "[1, 2]", "{ x, y in x }", #""a, b""#])
    #expect(attribute.arguments.map(\.label) == [nil, nil, nil, "s"])
  }

  @Test func spaceBeforeParenthesisIsNotAnArgumentList() throws {
    let props = try #require(DeclarationScanner.typeDeclaration(in: "struct S { var f: @MainActor (Int) -> Void }")).properties
    #expect(props.first?.type == "@MainActor (Int) -> Void")
    #expect(props.first?.attributes.isEmpty == true)
  }

  @Test func argumentsHelper() {
    let arguments = DeclarationScanner.arguments(in: #"state: .equatable, "x, y""#)
    #expect(arguments.map(\.label) == ["state", nil])
    #expect(arguments.map(\.value) == [".equatable", #""x, y""#])
  }

  @Test func lookupHelpers() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: "@available(*, deprecated) @CasePaths.CasePathable enum E {}"))
    #expect(type.attributes.contains(named: "CasePathable"))
    #expect(type.attributes.first(named: "available")?.isDeprecation == true)
    #expect(!type.attributes.contains(named: "Reducer"))
  }

  @Test func identifierEscaping() {
    #expect(SwiftIdentifier.escaped("default") == "`default`")
    #expect(SwiftIdentifier.escaped("`default`") == "`default`")
    #expect(SwiftIdentifier.escaped("count") == "count")
    #expect(SwiftIdentifier.unescaped("`self`") == "self")
    #expect(SwiftIdentifier.unescaped("plain") == "plain")
  }
}
