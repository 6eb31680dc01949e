import MacroSupport

/// `@DependencyEndpointIgnored`: keeps `@DependencyClient` from making a closure property an endpoint.
/// It adds nothing; `@DependencyClient` reads the attribute and treats the property as a plain stored
/// property.
public enum DependencyEndpointIgnoredMacro: MacroExpander {
  /// Adds no accessor.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    .empty
  }
}
