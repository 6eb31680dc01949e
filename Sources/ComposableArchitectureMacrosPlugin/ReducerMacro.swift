import MacroSupport

/// `@Reducer`.
///
/// On a struct: adds the `Reducer` conformance (extension role), the attributes a feature's members
/// need (member-attribute role), and what the struct leaves out (member role):
/// - `@CasePathable` on `enum Action`; `@CasePathable` and `@dynamicMemberLookup` on `enum State`;
/// - `@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>` on `var body` (with the types
///   the body names, for `some Reducer<Int, Action>`): Swift does not infer a result builder from a
///   conformance that an extension macro adds;
/// - an empty `State`, `Action` and `body` when they are not declared and cannot be inferred.
///
/// On an enum of destinations: the members ``ReducerEnumExpansion`` describes, and the `CaseReducer`
/// conformance.
///
/// Attributes the user already wrote are not repeated. The extension role reports misuse: a type that is
/// neither a struct nor an enum, and both `body` and `reduce(into:action:)`.
public enum ReducerMacro: MacroExpander {
  /// Expands the member, member-attribute and extension roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .memberAttribute:
      return memberAttributes(request)
    case .member:
      return members(request)
    case .extension:
      return try conformance(request)
    default:
      return .empty
    }
  }

  // MARK: - Members

  /// For an enum, its `State`, `Action`, `body`, `CaseScope` and `scope(_:)` (see
  /// ``ReducerEnumExpansion``). For a struct, what it leaves out and Swift cannot infer: an empty
  /// `State` and `Action`, and an empty `body` when there is neither `body` nor `reduce`.
  static func members(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source)
    else { return .empty }
    switch type.kind {
    case .enum:
      return MacroExpansion(source: ReducerEnumExpansion.members(of: type, attribute: request.attribute))
    case .struct:
      return MacroExpansion(source: structMembers(type))
    default:
      return .empty
    }
  }

  static func structMembers(_ type: TypeDeclaration) -> String {
    let access = ReducerEnumExpansion.accessModifier(type.modifiers)
    let body = bodyProperty(of: type)
    let hasReduce = reduceFunction(of: type) != nil
    let inferred = hasReduce || body.map { explicitTypes(of: $0) != nil } ?? false
    var builder = SourceBuilder()
    if !inferred && !declaresType("State", in: type) {
      builder.line("@ObservableState")
      builder.block("\(access)struct State: Codable, Equatable, Hashable, Sendable") { builder in
        builder.line("\(access)init() {}")
      }
    }
    if !inferred && !declaresType("Action", in: type) {
      builder.line("\(access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if body == nil && !hasReduce {
      builder.line("\(access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
    }
    return builder.source
  }

  /// The instance `var body` with accessors, if the type declares one.
  static func bodyProperty(of type: TypeDeclaration) -> PropertyDeclaration? {
    for member in type.members {
      if case .property(let property) = member.declaration, isBody(property) { return property }
    }
    return nil
  }

  /// The type's `reduce(into:action:)`, if it declares one.
  static func reduceFunction(of type: TypeDeclaration) -> Member? {
    type.members.first { member in
      guard case .function(let function) = member.declaration, !function.isStatic else { return false }
      return function.name == "reduce" && function.parameters.first?.label == "into"
    }
  }

  /// The state and action types a body's type names explicitly: `(Int, Bool)` for `some Reducer<Int,
  /// Bool>`, `(Base.State, Base.Action)` for `some ReducerOf<Base>`; `nil` when it names `Self`,
  /// `State` or `Action` (they must then be declared).
  static func explicitTypes(of body: PropertyDeclaration) -> (state: String, action: String)? {
    guard let type = body.bindings.first?.type else { return nil }
    let tokens = Lexer.tokenize(type)
    guard !tokens.contains(where: { $0.is("Self") || $0.is("State") || $0.is("Action") }),
      let open = type.firstIndex(of: "<"), type.hasSuffix(">")
    else { return nil }
    let head = String(type[..<open]).trimmingWhitespace
    let arguments = splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
    if head.hasSuffix("ReducerOf"), arguments.count == 1 {
      return ("\(arguments[0]).State", "\(arguments[0]).Action")
    }
    if head.hasSuffix("Reducer"), arguments.count == 2 {
      return (arguments[0], arguments[1])
    }
    return nil
  }

  /// Splits `A, B<C, D>` at its top-level commas.
  static func splitTopLevel(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmingWhitespace)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    parts.append(current.trimmingWhitespace)
    return parts
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
        let (state, action) = explicitTypes(of: property) ?? ("Self.State", "Self.Action")
        attributes.append("@ComposableArchitecture.ReducerBuilder<\(state), \(action)>")
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
      throw MacroExpansionError(request.diagnostic("'@Reducer' can only be applied to a struct or an enum"))
    }
    if type.kind == .enum {
      guard let extendedType = request.extendedType?.trimmedSource, !request.conformances.isEmpty else {
        return .empty
      }
      return MacroExpansion(
        source: "extension \(extendedType): ComposableArchitecture.CaseReducer, ComposableArchitecture.Reducer {}")
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
    case .actor, .extension:
      return request.diagnostic("'@Reducer' can only be applied to a struct or an enum, not to an \(kind.rawValue)")
    default:
      return request.diagnostic("'@Reducer' can only be applied to a struct or an enum, not to a \(kind.rawValue)")
    }
  }

  /// `body` together with `reduce(into:action:)`.
  static func misuse(of type: TypeDeclaration, in node: SyntaxNode, request: MacroExpansionRequest) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let name = SwiftIdentifier.unescaped(type.name)
    let reduce = reduceFunction(of: type)
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

}
