// The links of a chain of deep scoped stores (see ``DeepAccess``): what a deep store knows of the
// stores above it.

/// How deep a store still reaches its root in one step (see ``DeepAccess``): composing up to this
/// many levels costs little, and keeps the stores of ordinary apps on their fast paths.
let deepScopeAnchorDepth = 32

/// What a deep store's access was scoped from.
@MainActor
enum ScopeParent {
  /// A store that reaches the root in one step.
  case anchor(any ScopeAnchor)
  /// Another deep store.
  case deep(any DeepLevel)

  nonisolated var object: AnyObject {
    switch self {
    case let .anchor(anchor): return anchor
    case let .deep(level): return level
    }
  }
}

/// A store's access that reaches the root in one step, seen from the deep stores scoped below it.
@MainActor
protocol ScopeAnchor: AnyObject {
  /// The state, boxed (reading it registers its observations, as ``StoreAccess/state`` does).
  var boxedState: Any { get }
  /// Sends a boxed action of this store's action type.
  func sendBoxed(_ action: Any, transaction: Transaction?) -> TaskCollector?
}

/// One level of a deep chain, seen from the levels below it (see ``DeepAccess``).
@MainActor
protocol DeepLevel: AnyObject {
  /// The level's parent; `nil` only while it is being released.
  var parentLink: ScopeParent? { get }
  /// The root's state version the level's state was last computed at.
  var version: UInt64 { get }
  /// The level's state as last computed, boxed.
  var boxedValue: Any { get }
  /// Computes the level's state from its parent's (boxed) at `version`.
  func refresh(from parentState: Any, version: UInt64)
  /// Registers the observations of the level's own step, as recorded when it last ran.
  func registerStepReads()
  /// Embeds a boxed action of the level's type in its parent's action, boxed.
  func embedInParent(_ action: Any) -> Any
}
