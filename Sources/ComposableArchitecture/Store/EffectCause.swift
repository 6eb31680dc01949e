/// Where a `.run` effect was built: its call's `#fileID`, `#filePath`, `#line` and `#column`.
typealias EffectLocation = (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

/// Why an action reached the store: `nil` for an action from outside (the store's user), or the
/// chain of effects that led to it: how many effect round-trips since the last outside action, and
/// the last few actions of that chain (to name a loop in a report).
struct EffectCause: @unchecked Sendable {
  /// The number of effect round-trips since the last outside action: 1 for an action sent by an
  /// effect of an outside action.
  let depth: Int
  /// How many of the last round-trips were synchronous (`.send` effects, reduced before `send`
  /// returns) in a row: 0 for an action sent by an asynchronous effect.
  let synchronousDepth: Int
  /// The last actions of the chain, oldest first (at most ``EffectCause/remembered``).
  let recent: [Any]
  /// Where the effect that sends the action was built, when it is a `.run`.
  let location: EffectLocation?

  static let remembered = 8

  /// The cause of an action sent by an effect started by `action`, itself caused by `cause`;
  /// `location` is where the effect was built, when it is a `.run`.
  ///
  /// The chain's actions are remembered only near `limit` (the depth at which a loop is reported),
  /// so that an ordinary effect costs no allocation for them.
  /// `synchronous` says whether the effect is a `.send` reduced at once (see
  /// ``synchronousDepth``).
  static func effect(
    of action: @autoclosure () -> Any, cause: EffectCause?, limit: Int?, synchronous: Bool = false,
    location: EffectLocation? = nil
  ) -> EffectCause {
    let depth = (cause?.depth ?? 0) + 1
    let synchronousDepth = synchronous ? (cause?.synchronousDepth ?? 0) + 1 : 0
    // A synchronous chain is broken at the ceiling even without a limit; its depth never exceeds
    // `depth`, which is all there is to check.
    let limit = limit ?? RunawayLoopDetection.synchronousCeiling
    guard depth > limit - remembered else {
      return EffectCause(
        depth: depth, synchronousDepth: synchronousDepth, recent: [], location: location)
    }
    var recent = cause?.recent ?? []
    recent.append(action())
    if recent.count > remembered { recent.removeFirst(recent.count - remembered) }
    return EffectCause(
      depth: depth, synchronousDepth: synchronousDepth, recent: recent, location: location)
  }
}
