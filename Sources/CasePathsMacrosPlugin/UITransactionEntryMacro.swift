import Foundation
import MacroSupport

/// `@UITransactionEntry`: declares a ``UITransaction`` value in one line, as SwiftUI's `@Entry` does
/// for its transactions.
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var animateCount = false
/// }
/// // accessor role: get/set/_modify through `self[__Key_animateCount.self]`
/// // peer role:     private struct __Key_animateCount: SwiftNavigation.UITransactionKey {
/// //                  static let defaultValue = false
/// //                }
/// ```
///
/// It applies to a `var` with a default value, declared in an extension of `UITransaction`; anything
/// else is an error, reported once (by the peer role).
public enum UITransactionEntryMacro: MacroExpander {
  /// The prefix of the generated key type's name.
  static let keyPrefix = "__Key_"

  /// Expands the accessor and peer roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .accessor:
      guard case .success(let entry) = entry(in: request) else { return .failed([]) }
      let key = keyPrefix + entry.name
      return MacroExpansion(
        source: """
          get {
            self[\(key).self]
          }
          set {
            self[\(key).self] = newValue
          }
          _modify {
            yield &self[\(key).self]
          }
          """)
    case .peer:
      switch entry(in: request) {
      case .failure(let error): return .failed(error.diagnostics)
      case .success(let entry):
        let type = entry.type.map { ": \($0)" } ?? ""
        return MacroExpansion(
          source: """
            private struct \(keyPrefix)\(entry.name): SwiftNavigation.UITransactionKey {
              static let defaultValue\(type) = \(entry.defaultValue)
            }
            """)
      }
    default:
      return .empty
    }
  }

  /// A checked entry: its name (unescaped), declared type (if written) and default value.
  struct Entry {
    var name: String
    var type: String?
    var defaultValue: String
  }

  /// Reads the property the macro is attached to, and checks it is an entry.
  static func entry(in request: MacroExpansionRequest) -> Result<Entry, MacroExpansionError> {
    func failure(_ message: String) -> Result<Entry, MacroExpansionError> {
      .failure(MacroExpansionError(request.diagnostic(message)))
    }
    let context = request.lexicalContext.first.flatMap { DeclarationScanner.typeDeclaration(in: $0.source) }
    let extendsTransaction =
      context.map { $0.kind == .extension && ["UITransaction", "SwiftNavigation.UITransaction"].contains($0.name) }
      ?? false
    guard extendsTransaction,
      case .property(let declaration) = request.declaration.flatMap({ DeclarationScanner.declaration(in: $0.source) }),
      !declaration.isLet, !declaration.isStatic, declaration.bindings.count == 1,
      let binding = declaration.bindings.first, binding.storage != .computed, !binding.isTuplePattern
    else {
      return failure(
        "'@UITransactionEntry' macro can only attach to var declarations inside extensions of 'UITransaction'")
    }
    guard let defaultValue = binding.initializer?.trimmingCharacters(in: .whitespacesAndNewlines),
      !defaultValue.isEmpty
    else {
      return failure("'@UITransactionEntry' requires a default value: '\(SwiftIdentifier.unescaped(binding.name)) = …'")
    }
    return .success(
      Entry(
        name: SwiftIdentifier.unescaped(binding.name),
        type: binding.type?.trimmingCharacters(in: .whitespacesAndNewlines),
        defaultValue: defaultValue))
  }
}
