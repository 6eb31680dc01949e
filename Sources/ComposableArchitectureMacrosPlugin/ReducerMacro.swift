import MacroSupport

/// `@Reducer` (struct form): adds the `Reducer` conformance (extension role) and the attributes a
/// feature's members need (member-attribute role):
/// - `@CasePathable` on `enum Action`;
/// - `@CasePathable` and `@dynamicMemberLookup` on `enum State`;
/// - `@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>` on `var body`: Swift does not
///   infer a result builder from a conformance that an extension macro adds.
///
/// Attributes the user already wrote are not repeated. The extension role reports misuse: a type that is
/// not a struct, a missing `State` or `Action`, and both `body` and `reduce(into:action:)`.
public enum ReducerMacro: MacroExpander {
  /// Expands the member-attribute and extension roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .memberAttribute:
      return memberAttributes(request)
    case .extension:
      return try conformance(request)
    default:
      return .empty
    }
  }

  // MARK: - Member attributes

  static func memberAttributes(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let parentNode = request.parentDeclaration,
      let parent = DeclarationScanner.typeDeclaration(in: parentNode.source), parent.kind == .struct,
      let member = request.declaration, let declaration = DeclarationScanner.declaration(in: member.source)
    else { return .empty }
    var attributes: [String] = []
    switch declaration {
    case .type(let type) where type.kind == .enum && type.name == "Action":
      if !type.attributes.contains(named: "CasePathable") { attributes.append("@CasePathable") }
    case .type(let type) where type.kind == .enum && type.name == "State":
      if !type.attributes.contains(named: "CasePathable") { attributes.append("@CasePathable") }
      if !type.attributes.contains(named: "dynamicMemberLookup") { attributes.append("@dynamicMemberLookup") }
    case .property(let property) where isBody(property):
      if !property.attributes.contains(named: "ReducerBuilder") {
        attributes.append("@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>")
      }
    default:
      break
    }
    return MacroExpansion(source: attributes.joined(separator: " "))
  }

  /// Whether `property` is the reducer's `body`: an instance `var body` with accessors.
  static func isBody(_ property: PropertyDeclaration) -> Bool {
    guard !property.isLet, !property.isStatic, property.bindings.count == 1, let binding = property.bindings.first
    else { return false }
    return SwiftIdentifier.unescaped(binding.name) == "body" && binding.storage == .computed
  }

  // MARK: - Conformance and diagnostics

  static func conformance(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source) else {
      throw MacroExpansionError(request.diagnostic("'@Reducer' can only be applied to a struct"))
    }
    guard type.kind == .struct else {
      throw MacroExpansionError(notAStruct(request, kind: type.kind))
    }
    let diagnostics = misuse(of: type, in: node, request: request)
    let needsConformance = request.conformances.contains { $0 == "Reducer" || $0.hasSuffix(".Reducer") }
    guard needsConformance, let extendedType = request.extendedType?.trimmedSource else {
      return MacroExpansion(source: "", diagnostics: diagnostics)
    }
    return MacroExpansion(
      source: "extension \(extendedType): ComposableArchitecture.Reducer {}", diagnostics: diagnostics)
  }

  static func notAStruct(_ request: MacroExpansionRequest, kind: TypeDeclaration.Kind) -> Diagnostic {
    switch kind {
    case .enum:
      return request.diagnostic(
        "'@Reducer' can only be applied to a struct; the enum form ('@Reducer enum Destination') is not supported yet")
    case .actor, .extension:
      return request.diagnostic("'@Reducer' can only be applied to a struct, not to an \(kind.rawValue)")
    default:
      return request.diagnostic("'@Reducer' can only be applied to a struct, not to a \(kind.rawValue)")
    }
  }

  /// Missing `State`/`Action`, and `body` together with `reduce(into:action:)`.
  static func misuse(of type: TypeDeclaration, in node: SyntaxNode, request: MacroExpansionRequest) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let name = SwiftIdentifier.unescaped(type.name)
    let reduce = type.members.first { member in
      guard case .function(let function) = member.declaration, !function.isStatic else { return false }
      return function.name == "reduce" && function.parameters.first?.label == "into"
    }
    let body = type.members.first { member in
      guard case .property(let property) = member.declaration else { return false }
      return isBody(property)
    }
    if let reduce, let body {
      diagnostics.append(
        node.diagnostic(
          "'\(name)' implements both 'reduce(into:action:)' and 'body'; a reducer implements one of them "
            + "(the store would run 'reduce(into:action:)' and never 'body')",
          at: reduce.range,
          notes: [node.note("'body' is declared here", at: body.range)]))
    }
    // Without `reduce(into:action:)`, Swift cannot infer `State` and `Action` from a body written with
    // `Self` (`some ReducerOf<Self>`): they must be declared.
    let bodyNamesItsTypes = body.map { member -> Bool in
      guard case .property(let property) = member.declaration, let type = property.bindings.first?.type else {
        return false
      }
      let tokens = Lexer.tokenize(type)
      return !tokens.contains { $0.is("Self") || $0.is("State") || $0.is("Action") }
    } ?? false
    guard reduce == nil, !bodyNamesItsTypes else { return diagnostics }
    for requirement in ["State", "Action"] where !declaresType(requirement, in: type) {
      let insertion = (type.memberBlockRange?.lowerBound).map { $0 + 1 }
      let example = requirement == "State" ? "struct State {}" : "enum Action {}"
      diagnostics.append(
        node.diagnostic(
          "'@Reducer' requires '\(name)' to declare its '\(requirement)': a nested type or a typealias "
            + "named '\(requirement)'",
          at: nameRange(of: type, in: node.source),
          fixIts: insertion.map { [node.fixIt("Add '\(example)'", replacing: $0..<$0, with: "\n  \(example)")] } ?? []
        ))
    }
    return diagnostics
  }

  /// Whether `type` declares a nested type or typealias named `name`, in any `#if` branch.
  static func declaresType(_ name: String, in type: TypeDeclaration) -> Bool {
    type.members.contains { member in
      switch member.declaration {
      case .type(let nested): return SwiftIdentifier.unescaped(nested.name) == name
      case .typeAlias(let alias): return SwiftIdentifier.unescaped(alias.name) == name
      default: return false
      }
    }
  }

  /// The range of the type's name (after `struct`) in `source`, or the whole declaration's.
  static func nameRange(of type: TypeDeclaration, in source: String) -> Range<Int> {
    let tokens = Lexer.tokenize(source)
    for (index, token) in tokens.enumerated() where token.is("struct") && index + 1 < tokens.count {
      let next = tokens[index + 1]
      if next.kind == .identifier, SwiftIdentifier.unescaped(next.text) == SwiftIdentifier.unescaped(type.name) {
        return next.range
      }
    }
    return type.range
  }
}
