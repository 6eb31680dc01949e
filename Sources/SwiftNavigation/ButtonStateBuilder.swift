/// Builds the buttons of an alert or a confirmation dialog from a closure, with `if`, `if let`,
/// `switch` and `for` as in any result builder.
///
/// ```swift
/// AlertState {
///   TextState("Delete \(count) items?")
/// } actions: {
///   for item in items.prefix(3) {
///     ButtonState(action: .delete(item.id)) { TextState("Delete \(item.name)") }
///   }
///   if canUndo {
///     ButtonState(action: .undo) { TextState("Undo") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// One button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons of each statement, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>]
  {
    component
  }

  /// The buttons of every pass of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of an `if #available` block.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }
}
