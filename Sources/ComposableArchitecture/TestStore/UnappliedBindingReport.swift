import ConcurrencyExtras
import CustomDump
import IssueReporting

/// An OpenTCA extra, where TCA is silent: a test store's `send` of a binding action
/// (`.binding(.set(\.name, "Blob"))`) that changed nothing at its field, because no `BindingReducer`
/// applied it, is reported once per feature type. The report only says so: the store computes what
/// it would compute without it.
enum UnappliedBindingReport {
  /// The action types already reported.
  private static let reported = LockIsolated<Set<ObjectIdentifier>>([])

  /// While a test store's `send` runs its action's pass, counts the binding actions a
  /// `BindingReducer` applied: a feature that has one is never reported, even when a reducer after
  /// it puts the old value back.
  @TaskLocal static var applications: LockIsolated<Int>?

  /// Reports `action` when it is a binding action of the store's state that no `BindingReducer`
  /// applied in its pass (`bindingReducerRan`) and whose field was unchanged by the pass (from
  /// `before` to `after`) though it writes another value, unless `Action` was reported already.
  static func check<State, Action>(
    _ action: Action, before: State, after: State, bindingReducerRan: Bool, location: IssueLocation
  ) {
    guard !bindingReducerRan, let bindable = action as? any BindableAction else { return }
    func binding<A: BindableAction>(of action: A) -> BindingAction<State>? {
      action.binding as? BindingAction<State>
    }
    guard let binding = binding(of: bindable) else { return }
    let old = before[keyPath: binding.keyPath]
    let new = after[keyPath: binding.keyPath]
    // A write of the value already there changes nothing either way; a field that changed was
    // handled (by a `BindingReducer` or by hand).
    guard !binding.valueIsEqualTo(old), !binding.valueIsEqualTo(new),
      String(customDumping: old) == String(customDumping: new)
    else { return }
    let isFirst = reported.withValue { $0.insert(ObjectIdentifier(Action.self)).inserted }
    guard isFirst else { return }
    reportIssue(
      """
      OpenTCA: a binding action changed nothing: no "BindingReducer()" applied it.

        Action:
          \(readableTypeName(Action.self)).binding(\(binding.description))

      To fix this, invoke "BindingReducer()" from your feature reducer's "body". (TCA is silent \
      here; OpenTCA reports it once per feature.)
      """,
      at: location
    )
  }
}
