/// The result of expanding a macro: the generated source and any diagnostics.
///
/// Use `""` when the macro has nothing to add, and `nil` (``failed(_:)``) when it cannot expand, with
/// error diagnostics saying why.
public struct MacroExpansion: Sendable, Hashable {
  /// The generated source: new members (member role), `extension E: P {}` (extension role),
  /// accessors, attributes, peers, or an expression; `nil` for no expansion.
  public var source: String?
  /// Diagnostics to show, in order.
  public var diagnostics: [Diagnostic]

  /// Creates an expansion result.
  public init(source: String?, diagnostics: [Diagnostic] = []) {
    self.source = source
    self.diagnostics = diagnostics
  }

  /// An expansion that adds nothing.
  public static let empty = MacroExpansion(source: "")

  /// No expansion, with the diagnostics explaining why.
  public static func failed(_ diagnostics: [Diagnostic]) -> MacroExpansion {
    MacroExpansion(source: nil, diagnostics: diagnostics)
  }
}
