import MacroSupport
import Testing

@Suite struct DeclarationScannerTests {
  func members(_ body: String) throws -> [Member] {
    try #require(DeclarationScanner.typeDeclaration(in: "struct S {\n\(body)\n}")).members
  }

  @Test func typeHeaders() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(
        in: "@Reducer @MainActor public final class Feature<T, U: Hashable>: Base<T>, @unchecked Sendable, ~Copyable where T: Equatable { }"))
    #expect(type.kind == .class)
    #expect(type.name == "Feature")
    #expect(type.attributes.map(\.name) == ["Reducer", "MainActor"])
    #expect(type.modifiers.map(\.name) == ["public", "final"])
    #expect(type.genericParameterClause == "<T, U: Hashable>")
    #expect(type.inheritance == ["Base<T>", "@unchecked Sendable", "~Copyable"])
    #expect(type.whereClause == "T: Equatable")
    #expect(type.inherits("Sendable") == false)
    #expect(type.inherits("Base<T>"))
  }

  @Test func extensionsAndActors() throws {
    let ext = try #require(DeclarationScanner.typeDeclaration(in: "extension Outer.Inner: Swift.Equatable where Self: Sendable { func f() {} }"))
    #expect(ext.kind == .extension)
    #expect(ext.name == "Outer.Inner")
    #expect(ext.inheritance == ["Swift.Equatable"])
    #expect(ext.inherits("Equatable"))
    #expect(ext.whereClause == "Self: Sendable")
    let genericExt = try #require(DeclarationScanner.typeDeclaration(in: "extension Array<Int> { }"))
    #expect(genericExt.name == "Array<Int>")
    let actor = try #require(DeclarationScanner.typeDeclaration(in: "actor Counter { var n = 0 }"))
    #expect(actor.kind == .actor)
    #expect(actor.properties.map(\.name) == ["n"])
  }

  @Test func functions() throws {
    let list = try members(
      """
      @MainActor public static func load<T: Decodable>(_ id: T.ID, into store: inout [T] = []) async throws(LoadError) -> Result<T, any Error> where T: Sendable {
        return .failure(E())
      }
      mutating func reset()
      static func == (lhs: Self, rhs: Self) -> Bool { true }
      """)
    guard case .function(let load) = list[0].declaration, case .function(let reset) = list[1].declaration,
      case .function(let equals) = list[2].declaration
    else {
      Issue.record("expected three functions")
      return
    }
    #expect(load.name == "load")
    #expect(load.isStatic)
    #expect(load.attributes.map(\.name) == ["MainActor"])
    #expect(load.genericParameterClause == "<T: Decodable>")
    #expect(load.parameters.map(\.label) == [nil, "into"])
    #expect(load.parameters.map(\.localName) == ["id", "store"])
    #expect(load.parameters.map(\.type) == ["T.ID", "inout [T]"])
    #expect(load.parameters.map(\.defaultValue) == [nil, "[]"])
    #expect(load.effects == "async throws(LoadError)")
    #expect(load.returnType == "Result<T, any Error>")
    #expect(load.whereClause == "T: Sendable")
    #expect(load.body?.contains("return .failure(E())") == true)
    #expect(reset.modifiers.map(\.name) == ["mutating"])
    #expect(reset.body == nil)
    #expect(equals.name == "==")
    #expect(equals.returnType == "Bool")
  }

  @Test func initializersAndSubscripts() throws {
    let list = try members(
      """
      init?(rawValue: String) { nil }
      public init(id: Int = 0, handler: @escaping () -> Void = {}) {}
      subscript<K>(key: K, default value: @autoclosure () -> Int) -> Int { get { 0 } set { } }
      """)
    guard case .initializer(let failable) = list[0].declaration, case .initializer(let plain) = list[1].declaration,
      case .subscript(let sub) = list[2].declaration
    else {
      Issue.record("expected two initializers and a subscript")
      return
    }
    #expect(failable.name == "init?")
    #expect(failable.parameters.map(\.label) == ["rawValue"])
    #expect(plain.parameters.map(\.defaultValue) == ["0", "{}"])
    #expect(plain.parameters.map(\.type) == ["Int", "@escaping () -> Void"])
    #expect(sub.genericParameterClause == "<K>")
    #expect(sub.parameters.map(\.label) == ["key", "default"])
    #expect(sub.parameters.map(\.secondName) == [nil, "value"])
    #expect(sub.returnType == "Int")
  }

  @Test func typeAliasesAndAssociatedTypes() throws {
    let list = try members("typealias Handler<T> = (T) -> Void\npublic typealias ID = Tagged<Self, UUID>")
    guard case .typeAlias(let handler) = list[0].declaration, case .typeAlias(let id) = list[1].declaration else {
      Issue.record("expected type aliases")
      return
    }
    #expect(handler.name == "Handler")
    #expect(handler.genericParameterClause == "<T>")
    #expect(handler.value == "(T) -> Void")
    #expect(id.value == "Tagged<Self, UUID>")
    let proto = try #require(
      DeclarationScanner.typeDeclaration(in: "protocol Reducer<State> { associatedtype State: Sendable, Equatable = Int where State: Hashable\n associatedtype Action }"))
    guard case .associatedType(let state) = proto.members.first?.declaration else {
      Issue.record("expected an associated type")
      return
    }
    #expect(proto.genericParameterClause == "<State>")
    #expect(state.name == "State")
    #expect(state.inheritance == ["Sendable", "Equatable"])
    #expect(state.value == "Int")
    #expect(state.whereClause == "State: Hashable")
    #expect(proto.members.count == 2)
  }

  @Test func otherMembersKeepTheirText() throws {
    let list = try members("deinit { print(\"bye\") }\n#warning(\"todo\")\nvar x = 1")
    #expect(list.count == 3)
    guard case .other(let deinitializer) = list[0].declaration, case .other(let warning) = list[1].declaration else {
      Issue.record("expected other members")
      return
    }
    #expect(deinitializer.text == "deinit { print(\"bye\") }")
    #expect(warning.text == "#warning(\"todo\")")
  }

  @Test func semicolonSeparatedMembers() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: "struct S { var a = 1; var b = 2; func f() {} }"))
    #expect(type.properties.map(\.name) == ["a", "b"])
    #expect(type.properties.map(\.initializer) == ["1", "2"])
    #expect(type.members.count == 3)
  }

  @Test func classModifierVersusClassDeclaration() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: "class C { class func f() {}\n class Nested {}\n final class var v: Int { 1 } }"))
    guard case .function(let f) = type.members[0].declaration else {
      Issue.record("expected a class func")
      return
    }
    #expect(f.modifiers.map(\.name) == ["class"])
    #expect(type.nestedTypes.map(\.name) == ["Nested"])
    #expect(type.properties.first?.isStatic == true)
  }

  @Test func memberBlockRange() throws {
    let source = "enum E: Int { case a }"
    let type = try #require(DeclarationScanner.typeDeclaration(in: source))
    let block = try #require(type.memberBlockRange)
    #expect(String(decoding: Array(source.utf8)[block], as: UTF8.self) == "{ case a }")
  }

  @Test func nonTypeDeclarationIsNotATypeDeclaration() {
    #expect(DeclarationScanner.typeDeclaration(in: "var x = 1") == nil)
    #expect(DeclarationScanner.declaration(in: "  // only a comment") == nil)
  }

  @Test func malformedInputTerminates() {
    let inputs = ["enum E { case", "struct S { var", "enum E { case a(", "struct S { func f(a: , ) }", "}}}{{{", "@", "enum"]
    for input in inputs {
      _ = DeclarationScanner.members(in: input)
      _ = DeclarationScanner.typeDeclaration(in: input)
    }
    #expect(DeclarationScanner.typeDeclaration(in: "enum E { case a(")?.cases.map(\.name) == ["a"])
  }
}

