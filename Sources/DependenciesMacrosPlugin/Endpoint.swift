import Foundation
import MacroSupport

/// A closure-typed stored `var` that `@DependencyClient` and `@DependencyEndpoint` turn into an endpoint.
///
/// Shared by both macros so that the unimplemented closure they generate (the storage's initial value and
/// the client initializer's default argument) is the same text.
struct Endpoint {
  /// What an unimplemented endpoint does after reporting the issue.
  enum Fallback: Equatable {
    /// Calls the property's declared default closure and returns its result.
    case defaultValue(String)
    /// Throws `DependenciesMacros.Unimplemented` (untyped `throws`).
    case throwFailure
    /// Returns `()`.
    case returnVoid
    /// Returns `nil` (optional result).
    case returnNil
  }

  /// Why an endpoint cannot produce an unimplemented fallback without a declared default value.
  enum MissingDefault: Equatable {
    /// A non-throwing endpoint whose result is neither `Void` nor optional.
    case nonThrowing
    /// An endpoint with a typed `throws(E)`: `Unimplemented` is not an `E`.
    case typedThrows(String)
  }

  /// The property binding.
  let property: Property
  /// The closure type, taken apart.
  let function: FunctionType
  /// The type annotation's text, e.g. `@Sendable (_ id: Int) async throws -> String`.
  let type: String

  /// Recognizes `var name: <function type>` (optionally `= default`) without accessors; `nil` otherwise.
  ///
  /// `let`s, `static`/`lazy` properties, optional closures, tuple patterns and properties with
  /// accessors (computed or observed) are not endpoints.
  ///
  /// With `allowingObservers`, a property with `willSet`/`didSet` observers is recognized too (the
  /// client's initializer gives it an unimplemented default; it cannot take `@DependencyEndpoint`).
  init?(_ property: Property, allowingObservers: Bool = false) {
    let hasAllowedAccessors =
      property.binding.accessors.isEmpty || (allowingObservers && property.binding.storage == .observed)
    // `@DependencyEndpointIgnored` keeps a closure property a plain stored property.
    guard !property.isLet, !property.isStatic, !property.isLazy, !property.binding.isTuplePattern,
      !property.declaration.attributes.contains(named: "DependencyEndpointIgnored"),
      hasAllowedAccessors, let type = property.type,
      let function = DeclarationScanner.functionType(in: type), !function.isOptional
    else { return nil }
    self.property = property
    self.function = function
    self.type = type
  }

  /// The name as written (backticks kept).
  var name: String { property.name }
  /// The name without backticks, for messages and the storage's name.
  var bareName: String { SwiftIdentifier.unescaped(property.name) }
  /// The name as a declarable identifier (backticked when reserved).
  var escapedName: String { SwiftIdentifier.escaped(property.name) }
  /// The private storage behind the endpoint, e.g. `_fetch`.
  var storageName: String { "_" + bareName }
  /// The declared default closure's text, if any.
  var defaultValue: String? { property.initializer }

  /// Whether a default value is declared that is not a closure literal (`= unimplemented()`, `= makeFetch()`):
  /// the macros report it and generate nothing that would type-check it a second time.
  var hasNonClosureDefault: Bool {
    guard let defaultValue else { return false }
    let trimmed = defaultValue.trimmingCharacters(in: .whitespacesAndNewlines)
    return !(trimmed.hasPrefix("{") && trimmed.hasSuffix("}"))
  }

