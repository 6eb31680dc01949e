/// An error that fails a macro expansion with the given diagnostics.
public struct MacroExpansionError: Error, Sendable, Hashable {
  /// The diagnostics to report.
  public var diagnostics: [Diagnostic]

  /// Creates an error reporting `diagnostics`.
  public init(diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }

  /// Creates an error reporting one diagnostic.
  public init(_ diagnostic: Diagnostic) {
    self.diagnostics = [diagnostic]
  }
}
