import ConcurrencyExtras
import CustomDump
import IssueReporting

/// Watches one binding action sent by writing through a store (`store.count = 42`): when the action
/// is released without its write ever applied (no `BindingReducer` in the feature), it reports TCA's
/// "A binding action sent from a store was not handled" issue (for a `@BindingState` field written
/// through a view store, "… for binding state defined at "Feature.swift:12" was not handled", naming
/// the field's declaration, as TCA does).
final class UnhandledBindingCheck<Action>: Sendable {
  private let applied = LockIsolated(false)
  private let valueDump: String
  /// Where the written `@BindingState` field is declared, `"Feature.swift:12"`, if it is one.
  private let fieldDeclaration: String?

  /// Watches a write of `value`; `fieldDeclaration` names the `@BindingState` field's declaration.
  init(value: some Sendable, fieldDeclaration: String? = nil) {
    var dump = ""
    customDump(value, to: &dump, maxDepth: 0)
    valueDump = dump
    self.fieldDeclaration = fieldDeclaration
  }

  /// Records that the write reached the state.
  func markApplied() {
    applied.setValue(true)
  }

  deinit {
    guard !applied.value else { return }
    reportIssue(
      """
      A binding action sent from a store\(fieldDeclaration.map { " for binding state defined at \"\($0)\"" } ?? "") was not handled.

        Action:
          \(readableTypeName(Action.self)).binding(.set(_, \(valueDump)))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body".
      """
    )
  }
}

extension BindingAction {
  /// A write of `value` at `keyPath` that tells `check` when it is applied.
  static func set<Value: Equatable & Sendable, Action>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value,
    check: UnhandledBindingCheck<Action>
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: {
        check.markApplied()
        $0[keyPath: keyPath] = value
      },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }
}
