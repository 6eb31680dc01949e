import MacroSupport

/// `@DependencyClient`: marks each closure `var` of a struct `@DependencyEndpoint` (member-attribute
/// role) and adds a memberwise initializer whose endpoint parameters default to unimplemented closures
/// (member role), so `Client()` is the unimplemented client and `Client(fetch: { … })` overrides one.
///
/// ```swift
/// @DependencyClient
/// struct APIClient {
///   var fetch: @Sendable (_ id: Int) async throws -> String
/// }
/// // init(fetch: @escaping @Sendable (_ id: Int) async throws -> String = { _ in … }) {
/// //   self.fetch = fetch
/// // }
/// ```
public enum DependencyClientMacro: MacroExpander {
  /// Expands the member and member-attribute roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .memberAttribute:
      return memberAttributes(request: request)
    case .member:
      return try initializer(request: request)
    default:
      return .empty
    }
  }

  /// `@DependencyEndpoint` for a member that is an endpoint without the attribute yet.
  ///
  /// On a type that is not a struct this role reports the error, on the type's first member: the compiler
  /// expands the member role of an enum only when something looks its initializers up, so the member role
  /// alone could miss it (it reports only for a type without members, which has no member attributes).
  static func memberAttributes(request: MacroExpansionRequest) -> MacroExpansion {
    guard let parentNode = request.parentDeclaration,
      let parent = DeclarationScanner.typeDeclaration(in: parentNode.source),
      let member = request.declaration
    else { return .empty }
    guard parent.kind == .struct else {
      let firstMemberOffset = parent.members.first.map { parentNode.absoluteOffset(of: $0.range.lowerBound) }
      guard firstMemberOffset == member.absoluteOffset(of: member.leadingTriviaLength) else { return .empty }
      return MacroExpansion(source: "", diagnostics: [notAStructDiagnostic(request: request, kind: parent.kind)])
    }
    guard case .property(let declaration) = DeclarationScanner.declaration(in: member.source),
      declaration.bindings.count == 1, let binding = declaration.bindings.first,
      !declaration.attributes.contains(named: "DependencyEndpoint"),
      Endpoint(Property(declaration: declaration, binding: binding, conditions: [])) != nil
    else { return .empty }
    return MacroExpansion(source: "@DependencyEndpoint")
  }

  /// The error for `@DependencyClient` on something other than a struct, at the attribute.
  static func notAStructDiagnostic(request: MacroExpansionRequest, kind: TypeDeclaration.Kind?) -> Diagnostic {
    let what: String
    switch kind {
    case .enum?: what = ", not to an enum"
    case .extension?: what = ", not to an extension"
    case .actor?: what = ", not to an actor"
    case let kind?: what = ", not to a \(kind.rawValue)"
    case nil: what = ""
    }
    return request.diagnostic("'@DependencyClient' can only be applied to a struct\(what)")
  }

  /// One parameter of the generated initializer.
  struct InitParameter {
    var name: String
    var type: String
    var defaultValue: String?

    /// The name the initializer's body reads the argument by: a parameter named `self` would hide
    /// the instance, so it gets an internal name (`` `self` _$self: … ``).
    var internalName: String {
      SwiftIdentifier.unescaped(name) == "self" ? "_$self" : name
    }

    /// The parameter as declared: its label, and its internal name when that differs.
    var declaredName: String {
      internalName == name ? name : "\(name) \(internalName)"
    }
  }

  /// The memberwise initializer, with the diagnostics for endpoints that need a default value.
  static func initializer(request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source) else {
      throw MacroExpansionError(notAStructDiagnostic(request: request, kind: nil))
    }
    guard type.kind == .struct else {
      // With members, the member-attribute role reports it (see `memberAttributes(request:)`).
      guard type.members.isEmpty else { return .empty }
      throw MacroExpansionError(notAStructDiagnostic(request: request, kind: type.kind))
    }
    let outer = TypeContext.qualifiedName(lexicalContext: request.lexicalContext)
    let owner = [outer, SwiftIdentifier.unescaped(type.name)].compactMap { $0 }.joined(separator: ".")

    var parameters: [InitParameter] = []
    var conditionalEndpoints: [ConditionalAssignment] = []
    var diagnostics: [Diagnostic] = []
    // Members of a private or fileprivate type are file-scoped already: no modifier needed.
    var access = max(AccessLevel(type.modifiers), .internal)

    for property in type.properties {
      guard !property.isStatic, !property.isLazy, !property.binding.isTuplePattern,
        property.binding.storage != .computed
      else { continue }
      let name = SwiftIdentifier.unescaped(property.name)
      let isSoleBinding = property.declaration.bindings.count == 1

      if let endpoint = Endpoint(property, allowingObservers: true) {
        if isSoleBinding {
          if let diagnostic = endpoint.missingDefaultDiagnostic(
            in: node, clientName: SwiftIdentifier.unescaped(type.name))
          {
            diagnostics.append(diagnostic)
          }
          diagnostics += endpoint.defaultValueDiagnostics(in: node, attributeName: "@DependencyClient")
          // An endpoint inside `#if` cannot be a parameter: the initializer's body sets it to its
          // unimplemented closure under the same `#if` (its own initial value would otherwise be
          // stored as it is, and calling it would report nothing).
          guard property.conditions.isEmpty else {
            if let value = endpoint.unimplementedClosure(owner: owner) {
              conditionalEndpoints.append(
                ConditionalAssignment(
                  name: endpoint.escapedName, type: endpoint.type, value: value, conditions: property.conditions))
            }
            continue
          }
          access = min(access, AccessLevel(property.modifiers))
          parameters.append(
            InitParameter(
              name: endpoint.escapedName, type: "@escaping " + endpoint.type,
              defaultValue: endpoint.unimplementedClosure(owner: owner)))
          continue
        }
        diagnostics.append(
          node.diagnostic(
            """
            '\(name)' is not an endpoint because it shares its declaration with other properties; declare \
            it on its own to give it an unimplemented default
            """,
            severity: .warning, at: property.range))
      }

      // A plain stored property.
      let initializer = property.initializer
      if property.isLet && initializer != nil { continue }
      let propertyAccess = AccessLevel(property.modifiers)
      if propertyAccess < .internal && initializer != nil { continue }
      let declaredType = property.type ?? initializer.flatMap(literalType(of:))
      let implicitNil = !property.isLet && declaredType.map(isOptional) == true
      guard property.conditions.isEmpty else {
        if initializer == nil && !implicitNil {
          diagnostics.append(
            node.diagnostic(
              """
              '@DependencyClient' cannot initialize '\(name)', declared inside '#if'; give it a default value \
              or move it out of the '#if'
              """,
              at: property.range))
        }
        continue
      }
      guard let declaredType else {
        // `var x = makeValue()`: the initializer needs the type to declare its parameter.
        let end = property.range.lowerBound + property.name.utf8.count
        diagnostics.append(
          node.diagnostic(
            """
            '@DependencyClient' requires '\(name)' to have a type annotation in order to generate a \
            memberwise initializer
            """,
            at: property.range,
            fixIts: [node.fixIt("Insert ': <#Type#>'", replacing: end..<end, with: ": <#Type#>")]))
        continue
      }
      access = min(access, propertyAccess)
      let isClosure = DeclarationScanner.functionType(in: declaredType).map { !$0.isOptional } ?? false
      parameters.append(
        InitParameter(
          name: SwiftIdentifier.escaped(property.name), type: (isClosure ? "@escaping " : "") + declaredType,
          defaultValue: initializer ?? (implicitNil ? "nil" : nil)))
    }

    return MacroExpansion(
      source: initializerSource(parameters, conditionalEndpoints: conditionalEndpoints, access: access),
      diagnostics: diagnostics)
  }

  /// An endpoint declared inside `#if`, set by the initializer's body under the same clauses.
  struct ConditionalAssignment {
    var name: String
    var type: String
    var value: String
    var conditions: [ConditionalClause]
  }

  /// The initializer's text.
  static func initializerSource(
    _ parameters: [InitParameter], conditionalEndpoints: [ConditionalAssignment] = [], access: AccessLevel
  ) -> String {
    var builder = SourceBuilder()
    let assignConditionalEndpoints = { (builder: inout SourceBuilder) in
      // Declared with the endpoint's type first, as a parameter's default would be: a closure's
      // typed `throws` is inferred from a declared type, not through the property's init accessor.
      builder.emit(conditionalEndpoints, conditions: \.conditions) { builder, endpoint in
        let local = "_$" + SwiftIdentifier.unescaped(endpoint.name)
        builder.line("let \(local): \(endpoint.type) = \(endpoint.value)")
        builder.line("self.\(endpoint.name) = \(local)")
      }
    }
    if parameters.isEmpty {
      builder.line("\(access.modifier)init() {")
      builder.indented(assignConditionalEndpoints)
      builder.line("}")
      return builder.source
    }
    builder.line("\(access.modifier)init(")
    builder.indented { builder in
      for (index, parameter) in parameters.enumerated() {
        let defaultValue = parameter.defaultValue.map { " = \($0)" } ?? ""
        let separator = index == parameters.count - 1 ? "" : ","
        builder.line("\(parameter.declaredName): \(parameter.type)\(defaultValue)\(separator)")
      }
    }
    builder.block(")") { builder in
      for parameter in parameters {
        builder.line("self.\(parameter.name) = \(parameter.internalName)")
      }
      assignConditionalEndpoints(&builder)
    }
    return builder.source
  }

  /// The type of a literal initial value (`Swift.Bool`, `Swift.Int`, `Swift.Double`, `Swift.String`), or
  /// `nil` when it is not a plain literal.
  static func literalType(of initializer: String) -> String? {
    let tokens = Lexer.tokenize(initializer)
    let literal = tokens.count == 2 && tokens[0].is("-") ? tokens[1] : tokens.count == 1 ? tokens[0] : nil
    guard let literal else { return nil }
    switch literal.kind {
    case .string:
      return literal.text.hasPrefix("\"") || literal.text.hasPrefix("#") ? "Swift.String" : nil
    case .number:
      let text = literal.text.lowercased()
      let isFloat = !text.hasPrefix("0x") && (text.contains(".") || text.contains("e"))
      return isFloat ? "Swift.Double" : "Swift.Int"
    case .identifier where literal.is("true") || literal.is("false"):
      return tokens.count == 1 ? "Swift.Bool" : nil
    default:
      return nil
    }
  }

  /// Whether `type` is written as an optional (`T?`, `T!`, `Optional<T>`), which a `var` defaults to `nil`.
  static func isOptional(_ type: String) -> Bool {
    type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.hasPrefix("Swift.Optional<")
  }
}