@Suite struct DeclarationScannerEdgeTests {
  func members(_ body: String) throws -> [Member] {
    try #require(DeclarationScanner.typeDeclaration(in: "struct S {\n\(body)\n}")).members
  }

  func function(_ member: Member?) -> FunctionDeclaration? {
    if case .function(let function) = member?.declaration { return function }
    if case .initializer(let function) = member?.declaration { return function }
    return nil
  }

  @Test func operatorFunctionNames() throws {
    let list = try members("static func < (l: S, r: S) -> Bool { true }\nstatic func <=(l: S, r: S) -> Bool { true }\nstatic func ..<(l: S, r: S) -> S { l }")
    #expect(list.compactMap { function($0)?.name } == ["<", "<=", "..<"])
    #expect(list.compactMap { function($0)?.parameters.count } == [2, 2, 2])
  }

  @Test func parameterAttributesBeforeNames() throws {
    let list = try members("init(@ViewBuilder content: () -> V, action: @escaping () -> Void) {}")
    let initializer = try #require(function(list.first))
    #expect(initializer.parameters.map(\.label) == ["content", "action"])
    #expect(initializer.parameters.map { $0.attributes.map(\.name) } == [["ViewBuilder"], []])
    #expect(initializer.parameters.map(\.type) == ["() -> V", "@escaping () -> Void"])
  }

  @Test func typeAttributeWithoutNamesStaysInTheType() throws {
    let type = try #require(DeclarationScanner.typeDeclaration(in: "enum E { case run(@Sendable () async -> Void) }"))
    #expect(type.cases.first?.associatedValues.first?.attributes == [])
    #expect(type.cases.first?.associatedValues.first?.type == "@Sendable () async -> Void")
  }

