import MacroSupport
import Testing

/// A function type wrapped in parentheses any number of times, optional or not, is still a function
/// type: `@DependencyClient` took `var f: (@Sendable (inout Int) -> Void)` for a non-closure and
/// generated an initializer that could not compile.
@Suite struct FunctionTypeWrappingTests {
  /// The wrappings, `%` standing for the function type.
  static let wrappings: [(pattern: String, isOptional: Bool)] = [
    ("%", false), ("(%)", false), ("((%))", false), ("(%)?", true), ("((%))?", true), ("((%)?)", true),
    ("(%)!", true), ("( ( % ) )", false),
  ]

  static let functions = [
    "@Sendable (inout Int) -> Void",
    "() throws -> Void",
    "@Sendable (_ id: Int, _ query: Dictionary<String, Int>) async throws -> [String: Int]",
    "(@escaping (Int) -> Void) -> () -> Void",
  ]

  @Test(arguments: wrappings, functions)
  func wrappedFunctionTypes(_ wrapping: (pattern: String, isOptional: Bool), _ function: String) throws {
    let source = wrapping.pattern.replacingOccurrences(of: "%", with: function)
    let type = try #require(DeclarationScanner.functionType(in: source), "\(source)")
    let plain = try #require(DeclarationScanner.functionType(in: function))
    #expect(type.isOptional == wrapping.isOptional, "\(source)")
    #expect(type.parameters.map(\.type) == plain.parameters.map(\.type), "\(source)")
    #expect(type.returnType == plain.returnType, "\(source)")
    #expect(type.effects == plain.effects, "\(source)")
  }

  @Test func wrappedNonFunctionTypesAreStillRejected() {
    for source in ["(Int)", "((Int))?", "((Int, Int))", "(() -> Void, Int)", "((Int) -> Void, Int)?"] {
      #expect(DeclarationScanner.functionType(in: source) == nil, "\(source)")
    }
  }
}