  /// The `willSet`/`didSet` observers as written, re-indented, or `[]` for a plain stored property.
  func observers(in node: SyntaxNode) -> [String] {
    guard property.binding.storage == .observed else { return [] }
    let bytes = Array(node.source.utf8)
    return property.binding.accessors.compactMap { accessor -> String? in
      guard accessor.range.lowerBound >= 0, accessor.range.upperBound <= bytes.count else { return nil }
      let text = String(decoding: bytes[accessor.range], as: UTF8.self)
      // The column the accessor starts at: its continuation lines are indented relative to it.
      var column = 0
      var index = accessor.range.lowerBound - 1
      while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
        column += 1
        index -= 1
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        offset, line -> Substring in
        guard offset > 0 else { return line }
        let removable = line.prefix(column).allSatisfy { $0 == " " || $0 == "\t" } ? column : 0
        return line.dropFirst(min(removable, line.count))
      }
      return lines.joined(separator: "\n")
    }
  }

  // MARK: Effects

  /// The error type of a typed `throws(E)`, `nil` for untyped `throws` or none.
  var thrownType: String? {
    guard let effects = function.effects else { return nil }
    let tokens = Lexer.tokenize(effects)
    guard let index = tokens.firstIndex(where: { $0.is("throws") }), index + 1 < tokens.count,
      tokens[index + 1].is("(")
    else { return nil }
    var depth = 0
    for closing in (index + 1)..<tokens.count {
      if tokens[closing].is("(") { depth += 1 }
      if tokens[closing].is(")") { depth -= 1 }
      if depth == 0 {
        let start = tokens[index + 1].range.upperBound
        let end = tokens[closing].range.lowerBound
        guard start <= end else { return nil }
        let bytes = Array(effects.utf8)[start..<end]
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
    return nil
  }

  /// Whether the endpoint can throw `Unimplemented`: untyped `throws`, or `throws(any Error)`.
  var throwsUntyped: Bool {
    guard function.isThrowing else { return false }
    guard let thrown = thrownType else { return true }
    let compact = thrown.replacingOccurrences(of: " ", with: "")
    return ["anyError", "Error", "Swift.Error", "anySwift.Error"].contains(compact)
  }

  /// Whether the endpoint throws a concrete error type (`throws(E)`, `E` not `any Error` nor `Never`).
  var typedThrownType: String? {
    guard function.isThrowing, !throwsUntyped, let thrown = thrownType, thrown != "Never", thrown != "Swift.Never"
    else { return nil }
    return thrown
  }

  /// Whether the call needs `try`.
  var needsTry: Bool {
    guard function.isThrowing else { return false }
    return thrownType != "Never" && thrownType != "Swift.Never"
  }

  /// Whether the result type is `Void`.
  var returnsVoid: Bool {
    let compact = function.returnType.replacingOccurrences(of: " ", with: "")
    return ["Void", "()", "Swift.Void"].contains(compact)
  }

  /// Whether the result type is optional (`T?`, `Optional<T>`).
  var returnsOptional: Bool {
    let returnType = function.returnType
    return returnType.hasSuffix("?") || returnType.hasPrefix("Optional<") || returnType.hasPrefix("Swift.Optional<")
  }

  /// What the unimplemented endpoint does after reporting, or `nil` when a default value is required.
  var fallback: Fallback? {
    if let defaultValue { return .defaultValue(defaultValue) }
    if throwsUntyped { return .throwFailure }
    if returnsVoid { return .returnVoid }
    if returnsOptional { return .returnNil }
    return nil
  }

  /// Why a default value is required, or `nil` when it is not.
  var missingDefault: MissingDefault? {
    guard fallback == nil else { return nil }
    if let thrown = typedThrownType { return .typedThrows(thrown) }
    return .nonThrowing
  }

  // MARK: Generated text

  /// `p0, p1` for the closure's parameters.
  private var parameterNames: [String] {
    function.parameters.indices.map { "p\($0)" }
  }

  /// Whether parameter `index` is `inout` (its argument must be passed with `&`).
  private func isInout(_ index: Int) -> Bool {
    Lexer.tokenize(function.parameters[index].type).first?.is("inout") == true
  }

  /// Whether parameter `index` is `@autoclosure` (its argument must be forwarded as a call, `p0()`).
  private func isAutoclosure(_ index: Int) -> Bool {
    let tokens = Lexer.tokenize(function.parameters[index].type)
    var position = 0
    while position + 1 < tokens.count, tokens[position].is("@") {
      if tokens[position + 1].is("autoclosure") { return true }
      position += 2
      if position < tokens.count, tokens[position].is("("), !tokens[position].precededBySpace {
        while position < tokens.count, !tokens[position].is(")") { position += 1 }
        position += 1
      }
    }
    return false
  }

  /// The arguments forwarding the closure's parameters: `p0, &p1, p2()`.
  private var forwardedArguments: String {
    parameterNames.enumerated().map { index, name in
      if isInout(index) { return "&" + name }
      if isAutoclosure(index) { return name + "()" }
      return name
    }
    .joined(separator: ", ")
  }

  /// `try await ` as needed to call the endpoint.
  private var callPrefix: String {
    (needsTry ? "try " : "") + (function.isAsync ? "await " : "")
  }

  /// The closure literal an unimplemented endpoint holds: it reports `Unimplemented: 'Owner.name'`, then
  /// runs the ``fallback``. `nil` when a default value is required but missing, or is not a closure literal.
  ///
  /// ```swift
  /// { _ in
  ///   IssueReporting.reportIssue("Unimplemented: 'APIClient.fetch'")
  ///   throw DependenciesMacros.Unimplemented("APIClient.fetch")
  /// }
  /// ```
  func unimplementedClosure(owner: String?) -> String? {
    guard let fallback, !hasNonClosureDefault else { return nil }
    let description = [owner, bareName].compactMap { $0 }.joined(separator: ".")
    let literal = Self.stringLiteral(description)
    let message = Self.stringLiteral("Unimplemented: '\(description)'")
    let forwards: Bool
    if case .defaultValue = fallback { forwards = true } else { forwards = false }
    var header = "{"
    if !function.parameters.isEmpty {
      let names = forwards ? parameterNames : parameterNames.map { _ in "_" }
      header += " \(names.joined(separator: ", ")) in"
    }
    var lines = [header, "  IssueReporting.reportIssue(\(message))"]
    switch fallback {
    case .defaultValue(let value):
      lines.append("  let implementation: \(type) = \(value)")
      lines.append("  return \(callPrefix)implementation(\(forwardedArguments))")
    case .throwFailure:
      lines.append("  throw DependenciesMacros.Unimplemented(\(literal))")
    case .returnVoid:
      break
    case .returnNil:
      lines.append("  return nil")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The labelled method forwarding to the closure, e.g. `func fetch(id p0: Int) async throws -> String`,
  /// or `nil` when no parameter is named and no `method` name is given.
  ///
  /// - Parameters:
  ///   - methodName: The method's name from `@DependencyEndpoint(method:)`, already escaped; `nil` for the
  ///     property's own name.
  ///   - access: The access modifier to write (with a trailing space), or `""`.
  func method(named methodName: String?, access: String) -> String? {
    let labels = function.parameters.map { parameter -> String? in
      let name = parameter.secondName ?? parameter.firstName
      return name == "_" ? nil : name
    }
    guard methodName != nil || labels.contains(where: { $0 != nil }) else { return nil }
    let parameters = function.parameters.indices.map { index in
      "\(labels[index] ?? "_") p\(index): \(function.parameters[index].type)"
    }
    let attributes = function.attributes
      .filter { !Self.typeOnlyAttributes.contains($0.baseName) }
      .map { $0.text + "\n" }
      .joined()
    let effects = function.effects.map { " \($0)" } ?? ""
    return """
      \(attributes)\(access)func \(methodName ?? escapedName)(\(parameters.joined(separator: ", ")))\(effects) -> \
      \(function.returnType) {
        \(callPrefix)self.\(escapedName)(\(forwardedArguments))
      }
      """
  }

  /// Function-type attributes that do not carry over to a method (global actors such as `@MainActor` do).
  static let typeOnlyAttributes: Set<String> = [
    "Sendable", "escaping", "autoclosure", "convention", "noescape", "isolated", "differentiable",
  ]

  /// The placeholder default a fix-it inserts: ` = { <#Int#> }`, ` = { _, _ in <#Bool#> }`.
  var placeholderDefault: String {
    let placeholder = "<#\(function.returnType)#>"
    guard !function.parameters.isEmpty else { return " = { \(placeholder) }" }
    let parameters = function.parameters.map { _ in "_" }.joined(separator: ", ")
    return " = { \(parameters) in \(placeholder) }"
  }

  /// The error for an endpoint whose unimplemented version cannot be generated without a default value,
  /// highlighting the binding in `node` (whose source was scanned for ``property``), with a fix-it
  /// inserting a placeholder default. `clientName` names the client whose `Client()` needs the default.
  func missingDefaultDiagnostic(in node: SyntaxNode, clientName: String? = nil) -> Diagnostic? {
    guard let missingDefault else { return nil }
    let reason: String
    switch missingDefault {
    case .nonThrowing:
      reason = "Default value required for non-throwing closure '\(bareName)'"
    case .typedThrows(let errorType):
      reason = """
        Default value required for closure '\(bareName)' that throws '\(errorType)': an unimplemented \
        endpoint can only throw from an untyped 'throws'
        """
    }
    let message = """
      \(reason)

      Defaults are required so that the macro can generate a default, "unimplemented" version of the \
      dependency\(clientName.map { " via '\($0)()'" } ?? ""). The default value can be anything and does \
      not need to signify a real value. For example, if the endpoint returns a boolean, you can return \
      'false', or if it returns an array, you can return '[]'.

      See the documentation for @DependencyClient for more information: \
      https://swiftpackageindex.com/pointfreeco/swift-dependencies/main/documentation/dependenciesmacros/dependencyclient()#Restrictions
      """
    let end = property.range.upperBound
    return node.diagnostic(
      message, at: property.range,
      fixIts: [
        node.fixIt("Insert '\(placeholderDefault.dropFirst())'", replacing: end..<end, with: placeholderDefault)
      ])
  }

  /// Diagnostics for the declared default value, by `attributeName` (`@DependencyClient`): an error when
  /// it is not a closure literal (with a warning for `unimplemented(…)`), a warning for a closure that
  /// only calls `fatalError`.
  func defaultValueDiagnostics(in node: SyntaxNode, attributeName: String) -> [Diagnostic] {
    guard let defaultValue, let range = initializerRange(in: node) else { return [] }
    let trimmed = defaultValue.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else {
      var diagnostics = [
        node.diagnostic("'\(attributeName)' default must be closure literal", at: range)
      ]
      if trimmed.hasPrefix("unimplemented(") || trimmed.hasPrefix("unimplemented ") || trimmed == "unimplemented" {
        diagnostics.append(
          node.diagnostic(
            """
            Do not use 'unimplemented' with '\(attributeName)'; the '\(attributeName)' macro already \
            includes the behavior of 'unimplemented'.
            """,
            severity: .warning, at: range))
      }
      return diagnostics
    }
    // The closure's body: after `in` when it has a signature.
    var body = trimmed.dropFirst().dropLast().trimmingCharacters(in: .whitespacesAndNewlines)
    let tokens = Lexer.tokenize(body)
    if let inToken = tokens.first(where: { $0.is("in") }), !tokens.contains(where: { $0.is("{") }) {
      let bytes = Array(body.utf8)[inToken.range.upperBound...]
      body = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard body.hasPrefix("fatalError("), body.hasSuffix(")"), !body.contains("\n"),
      let bodyOffset = node.source.utf8.indices(of: body, in: range)
    else { return [] }
    let statement = bodyOffset..<(bodyOffset + body.utf8.count)
    return [
      node.diagnostic(
        """
        Prefer returning a default mock value over 'fatalError()' to avoid crashes in previews and tests.

        The default value can be anything and does not need to signify a real value. For example, if the \
        endpoint returns a boolean, you can return 'false', or if it returns an array, you can return '[]'.
        """,
        severity: .warning, at: statement,
        fixIts: [
          node.fixIt(
            "Wrap in a synchronously executed closure to silence this warning", replacing: statement,
            with: "{ \(body) }()")
        ])
    ]
  }

  /// Where the default value's text is in `node`'s source.
  func initializerRange(in node: SyntaxNode) -> Range<Int>? {
    guard let defaultValue else { return nil }
    let text = defaultValue.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let start = node.source.utf8.indices(of: text, in: property.range) else { return nil }
    return start..<(start + text.utf8.count)
  }

  /// `text` as a Swift string literal.
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension String.UTF8View {
  /// The byte offset of the last occurrence of `needle` inside the byte range `range`, if any.
  fileprivate func indices(of needle: String, in range: Range<Int>) -> Int? {
    let haystack = Array(self)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, range.lowerBound >= 0, range.upperBound <= haystack.count,
      range.count >= pattern.count
    else { return nil }
    var start = range.upperBound - pattern.count
    while start >= range.lowerBound {
      if haystack[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
      start -= 1
    }
    return nil
  }
}
