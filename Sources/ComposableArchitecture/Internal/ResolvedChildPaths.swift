import CasePaths

/// A child reducer's state key path and action case key path arguments, resolved together once per
/// call site (see ``CallSiteCache``).
///
/// `Scope(state: \.child, action: \.child)` runs on every action. Resolved one at a time, its two
/// arguments and the key path's in-place write would be three look-ups in three caches, each under
/// its lock; together they are one.
@usableFromInline
final class ResolvedChildPaths<ParentState, ChildState, ParentAction, ChildAction>: @unchecked Sendable {
  /// The state key path, with its in-place write.
  @usableFromInline let state: ResolvedStatePath<ParentState, ChildState>
  /// The action case key path's case path.
  @usableFromInline let action: ResolvedCasePath<ParentAction, ChildAction>

  /// Evaluates both arguments.
  @usableFromInline
  init(
    state: () -> WritableKeyPath<ParentState, ChildState>,
    action: () -> CaseKeyPath<ParentAction, ChildAction>
  ) {
    self.state = ResolvedStatePath(state())
    self.action = ResolvedCasePath(AnyCasePath(action()))
  }
}

/// The sites of a state key path argument and an action case key path argument taken together.
@usableFromInline
struct ChildPathsSiteKey: CallSiteTableKey, Sendable {
  /// The state key path's site.
  let state: CallSiteKey
  /// The action case key path's site.
  let action: CallSiteKey

  /// Pairs two sites.
  @usableFromInline
  init(state: CallSiteKey, action: CallSiteKey) {
    self.state = state
    self.action = action
  }

  /// Hashes both sites' mixed word.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(mixed)
  }

  /// Both sites' words mixed into one.
  @usableFromInline
  var mixed: UInt {
    (state.mixed &* CallSiteKey.multiplier) ^ action.mixed
  }
}

/// Resolves a state key path and an action case key path argument, taken as autoclosures, once per
/// call site when both capture nothing but generic arguments (see ``CallSiteCache``); otherwise
/// on every call.
@inlinable
func resolveChildPaths<ParentState, ChildState, ParentAction, ChildAction>(
  state: @escaping () -> WritableKeyPath<ParentState, ChildState>,
  action: @escaping () -> CaseKeyPath<ParentAction, ChildAction>
) -> ResolvedChildPaths<ParentState, ChildState, ParentAction, ChildAction> {
  var site: ChildPathsSiteKey?
  if let stateSite = CallSites.site(of: state), let actionSite = CallSites.site(of: action) {
    site = ChildPathsSiteKey(state: stateSite, action: actionSite)
  }
  let value = CallSites.childPaths.value(at: site) {
    evaluateChildPaths(state: state, action: action)
  }
  return unsafeDowncast(
    value, to: ResolvedChildPaths<ParentState, ChildState, ParentAction, ChildAction>.self)
}

/// Evaluates both arguments (see ``resolveChildPaths(state:action:)``), out of line: a cached site
/// names none of their types.
@usableFromInline
@inline(never)
func evaluateChildPaths<ParentState, ChildState, ParentAction, ChildAction>(
  state: () -> WritableKeyPath<ParentState, ChildState>,
  action: () -> CaseKeyPath<ParentAction, ChildAction>
) -> AnyObject {
  ResolvedChildPaths(state: state, action: action)
}
