import MacroSupport

/// `@ViewAction(for: Feature.self)`: conforms the type it is attached to (a view holding a `store`)
/// to `ViewActionSending`, which gives it `send(_:)` for the feature's view actions.
public enum ViewActionMacro: MacroExpander {
  /// Expands the extension role: `extension FeatureView: ComposableArchitecture.ViewActionSending {}`,
  /// unless the type conforms already.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard request.role == .extension else { return .empty }
    let missing = request.conformances.contains { $0 == "ViewActionSending" || $0.hasSuffix(".ViewActionSending") }
    guard missing, let extendedType = request.extendedType?.trimmedSource else { return .empty }
    return MacroExpansion(source: "extension \(extendedType): ComposableArchitecture.ViewActionSending {}")
  }
}
