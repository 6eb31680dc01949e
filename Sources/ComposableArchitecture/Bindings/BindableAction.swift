/// An action with a `binding` case carrying a ``BindingAction``: what ``BindingReducer`` applies.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// ```
///
/// The `binding(_:)` requirement is met by the enum case itself.
public protocol BindableAction {
  /// The state the binding actions write to.
  associatedtype State

  /// An action that carries a binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action carried, when this is the binding case.
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action carried, when this is the binding case (found by reflecting on the enum
  /// value: the case with a `BindingAction` payload).
  public var binding: BindingAction<State>? {
    for child in Mirror(reflecting: self).children {
      if let action = child.value as? BindingAction<State> { return action }
    }
    return nil
  }

  /// An action writing `value` to the field at `keyPath`: `.set(\.email, "blob@pointfree.co")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
