import MacroSupport

/// `@DependencyEndpoint(method:)`: gives a closure property an unimplemented default and, when its
/// parameters are named (or `method:` is given), a method with argument labels.
///
/// ```swift
/// @DependencyEndpoint
/// var fetch: @Sendable (_ id: Int) async throws -> String
/// // accessor role: init/get/set over `_fetch`
/// // peer role:     func fetch(id p0: Int) async throws -> String { try await self.fetch(p0) }
/// //                private var _fetch: … = { _ in reportIssue(…); throw Unimplemented(…) }
/// ```
///
/// Inside a `@DependencyClient` struct the client reports a missing default value itself, once; the
/// endpoint then declares its storage without an initial value so nothing else fails.
public enum DependencyEndpointMacro: MacroExpander {
  /// Expands the accessor and peer roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration else { return .empty }
    switch request.role {
    case .accessor:
      // Invalid uses are diagnosed once, by the peer role.
      guard case .success(let endpoint) = endpoint(in: node, request: request) else { return .failed([]) }
      return MacroExpansion(source: accessors(for: endpoint))
    case .peer:
      return peers(request: request, node: node)
    default:
      return .empty
    }
  }

  /// The accessors routing the property through its private storage; the `init` accessor lets the
  /// property keep a declared default and lets initializers assign it before `self` is complete.
  static func accessors(for endpoint: Endpoint) -> String {
    let storage = endpoint.storageName
    return """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = initialValue
      }
      get {
        \(storage)
      }
      set {
        \(storage) = newValue
      }
      """
  }

  /// The method (if any) and the storage holding the unimplemented closure.
  static func peers(request: MacroExpansionRequest, node: SyntaxNode) -> MacroExpansion {
    let endpoint: Endpoint
    switch self.endpoint(in: node, request: request) {
    case .success(let found): endpoint = found
    case .failure(let error): return .failed(error.diagnostics)
    }
    var diagnostics: [Diagnostic] = []
    var declarations: [String] = []
    let insideClient = TypeContext.isInsideDependencyClient(lexicalContext: request.lexicalContext)

    if endpoint.hasNonClosureDefault {
      // The default is an error: declare the storage without a value (the property's own initializer,
      // type-checked where the user wrote it, fills it), so nothing in the expansion fails a second time.
      return MacroExpansion(
        source: "private var \(endpoint.storageName): \(endpoint.type)",
        diagnostics: insideClient
          ? [] : endpoint.defaultValueDiagnostics(in: node, attributeName: "@DependencyEndpoint"))
    }

    switch methodName(request: request) {
    case .success(let name):
      if let method = endpoint.method(named: name, access: AccessLevel(endpoint.property.modifiers).modifier) {
        declarations.append(method)
      }
    case .failure(let error):
      diagnostics += error.diagnostics
    }

    if !insideClient {
      diagnostics += endpoint.defaultValueDiagnostics(in: node, attributeName: "@DependencyEndpoint")
    }
    let owner = TypeContext.qualifiedName(lexicalContext: request.lexicalContext)
    // Observers move to the storage, which every write goes through: they run as on the property.
    let observers = endpoint.observers(in: node)
    let observerBlock =
      observers.isEmpty
      ? "" : " {\n" + observers.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") }.joined(separator: "\n") + "\n}"
    if let closure = endpoint.unimplementedClosure(owner: owner) {
      declarations.append("private var \(endpoint.storageName): \(endpoint.type) = \(closure)\(observerBlock)")
    } else {
      declarations.append("private var \(endpoint.storageName): \(endpoint.type)\(observerBlock)")
      if !insideClient,
        let diagnostic = endpoint.missingDefaultDiagnostic(in: node)
      {
        diagnostics.append(diagnostic)
      }
    }
    return MacroExpansion(source: declarations.joined(separator: "\n\n"), diagnostics: diagnostics)
  }

  /// The endpoint the attribute is attached to, or the error explaining why it cannot be one.
  static func endpoint(in node: SyntaxNode, request: MacroExpansionRequest) -> Result<Endpoint, MacroExpansionError> {
    guard case .property(let declaration) = DeclarationScanner.declaration(in: node.source),
      let binding = declaration.bindings.first
    else {
      return .failure(
        MacroExpansionError(request.diagnostic("'@DependencyEndpoint' can only be applied to a closure-typed 'var'")))
    }
    let property = Property(declaration: declaration, binding: binding, conditions: [])
    let name = SwiftIdentifier.unescaped(property.name)
    let problem: String?
    if declaration.bindings.count > 1 {
      problem = """
        '@DependencyEndpoint' must be applied to a 'var' that declares one property; declare '\(name)' on its own
        """
    } else if property.isLet {
      problem = "'@DependencyEndpoint' requires a 'var': '\(name)' is a 'let', which cannot be overridden"
    } else if property.isStatic {
      problem = "'@DependencyEndpoint' cannot be applied to the static property '\(name)'"
    } else if binding.storage == .computed {
      problem = "'@DependencyEndpoint' cannot be applied to '\(name)', which has accessors"
    } else if property.isLazy || binding.isTuplePattern {
      problem = "'@DependencyEndpoint' can only be applied to a plain stored 'var'"
    } else if let endpoint = Endpoint(property, allowingObservers: true) {
      return .success(endpoint)
    } else {
      let type = property.type.map { "'\($0)'" } ?? "not written"
      problem = """
        '@DependencyEndpoint' requires a non-optional closure type such as '@Sendable () async throws -> Void'; \
        the type of '\(name)' is \(type)
        """
    }
    return .failure(MacroExpansionError(node.diagnostic(problem ?? "", at: property.range)))
  }

  /// The escaped name from `method: "name"`, `nil` when absent or empty, or an error for a value that is
  /// not a static string literal holding an identifier.
  static func methodName(request: MacroExpansionRequest) -> Result<String?, MacroExpansionError> {
    guard let argument = request.attribute?.arguments.first(where: { $0.label == "method" }) else {
      return .success(nil)
    }
    let value = argument.value
    guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\") else {
      return .failure(
        MacroExpansionError(request.node.diagnostic("'method' must be a static string literal", at: argument.range)))
    }
    let name = SwiftIdentifier.unescaped(String(value.dropFirst().dropLast()))
    if name.isEmpty { return .success(nil) }
    guard isIdentifier(name) else {
      return .failure(
        MacroExpansionError(request.node.diagnostic("'method' must be a valid identifier", at: argument.range)))
    }
    return .success(SwiftIdentifier.escaped(name))
  }

  /// Whether `name` is a plain Swift identifier (letters, digits, underscores; not starting with a digit).
  static func isIdentifier(_ name: String) -> Bool {
    guard name != "_", let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
  }
}
