import CasePaths

extension BindingAction: CasePathable {
  /// The case paths of a binding action: one per writable field of `Root`, so that case key paths
  /// reach a binding of a given field, `\.binding.email`:
  ///
  /// ```swift
  /// await store.send(\.binding.email, "blob@pointfree.co") {
  ///   $0.email = "blob@pointfree.co"
  /// }
  /// await store.receive(\.binding.isValid)
  /// ```
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a binding action, one per writable field of `Root`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of a write to the field at `keyPath`: it embeds a value as
    /// `.set(keyPath, value)`, and extracts the value of a write to that field.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      let keyPath = UncheckedSendable(keyPath)
      return ._$case(
        // `\.binding.email` prints the field's name, also on Linux (see `keyPathName(_:)`).
        computedName: { fieldMemberName(keyPath.value) },
        embed: { value in
          BindingAction(
            keyPath: keyPath.value,
            set: { $0[keyPath: keyPath.value] = value },
            value: value,
            valueIsEqualTo: { ($0 as? Value) == value }
          )
        },
        extract: { action in
          guard action.keyPath == keyPath.value else { return nil }
          return action.value as? Value
        }
      )
    }
  }
}

/// The name of a field as a member of a key path, `email` for `\Feature.State.email`.
private func fieldMemberName<Root>(_ keyPath: PartialKeyPath<Root>) -> String {
  let name = keyPathName(keyPath)
  guard let dot = name.lastIndex(of: ".") else { return name }
  return String(name[name.index(after: dot)...])
}
