import MacroSupport

/// The stored `var` an accessor-and-peer macro (`@ObservationStateTracked`, `@Presents`) is attached to.
enum AttachedStoredVar {
  /// The single binding of the stored `var` the request's macro is attached to, or `nil` when there
  /// is nothing to expand. A declaration that is not a stored `var` with a single name is an error,
  /// reported once, by the accessor role.
  ///
  /// - Parameter macro: The macro's name, for the diagnostic: `Presents`.
  static func binding(_ request: MacroExpansionRequest, macro: String) throws -> PropertyBinding? {
    guard let node = request.declaration else { return nil }
    guard case .property(let declaration)? = DeclarationScanner.declaration(in: node.source),
      declaration.bindings.count == 1, let binding = declaration.bindings.first,
      !declaration.isLet, !declaration.isStatic, !declaration.isLazy, !binding.isTuplePattern,
      binding.storage != .computed
    else {
      guard request.role == .accessor else { return nil }
      throw MacroExpansionError(
        request.diagnostic("'@\(macro)' can only be applied to a stored 'var' with a single name"))
    }
    return binding
  }
}
