import MacroSupport

/// `@ReducerCaseIgnored` and `@ReducerCaseEphemeral`: markers that `@Reducer` reads on the cases of an
/// enum; they expand to nothing themselves.
public enum ReducerCaseMarkerMacro: MacroExpander {
  /// Expands to nothing.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    .empty
  }
}
