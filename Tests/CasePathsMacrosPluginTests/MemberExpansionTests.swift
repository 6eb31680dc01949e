@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// The member role's text, compared with the hand-written expansions of `Tests/CasePathsTests/Fixtures`.
struct MemberExpansionTests {
  /// `Fixtures/Shape.swift`, the contract's worked example.
  @Test func shapeMatchesTheWorkedExample() throws {
    let expansion = try Fixture.members(
      """

      /// A shape.
      @CasePathable @dynamicMemberLookup
      public enum Shape<Label: Hashable>: Equatable {
        case point
        case circle(radius: Double)
        case rect(width: Double, height: Double = 1)
        case labeled(Label, _ note: String)
        indirect case wrapped(Self)
        @available(*, deprecated, message: "Use rect") case square(Double)
        #if swift(>=6.0)
        case modern
        #endif
      }
      """)
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == #"""
        public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: Shape) -> CasePaths.PartialCaseKeyPath<Shape> {
            if case .point = root { return \.point }
            if case .circle = root { return \.circle }
            if case .rect = root { return \.rect }
            if case .labeled = root { return \.labeled }
            if case .wrapped = root { return \.wrapped }
            if case .square = root { return CasePaths._$caseKeyPath(_$square.self) }
            #if swift(>=6.0)
            if case .modern = root { return \.modern }
            #endif
            return \.never
          }
          public var point: CasePaths.AnyCasePath<Shape, Swift.Void> {
            ._$case(name: "point", embed: { _ in .point }, extract: { root in
              guard case .point = root else { return nil }
              return ()
            })
          }
          public var circle: CasePaths.AnyCasePath<Shape, Double> {
            ._$case(name: "circle", embed: Shape.circle(radius:), extract: { root in
              guard case let .circle(v0) = root else { return nil }
              return v0
            })
          }
          public var rect: CasePaths.AnyCasePath<Shape, (width: Double, height: Double)> {
            ._$case(name: "rect", embed: { v in .rect(width: v.0, height: v.1) }, extract: { root in
              guard case let .rect(v0, v1) = root else { return nil }
              return (v0, v1)
            })
          }
          public var labeled: CasePaths.AnyCasePath<Shape, (Label, String)> {
            ._$case(name: "labeled", embed: { v in .labeled(v.0, v.1) }, extract: { root in
              guard case let .labeled(v0, v1) = root else { return nil }
              return (v0, v1)
            })
          }
          public var wrapped: CasePaths.AnyCasePath<Shape, Shape> {
            ._$case(name: "wrapped", embed: Shape.wrapped, extract: { root in
              guard case let .wrapped(v0) = root else { return nil }
              return v0
            })
          }
          @available(*, deprecated, message: "Use rect")
          public var square: CasePaths.AnyCasePath<Shape, Double> {
            ._$case(name: "square", embed: Shape.square, extract: { root in
              guard case let .square(v0) = root else { return nil }
              return v0
            })
          }
          #if swift(>=6.0)
          public var modern: CasePaths.AnyCasePath<Shape, Swift.Void> {
            ._$case(name: "modern", embed: { _ in .modern }, extract: { root in
              guard case .modern = root else { return nil }
              return ()
            })
          }
          #endif
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<Shape>]> {
            var allCasePaths: [CasePaths.PartialCaseKeyPath<Shape>] = []
            allCasePaths.append(\.point)
            allCasePaths.append(\.circle)
            allCasePaths.append(\.rect)
            allCasePaths.append(\.labeled)
            allCasePaths.append(\.wrapped)
            allCasePaths.append(CasePaths._$caseKeyPath(_$square.self))
            #if swift(>=6.0)
            allCasePaths.append(\.modern)
            #endif
            return allCasePaths.makeIterator()
          }
          public nonisolated enum _$square: CasePaths._CaseKeyPathWitness {
            @available(*, deprecated, message: "Use rect")
            public static var caseKeyPath: CasePaths.PartialCaseKeyPath<Shape> { \.square }
          }
        }
        public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

        """#)
  }

  /// `Fixtures/Toggle.swift`: names needing backticks keep them everywhere.
  @Test func backtickedCaseNamesKeepTheirBackticks() throws {
    let expansion = try Fixture.members(
      """
      @CasePathable
      enum Toggle {
        case on, `default`(Int)
        case `init`
      }
      """)
    let source = try #require(expansion.source)
    #expect(source.contains(#"if case .`init` = root { return \.`init` }"#))
    #expect(source.contains("public var `init`: CasePaths.AnyCasePath<Toggle, Swift.Void> {"))
    #expect(source.contains(#"._$case(name: "`init`", embed: { _ in .`init` }, extract: { root in"#))
    #expect(source.contains("guard case .`init` = root else { return nil }"))
    #expect(source.contains("public var `default`: CasePaths.AnyCasePath<Toggle, Int> {"))
    #expect(source.contains(#"._$case(name: "`default`", embed: Toggle.`default`, extract: { root in"#))
    #expect(source.contains(#"allCasePaths.append(\.`default`)"#))
    #expect(source.contains(#"if case .on = root { return \.on }"#))
  }

  /// `Fixtures/Toggle.swift`'s `NoCases`.
  @Test func anEnumWithoutCasesGetsAnEmptySubscriptAndIterator() throws {
    let expansion = try Fixture.members("@CasePathable\nenum NoCases {\n  var x: Int { 1 }\n}")
    #expect(
      expansion.source == """
        public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
          public subscript(root: NoCases) -> CasePaths.PartialCaseKeyPath<NoCases> {}
          public func makeIterator() -> Swift.IndexingIterator<[CasePaths.PartialCaseKeyPath<NoCases>]> {
            let allCasePaths: [CasePaths.PartialCaseKeyPath<NoCases>] = []
            return allCasePaths.makeIterator()
          }
        }
        public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }

        """)
  }

  /// `Fixtures/Loadable.swift`'s `Batch`: `Element` means the struct's own element inside `AllCasePaths`.
  @Test func elementIsRewrittenAndAliased() throws {
    let expansion = try Fixture.members(
      """
      @CasePathable
      enum Batch<Element: Hashable>: Equatable {
        case one(Element)
        case many([Element])
        case pair(Element, Element)
        case member(Array<Int>.Element)
      }
      """)
    let source = try #require(expansion.source)
    #expect(source.contains("public var one: CasePaths.AnyCasePath<Batch, _$Element> {"))
    #expect(source.contains("public var many: CasePaths.AnyCasePath<Batch, [_$Element]> {"))
    #expect(source.contains("public var pair: CasePaths.AnyCasePath<Batch, (_$Element, _$Element)> {"))
    #expect(source.contains("public var member: CasePaths.AnyCasePath<Batch, Array<Int>.Element> {"))
    #expect(source.hasSuffix("public typealias _$Element = Element\n"))
  }

  @Test func noElementAliasWithoutElement() throws {
    let source = try #require(try Fixture.members("@CasePathable\nenum E { case a(Int) }").source)
    #expect(!source.contains("_$Element"))
  }

  /// Not spelled out by the contract: inside `AllCasePaths` the enum's own name would mean the
  /// sequence's element, so it is spelled through the `_$Element` alias.
  @Test func anEnumNamedElementIsSpelledThroughTheAlias() throws {
    let source = try #require(
      try Fixture.members("@CasePathable\nindirect enum Element { case text(String), node([Element], Self) }").source)
    #expect(source.contains("public subscript(root: _$Element) -> CasePaths.PartialCaseKeyPath<_$Element> {"))
    #expect(source.contains("public var node: CasePaths.AnyCasePath<_$Element, ([_$Element], _$Element)> {"))
    #expect(source.contains(#"._$case(name: "text", embed: _$Element.text, extract: { root in"#))
    #expect(source.hasSuffix("public typealias _$Element = Element\n"))
  }

  @Test func selfMeansTheEnum() throws {
    let source = try #require(
      try Fixture.members("@CasePathable\nindirect enum Tree { case node([Self], Self?), leaf(Self.ID) }").source)
    #expect(source.contains("public var node: CasePaths.AnyCasePath<Tree, ([Tree], Tree?)> {"))
    #expect(source.contains("public var leaf: CasePaths.AnyCasePath<Tree, Tree.ID> {"))
  }

  /// The table of the contract: value types, embedding and extraction by payload shape.
  @Test func payloadShapes() throws {
    let source = try #require(
      try Fixture.members(
        """
        @CasePathable
        enum E {
          case plain
          case one(Int)
          case wildcard(_ x: Int)
          case labelled(x: Int)
          case mixed(Int, y: String, _ z: Double = 0)
          case tupleValue((Int, Int))
        }
        """
      ).source)
    #expect(source.contains("public var plain: CasePaths.AnyCasePath<E, Swift.Void> {"))
    #expect(source.contains(#"._$case(name: "plain", embed: { _ in .plain }, extract: { root in"#))
    #expect(source.contains("public var one: CasePaths.AnyCasePath<E, Int> {"))
    #expect(source.contains(#"._$case(name: "one", embed: E.one, extract: { root in"#))
    #expect(source.contains("public var wildcard: CasePaths.AnyCasePath<E, Int> {"))
    #expect(source.contains(#"._$case(name: "wildcard", embed: E.wildcard, extract: { root in"#))
    #expect(source.contains("public var labelled: CasePaths.AnyCasePath<E, Int> {"))
    #expect(source.contains(#"._$case(name: "labelled", embed: E.labelled(x:), extract: { root in"#))
    #expect(source.contains("public var mixed: CasePaths.AnyCasePath<E, (Int, y: String, Double)> {"))
    #expect(source.contains(#"._$case(name: "mixed", embed: { v in .mixed(v.0, y: v.1, v.2) }, extract: { root in"#))
    #expect(source.contains("guard case let .mixed(v0, v1, v2) = root else { return nil }\n      return (v0, v1, v2)"))
    #expect(source.contains("public var tupleValue: CasePaths.AnyCasePath<E, (Int, Int)> {"))
    #expect(source.contains("guard case let .tupleValue(v0) = root else { return nil }\n      return v0"))
  }

  /// Payload types are copied token for token: generics, tuples, attributes; comments dropped.
  @Test func payloadTypesAreRespelledTokenForToken() throws {
    let source = try #require(
      try Fixture.members(
        """
        @CasePathable
        enum E {
          case result(Result<[Int], any Error>)
          case pairs(Dictionary<String, (Int, Int)>)
          case nested([String: [Int?]]?)
          case callback(@Sendable (Int) async throws -> Void)
          case commented(Array< /* inner */ Int>, // trailing
            other: String)
          case spread(Dictionary<String,
                      Int>)
        }
        """
      ).source)
    #expect(source.contains("AnyCasePath<E, Result<[Int], any Error>> {"))
    #expect(source.contains("AnyCasePath<E, Dictionary<String, (Int, Int)>> {"))
    #expect(source.contains("AnyCasePath<E, [String: [Int?]]?> {"))
    #expect(source.contains("AnyCasePath<E, @Sendable (Int) async throws -> Void> {"))
    #expect(source.contains("AnyCasePath<E, (Array< Int>, other: String)> {"))
    #expect(source.contains("AnyCasePath<E, Dictionary<String, Int>> {"))
  }

  /// Comments, strings and bodies that mention `case` are not cases; neither are other members.
  @Test func onlyRealCasesCount() throws {
    let source = try #require(
      try Fixture.members(
        #"""
        @CasePathable
        enum E {
          // case commentedOut(Int)
          /* case blockComment */
          /// Doc comment mentioning case fake.
          case real(String = "case fake(Int), )", count: Int = 0)
          var description: String {
            switch self {
            case .real(let s, _): return "case \(s)"
            }
          }
          func f() -> String { "case g" }
          static let names = ["case h"]
          static var shared: E { .real("x", count: 1) }
          struct Nested { enum Inner { case notMine } }
          enum Sub { case alsoNotMine }
          static let multiline = """
            case fromString
            """
        }
        """#
      ).source)
    #expect(source.contains("public var real: CasePaths.AnyCasePath<E, (String, count: Int)> {"))
    #expect(source.contains(#"._$case(name: "real", embed: { v in .real(v.0, count: v.1) }, extract: { root in"#))
    for name in ["commentedOut", "blockComment", "fake", "g", "h", "notMine", "alsoNotMine", "fromString"] {
      #expect(!source.contains("var \(name):"), "\(name)")
    }
    #expect(source.components(separatedBy: "public var ").count == 2)
  }

  @Test func nestedEnumUsesItsSimpleName() throws {
    let source = try #require(
      try Fixture.members(
        "@CasePathable\n  enum Action: Equatable {\n    case grandchild(Grandchild.Action)\n  }"
      ).source)
    #expect(source.contains("public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> {"))
    #expect(source.contains("public var grandchild: CasePaths.AnyCasePath<Action, Grandchild.Action> {"))
    #expect(source.contains(#"._$case(name: "grandchild", embed: Action.grandchild, extract: { root in"#))
  }

  /// Generated members are `public` whatever the enum's access: effective access is capped anyway,
  /// and a `private` witness could not satisfy the conformance.
  @Test func generatedMembersAreAlwaysPublic() throws {
    for modifier in ["private ", "fileprivate ", "", "package ", "public "] {
      let source = try #require(try Fixture.members("@CasePathable\n\(modifier)enum E { case a }").source)
      #expect(source.hasPrefix("public nonisolated struct AllCasePaths"))
      #expect(source.contains("  public var a: "))
      #expect(source.contains("public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }"))
      #expect(!source.contains("private"))
    }
  }

  @Test func attributesAndModifiersOtherThanAvailabilityChangeNothing() throws {
    let plain = try Fixture.members("@CasePathable\nenum E {\n  case a(Int)\n}").source
    let decorated = try Fixture.members(
      "@CasePathable\n@frozen public indirect enum E {\n  /// Docs.\n  indirect case a(Int)\n}"
    ).source
    #expect(plain == decorated)
  }
}
