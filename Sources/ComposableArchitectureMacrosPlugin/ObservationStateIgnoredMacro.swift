import MacroSupport

/// `@ObservationStateIgnored`: marks a stored property of an `@ObservableState` struct as not observed.
/// It adds nothing; `@ObservableState` reads the attribute and leaves the property alone.
public enum ObservationStateIgnoredMacro: MacroExpander {
  /// Adds no accessor.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    .empty
  }
}
