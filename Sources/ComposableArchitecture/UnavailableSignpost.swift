// TCA's signpost reducer marks each action in Instruments through OSLog, which exists only on Apple
// platforms. It is declared so that code using it gets a message naming what to use instead.

/// Unavailable: a reducer that marks each action and effect of its base with OSLog signposts.
@available(
  *, unavailable,
  message:
    "Signposts need OSLog, which OpenTCA's platforms do not all have; trace actions and effects with '._printChanges()' (or '._printChanges(effects: true)')"
)
public struct _SignpostReducer<Base: Reducer>: Reducer {
  let base: Base

  /// Runs the base reducer.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// Unavailable: marks each action and effect of this reducer with OSLog signposts.
  @available(
    *, unavailable,
    message:
      "Signposts need OSLog, which OpenTCA's platforms do not all have; trace actions and effects with '._printChanges()' (or '._printChanges(effects: true)')"
  )
  public func signpost(_ prefix: String = "") -> _SignpostReducer<Self> {
    _SignpostReducer(base: self)
  }
}
