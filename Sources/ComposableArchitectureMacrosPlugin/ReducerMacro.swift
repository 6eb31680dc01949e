import MacroSupport

/// `@Reducer`.
///
/// On a struct: adds the `Reducer` conformance (extension role), the attributes a feature's members
/// need (member-attribute role), and what the struct leaves out (member role):
/// - `@CasePathable` on `enum Action`; `@CasePathable` and `@dynamicMemberLookup` on `enum State`;
/// - `@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>` on `var body` (with the types
///   the body names, for `some Reducer<Int, Action>`): Swift does not infer a result builder from a
///   conformance that an extension macro adds;
/// - an empty `body` when there is none, and an empty `State` and `Action` when they are not declared
///   and the body does not name them (other than through `Self`).
///
/// On an enum of destinations: the members ``ReducerEnumExpansion`` describes, the same attributes on a
/// declared `Action`, `State` and `static var body`, and the `CaseReducer` conformance.
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
      return ReducerEnumExpansion.members(of: type, attribute: request.attribute, node: node)
    case .struct:
      return MacroExpansion(source: structMembers(type))
    default:
      return .empty
    }
  }

  static func structMembers(_ type: TypeDeclaration) -> String {
    let access = ReducerEnumExpansion.accessModifier(type.modifiers)
    let hasBody = type.properties.contains { !$0.isStatic && SwiftIdentifier.unescaped($0.name) == "body" }
    let inferred = reduceFunction(of: type) != nil || bodyNamesItsTypes(in: type)
    var builder = SourceBuilder()
    if !inferred && !declaresType("State", in: type) {
      builder.line("@ObservableState")
      // The conformances `@ObservableState` would add by extension are declared: see
      // `ReducerEnumExpansion.members(of:attribute:node:)`.
      builder.block(
        "\(access)struct State: Codable, Equatable, Hashable, Sendable, ComposableArchitecture.ObservableState, "
          + "Swift.CustomReflectable"
      ) { builder in
        builder.line("\(access)init() {}")
      }
    }
    if !inferred && !declaresType("Action", in: type) {
      builder.line("\(access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasBody && reduceFunction(of: type) == nil {
      builder.line("\(access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
    }
    return builder.source
  }

  /// Whether the struct's `body` says which `State` and `Action` it reduces other than through `Self`, so
  /// that the macro must not declare them (as TCA): `let body = EmptyReducer<State, Action>()`, `var body:
  /// some Reducer<Int, Action>`, `some ReducerOf<Base>`, or `some Reducer<State, Action>` in a reducer
  /// nested in a type that declares `State` and `Action`. `some ReducerOf<Self>` names nothing: a
  /// missing `State` or `Action` is then generated.
  static func bodyNamesItsTypes(in type: TypeDeclaration) -> Bool {
    type.properties.contains { property in
      guard !property.isStatic, SwiftIdentifier.unescaped(property.name) == "body" else { return false }
      if property.initializer != nil { return true }
      guard let arguments = reducerArguments(of: property.binding) else { return false }
      return !arguments.contains { argument in Lexer.tokenize(argument).contains { $0.is("Self") } }
    }
  }

  /// The type's `reduce(into:action:)`, if it declares one.
  static func reduceFunction(of type: TypeDeclaration) -> Member? {
    type.members.first { member in
      guard case .function(let function) = member.declaration, !function.isStatic else { return false }
      return function.name == "reduce" && function.parameters.first?.label == "into"
    }
  }

  /// The generic arguments of a body typed `some Reducer<S, A>` or `some ReducerOf<R>` (module
  /// qualifier allowed): `["S", "A"]`, `["R"]`; `nil` for any other type.
  static func reducerArguments(of binding: PropertyBinding) -> [String]? {
    guard var type = binding.type?.trimmingWhitespace, type.hasPrefix("some ") else { return nil }
    type = String(type.dropFirst("some ".count)).trimmingWhitespace
    guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
    let head = String(type[..<open]).trimmingWhitespace
    guard ["Reducer", "ReducerOf", "ComposableArchitecture.Reducer", "ComposableArchitecture.ReducerOf"].contains(head)
    else { return nil }
    let arguments = splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
    let expected = head.hasSuffix("ReducerOf") ? 1 : 2
    return arguments.count == expected && !arguments.contains(where: \.isEmpty) ? arguments : nil
  }

  /// The state and action types of a body's builder: `(Int, Bool)` for `some Reducer<Int, Bool>`,
  /// `(Base.State, Base.Action)` for `some ReducerOf<Base>`, the arguments as written (`Self`, `State`…);
  /// `nil` for a body of another type.
  static func explicitTypes(of body: PropertyDeclaration) -> (state: String, action: String)? {
    guard let binding = body.bindings.first, let arguments = reducerArguments(of: binding) else { return nil }
    if arguments.count == 1 { return ("\(arguments[0]).State", "\(arguments[0]).Action") }
    return (arguments[0], arguments[1])
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

  /// `@CasePathable` (and `@dynamicMemberLookup`) on a nested `enum Action` (`enum State`), unless the
  /// enum already has them; the reducer builder on `body` (an instance `var` in a struct, a `static var`
  /// in an enum).
  static func memberAttributes(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let parentNode = request.parentDeclaration,
      let parent = DeclarationScanner.typeDeclaration(in: parentNode.source),
      parent.kind == .struct || parent.kind == .enum,
      let member = request.declaration, let declaration = DeclarationScanner.declaration(in: member.source)
    else { return .empty }
    var attributes: [String] = []
    switch declaration {
    case .type(let type) where type.kind == .enum && ["Action", "State"].contains(SwiftIdentifier.unescaped(type.name)):
      if !type.attributes.contains(named: "CasePathable") && !type.inherits("CasePathable") {
        attributes.append("@CasePathable")
      }
      if SwiftIdentifier.unescaped(type.name) == "State" && !type.attributes.contains(named: "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
    case .property(let property) where isBody(property, isStatic: parent.kind == .enum):
      if !property.attributes.contains(named: "ReducerBuilder") {
        let (state, action) = explicitTypes(of: property) ?? ("Self.State", "Self.Action")
        attributes.append("@ComposableArchitecture.ReducerBuilder<\(state), \(action)>")
      }
    default:
      break
    }
    return MacroExpansion(source: attributes.joined(separator: " "))
  }

  /// Whether `property` is the reducer's `body`: a `var body` with accessors, `static` in an enum.
  static func isBody(_ property: PropertyDeclaration, isStatic: Bool) -> Bool {
    guard !property.isLet, property.isStatic == isStatic, property.bindings.count == 1,
      let binding = property.bindings.first
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
    var diagnostics = misuse(of: type, in: node, request: request)
    if let attribute = request.attribute, !attribute.arguments.isEmpty {
      // `state:`/`action:` name conformances of the enums generated for an enum reducer only.
      diagnostics.insert(
        request.diagnostic("Argument passed to call that takes no arguments when applied to a struct"), at: 0)
    }
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
      return isBody(property, isStatic: false)
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