  @Test func optionalTypesGluedToOperators() throws {
    let props = try #require(DeclarationScanner.typeDeclaration(in: "struct S { var a: Int?=nil\n var b: Array<Int>=[]\n var c: [Int?]? }")).properties
    #expect(props.map(\.name) == ["a", "b", "c"])
    #expect(props.map(\.type) == ["Int?", "Array<Int>", "[Int?]?"])
    #expect(props.map(\.initializer) == ["nil", "[]", nil])
  }

  @Test func switchInsideComputedPropertyDoesNotLeakCases() throws {
    let type = try #require(
      DeclarationScanner.typeDeclaration(
        in: """
          enum E {
            case a, b
            var name: String {
              switch self {
              case .a: return "a"
              case .b: return "b"
              }
            }
          }
          """))
    #expect(type.cases.map(\.name) == ["a", "b"])
    #expect(type.properties.map(\.binding.storage) == [.computed])
  }

  @Test func dependencyAttributeWithKeyPath() throws {
    let props = try #require(DeclarationScanner.typeDeclaration(in: "struct F { @Dependency(\\.apiClient) var apiClient\n @Dependency(\\.continuousClock) var clock }")).properties
    #expect(props.map(\.name) == ["apiClient", "clock"])
    #expect(props.map { $0.attributes.first?.argumentsText } == [#"\.apiClient"#, #"\.continuousClock"#])
  }

  @Test func initAccessorsAndObserverParameters() throws {
    let props = try #require(
      DeclarationScanner.typeDeclaration(
        in: """
          struct S {
            var x: Int {
              @storageRestrictions(initializes: _x) init(initialValue) { _x = initialValue }
              get { _x }
              set { _x = newValue }
            }
            var y = 0 { willSet(new) { print(new) } }
          }
          """)).properties
    #expect(props[0].binding.accessors.map(\.kind) == ["init", "get", "set"])
    #expect(props[0].binding.accessors.first?.parameter == "initialValue")
    #expect(props[0].binding.storage == .computed)
    #expect(props[1].binding.accessors.first?.parameter == "new")
    #expect(props[1].binding.storage == .observed)
  }

  @Test func stringsWithInterpolationInInitializers() throws {
    let props = try #require(
      DeclarationScanner.typeDeclaration(
        in: """
          struct S {
            var a = "\\(x) } \\("{")"
            var b = #"raw \\#(y) "quoted" }"#
            var c = \"\"\"
              multi { "
              \\(z)
              \"\"\"
            var d = 1
          }
          """)).properties
    #expect(props.map(\.name) == ["a", "b", "c", "d"])
    #expect(props[1].initializer == ##"#"raw \#(y) "quoted" }"#"##)
  }
}

@Suite struct FunctionTypeTests {
  @Test func takesAClosureTypeApart() throws {
    let type = try #require(DeclarationScanner.functionType(in: "@Sendable (_ id: Int, String) async throws -> [String: Int]"))
    #expect(type.attributes.map(\.name) == ["Sendable"])
    #expect(type.parameters.map(\.type) == ["Int", "String"])
    #expect(type.parameters.map(\.localName) == ["id", nil])
    #expect(type.effects == "async throws")
    #expect(type.returnType == "[String: Int]")
    #expect(type.isAsync && type.isThrowing && !type.isOptional)
  }

  @Test func typedThrowsAndNestedClosures() throws {
    let type = try #require(DeclarationScanner.functionType(in: "(@escaping (Int) -> Void) throws(LoadError) -> () -> Void"))
    #expect(type.parameters.map(\.type) == ["@escaping (Int) -> Void"])
    #expect(type.effects == "throws(LoadError)")
    #expect(type.returnType == "() -> Void")
    #expect(!type.isAsync && type.isThrowing)
  }

  @Test func optionalFunctionTypes() throws {
    let type = try #require(DeclarationScanner.functionType(in: "(@MainActor () -> Void)?"))
    #expect(type.isOptional)
    #expect(type.attributes.map(\.name) == ["MainActor"])
    #expect(type.returnType == "Void")
    #expect(type.parameters.isEmpty)
  }

  @Test func nonFunctionTypesAreRejected() {
    #expect(DeclarationScanner.functionType(in: "Int") == nil)
    #expect(DeclarationScanner.functionType(in: "(Int, Int)") == nil)
    #expect(DeclarationScanner.functionType(in: "(Int) -> Void?") != nil)
    #expect(DeclarationScanner.functionType(in: "((Int) -> Void, Int)?") == nil)
    #expect(DeclarationScanner.functionType(in: "") == nil)
  }
}
