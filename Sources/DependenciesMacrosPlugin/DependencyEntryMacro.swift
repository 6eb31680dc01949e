import Foundation
import MacroSupport

/// `@DependencyEntry`: registers a dependency from a `var` in an extension of `DependencyValues`, with
/// its key generated next to it.
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry var apiClient = APIClient()
///   // accessor role: get { self[__Key_apiClient.self] }  set { self[__Key_apiClient.self] = newValue }
///   // peer role:     private enum __Key_apiClient: Dependencies.TestDependencyKey {
///   //                  @DependenciesMacros._DependencyEntryDefaultValue static var testValue = APIClient()
///   //                }
/// }
/// ```
///
/// The initial value is the test value; `liveValue:` gives the live value (the key is then a
/// `DependencyKey`), `previewValue:` the preview value (else the live one, else the test one). Each is evaluated when the dependency
/// needs its default, once per context. The key is `private` and named `__Key_<name>`; for a `public`
/// or `package` property it has the property's access level and is named after the property's type
/// (`APIClientKey`) or, without a type annotation, after the property (`ApiClientKey`); a string
/// argument names it explicitly: `@DependencyEntry("APIClientKey")`.
public enum DependencyEntryMacro: MacroExpander {
  /// Expands the accessor and peer roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .accessor:
      // Invalid uses are diagnosed once, by the peer role.
      guard case .success(let entry) = entry(in: request) else { return .failed([]) }
      return MacroExpansion(
        source: """
          get {
            self[\(entry.keyName).self]
          }
          set {
            self[\(entry.keyName).self] = newValue
          }
          """)
    case .peer:
      switch entry(in: request) {
      case .success(let entry): return MacroExpansion(source: entry.keyDeclaration)
      case .failure(let error): return .failed(error.diagnostics)
      }
    default:
      return .empty
    }
  }

  struct Entry {
    var keyName: String
    var keyAccess: String
    var memberAccess: String
    var type: String?
    var testValue: String?
    var liveValue: String?
    var previewValue: String?

    var keyDeclaration: String {
      var members: [String] = []
      if let type { members.append("\(memberAccess)typealias Value = \(type)") }
      func member(_ name: String, _ value: String?) {
        guard let value else { return }
        if type != nil {
          members.append("\(memberAccess)static var \(name): Value {\n  \(value)\n}")
        } else {
          members.append(
            "@DependenciesMacros._DependencyEntryDefaultValue \(memberAccess)static var \(name) = \(value)")
        }
      }
      member("liveValue", liveValue)
      member("previewValue", previewValue)
      member("testValue", testValue)
      let body = members.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        .joined(separator: "\n") }.joined(separator: "\n")
      let conformance = liveValue == nil ? "TestDependencyKey" : "DependencyKey"
      return "\(keyAccess)enum \(keyName): Dependencies.\(conformance) {\n\(body)\n}"
    }
  }

  static let placementMessage =
    "'@DependencyEntry' macro can only attach to 'var' declarations inside extensions of 'DependencyValues'"

  static func entry(in request: MacroExpansionRequest) -> Result<Entry, MacroExpansionError> {
    guard let node = request.declaration,
      isInDependencyValuesExtension(request.lexicalContext),
      case .property(let declaration) = DeclarationScanner.declaration(in: node.source),
      !declaration.isLet, !declaration.isStatic,
      let binding = declaration.bindings.first, !binding.isTuplePattern, binding.accessors.isEmpty
    else {
      return .failure(MacroExpansionError(request.diagnostic(placementMessage)))
    }
    let arguments = request.attribute?.arguments ?? []
    let liveValue = arguments.first { $0.label == "liveValue" }?.value
    let previewValue = arguments.first { $0.label == "previewValue" }?.value
    guard binding.initializer != nil || liveValue != nil else {
      return .failure(
        MacroExpansionError(
          request.diagnostic(
            """
            '@DependencyEntry' requires an initializer to define the property's test value, or a \
            'liveValue' argument to fall back on
            """)))
    }
    let name = SwiftIdentifier.unescaped(binding.name)
    let access = declaration.modifiers.accessLevel.flatMap { ["public", "package"].contains($0) ? $0 : nil }
    let customName = arguments.first { $0.label == nil }.flatMap { argument -> String? in
      let value = argument.value
      guard value.count > 2, value.hasPrefix("\""), value.hasSuffix("\""), !value.contains("\\") else {
        return nil
      }
      return String(value.dropFirst().dropLast())
    }
    let keyName: String
    if let customName {
      keyName = customName
    } else if access != nil {
      let base = binding.type.flatMap(typeBaseName) ?? (name.prefix(1).uppercased() + name.dropFirst())
      keyName = base + "Key"
    } else {
      keyName = "__Key_\(name)"
    }
    return .success(
      Entry(
        keyName: keyName,
        keyAccess: access.map { "\($0) " } ?? "private ",
        memberAccess: access.map { "\($0) " } ?? "",
        type: binding.type,
        testValue: binding.initializer,
        liveValue: liveValue,
        previewValue: previewValue))
  }

  /// The last identifier of a simple type (`Client`, `Module.Client`, `any Client`, `Client?`), for a
  /// key name; `nil` for other types (functions, generics).
  static func typeBaseName(_ type: String) -> String? {
    var text = type.trimmingCharacters(in: .whitespaces)
    for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    if text.hasPrefix("[") && text.hasSuffix("]") && !text.contains(":") {
      text = String(text.dropFirst().dropLast())
    }
    guard let last = text.split(separator: ".").last else { return nil }
    let name = SwiftIdentifier.unescaped(String(last))
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    return name
  }

  static func isInDependencyValuesExtension(_ lexicalContext: [SyntaxNode]) -> Bool {
    guard let innermost = lexicalContext.first,
      let type = DeclarationScanner.typeDeclaration(in: innermost.source),
      type.kind == .extension
    else { return false }
    let name = type.name.split(separator: ".").last.map(String.init) ?? type.name
    return name == "DependencyValues"
  }
}

/// `@_DependencyEntryDefaultValue`: makes a key's `static var name = value` computed, so its value is
/// evaluated each time the dependency needs a default while its type is inferred from `value`.
public enum DependencyEntryDefaultValueMacro: MacroExpander {
  /// Expands the accessor role.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard request.role == .accessor, let node = request.declaration,
      case .property(let declaration) = DeclarationScanner.declaration(in: node.source),
      let initializer = declaration.bindings.first?.initializer
    else { return .empty }
    return MacroExpansion(source: "get {\n  \(initializer)\n}")
  }
}
