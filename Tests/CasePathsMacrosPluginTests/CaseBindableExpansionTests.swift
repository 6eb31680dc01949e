@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// `@CaseBindable`'s expansions: the binding enumeration and its switch (labels kept in tuples,
/// cases holding `Never` left out of the switch), the conformance, and its errors.
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
          switch binding.wrappedValue {
          case let .inStock(v0): return .inStock(binding._$case(\\.inStock, v0))
          case let .onSale(v0, v1): return .onSale(binding._$case(\\.onSale, (price: v0, v1)))
          case .discontinued: return .discontinued
          }
        }

        """)
  }

  @Test func theExtensionAddsTheConformance() throws {
    let expansion = try CaseBindableMacro.expand(
      Fixture.request(Self.status, role: .extension, extendedType: "Status", conformances: ["CaseBindable"]))
    #expect(expansion.source == "extension Status: SwiftNavigation.CaseBindable {}\n")
    #expect(expansion.diagnostics.isEmpty)
  }

  @Test func withoutCasePathableItSaysWhatToAdd() throws {
    let declaration = "\n@CaseBindable\nenum Status {\n  case a(Int)\n}"
    let expansion = try CaseBindableMacro.expand(
      Fixture.request(declaration, role: .extension, extendedType: "Status", conformances: ["CaseBindable"]))
    #expect(expansion.diagnostics.map(\.message) == [
      "'@CaseBindable' needs '@CasePathable' on 'Status' too: add '@CasePathable'"
    ])
    #expect(try CaseBindableMacro.expand(Fixture.request(declaration, role: .member)).source == "")
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
