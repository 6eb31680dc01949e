/// Counts of the work a root's scoped stores did to reach their state and embed their actions: what
/// the tests of deep scoping check grows linearly with the depth (a count, not a clock).
struct ScopeWork {
  /// Key path components copied to build root-to-store key paths (``CoreAccess``): appending to a
  /// key path copies it.
  var keyPathComponentsCopied = 0
  /// Levels whose state a deep store computed from its parent's (``DeepAccess``).
  var stateSteps = 0
  /// Levels an action was embedded through, one at a time, on its way to the root (``DeepAccess``).
  var embedSteps = 0
  /// Levels a read visited: those a read composed from the root runs through (``PresentAccess``), or
  /// those a deep store's read looked at to find the state it starts from (``DeepAccess``).
  var parentWalks = 0

  /// All of the above.
  var total: Int { keyPathComponentsCopied + stateSteps + embedSteps + parentWalks }
}
