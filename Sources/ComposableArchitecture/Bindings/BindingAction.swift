/// One write to a field of a feature's state, carried by an action: the field's key path and its new
/// value.
///
/// A feature with many editable fields declares a single `binding` case instead of one case per field:
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
///
/// It is `Equatable` (same field, equal value) and prints the field's name and value, also on Linux:
/// `.set(\State.email, "blob@pointfree.co")`. Match a given field with a key path pattern:
///
/// ```swift
/// case .binding(\.email):
///   state.isEmailValid = state.email.contains("@")
/// ```
public struct BindingAction<Root>: CustomDumpReflectable, CustomStringConvertible, @unchecked Sendable {
  /// The key path of the field written.
  public let keyPath: PartialKeyPath<Root>

  let set: @Sendable (inout Root) -> Void
  let value: any Sendable
  let valueIsEqualTo: @Sendable (Any) -> Bool

  /// A write of `value` to the field at `keyPath`.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.email, "blob@pointfree.co"))) {
  ///   $0.email = "blob@pointfree.co"
  /// }
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath] = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }

  /// Applies the write to `root`.
  public func apply(to root: inout Root) {
    set(&root)
  }

  /// Whether `bindingAction` writes the field at `keyPath`, for `case .binding(\.field):` patterns.
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    keyPath == bindingAction.keyPath
  }

  /// The field's name, also on Linux (see `keyPathName(_:)`).
  var fieldName: String {
    keyPathName(keyPath)
  }

  /// Dumps as `set(\State.field, value)`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["set": (keyPath: UnquotedText(fieldName), value: value)],
      displayStyle: .enum
    )
  }

  /// The write on one line, as TCA prints it: `.set(\State.field, value)`, the value dumped
  /// without its nested values.
  public var customDumpDescription: String {
    var valueText = ""
    customDump(value, to: &valueText, maxDepth: 0)
    return ".set(\(fieldName), \(valueText))"
  }

  /// A readable description: `.set(\State.field, value)`.
  public var description: String {
    var valueText = ""
    customDump(value, to: &valueText)
    return ".set(\(fieldName), \(valueText))"
  }
}

extension BindingAction: Equatable {
  /// Two writes are equal when they write equal values to the same field.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
  }
}

/// Text that dumps without quotes, such as a key path's description.
private struct UnquotedText: CustomDumpStringConvertible {
  let text: String
  init(_ text: String) { self.text = text }
  var customDumpDescription: String { text }
}
