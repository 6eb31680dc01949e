@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// `@CaseBindable`'s expansions: the binding enumeration and its `if case` chain (labels kept in
/// tuples, cases holding `Never` left out), the conformance, and its errors.
struct CaseBindableExpansionTests {
  static let status = """

    @CasePathable @CaseBindable
    enum Status {
      case inStock(quantity: Int)
      case onSale(price: Int, _ discount: Int)
      case discontinued
      case impossible(Never)
    }
    """

  @Test func membersMirrorTheCasesWithBindings() throws {
    let expansion = try CaseBindableMacro.expand(Fixture.request(Self.status, role: .member))
    #expect(
      expansion.source == """
        public enum UIBindingEnumeration {
          case inStock(SwiftNavigation.UIBinding<Int>)
          case onSale(SwiftNavigation.UIBinding<(price: Int, Int)>)
          case discontinued
          case impossible(SwiftNavigation.UIBinding<Never>)
        }
        public static func _$caseBinding(_ binding: SwiftNavigation.UIBinding<Status>) -> UIBindingEnumeration {
          if case let .inStock(v0) = binding.wrappedValue { return .inStock(binding._$case(\\.inStock, v0)) }
          if case let .onSale(v0, v1) = binding.wrappedValue { return .onSale(binding._$case(\\.onSale, (price: v0, v1))) }
          if case .discontinued = binding.wrappedValue { return .discontinued }
          Swift.preconditionFailure("a 'Status' value in no case of its declaration")
        }

        """)
  }

  @Test func theExtensionAddsTheConformance() throws {
    let expansion = try CaseBindableMacro.expand(
      Fixture.request(Self.status, role: .extension, extendedType: "Status", conformances: ["CaseBindable"]))
    #expect(expansion.source == "extension Status: SwiftNavigation.CaseBindable {}\n")
    #expect(expansion.diagnostics.isEmpty)
  }

  @Test("Alone, it makes the enum @CasePathable too (Point-Free's): case paths, both conformances")
  func aloneItIsCasePathableToo() throws {
    let declaration = "\n@CaseBindable\nenum Status {\n  case a(Int)\n}"
    let conformances = ["CaseBindable", "CasePathable", "CasePathIterable"]
    let extensions = try CaseBindableMacro.expand(
      Fixture.request(declaration, role: .extension, extendedType: "Status", conformances: conformances))
    #expect(extensions.diagnostics.isEmpty)
    #expect(
      extensions.source
        == "extension Status: SwiftNavigation.CaseBindable, CasePaths.CasePathable, CasePaths.CasePathIterable {}\n")
    let members = try #require(CaseBindableMacro.expand(Fixture.request(declaration, role: .member)).source)
    let casePaths = try #require(CasePathableMacro.expand(Fixture.request(declaration, role: .member)).source)
    #expect(members.hasPrefix(casePaths))
    #expect(members.contains("public enum UIBindingEnumeration"))
  }

  @Test("Beside @CasePathable, it leaves the case paths and their conformances to it")
  func besideCasePathableItAddsOnlyItsOwn() throws {
    let expansion = try CaseBindableMacro.expand(
      Fixture.request(
        Self.status, role: .extension, extendedType: "Status",
        conformances: ["CaseBindable", "CasePathable", "CasePathIterable"]))
    #expect(expansion.source == "extension Status: SwiftNavigation.CaseBindable {}\n")
    let members = try #require(CaseBindableMacro.expand(Fixture.request(Self.status, role: .member)).source)
    #expect(!members.contains("AllCasePaths"))
  }

  @Test(arguments: ["struct", "class", "actor"])
  func onlyAnEnumCanBeCaseBindable(kind: String) throws {
    let declaration = "\n@CasePathable @CaseBindable\n\(kind) S {}"
    let expansion = try CaseBindableMacro.expand(
      Fixture.request(declaration, role: .extension, extendedType: "S", conformances: ["CaseBindable"]))
    #expect(expansion.diagnostics.map(\.message) == [
      "'@CaseBindable' cannot be applied to \(kind) type 'S'"
    ])
  }
}
