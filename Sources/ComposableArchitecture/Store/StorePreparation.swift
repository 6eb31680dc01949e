import Dependencies

/// What a new store (or test store) starts from: its dependencies, its own stack element id
/// generator, and its initial state and reducer, built with those dependencies in force.
struct StorePreparation<State, R> {
  let dependencies: DependencyValues
  let stackIDs: StackElementIDGenerator
  let state: State
  let reducer: R

  init(
    initialState: () -> State,
    reducer: () -> R,
    prepareDependencies: (inout DependencyValues) -> Void
  ) {
    var dependencies = DependencyValues._current
    // Changing a dependency here is setting it, not using it: a live-only dependency is not reported.
    DependencyValues.$isSetting.withValue(true) { prepareDependencies(&dependencies) }
    // Stack element ids count from 0 in each store, its initial state included. A store's passes
    // carry its generator, so its dependencies can keep the default one (and a store with default
    // dependencies keeps skipping their installation on every action).
    let stackIDs = dependencies.stackElementID.forStore()
    var initialDependencies = dependencies
    initialDependencies.stackElementID = stackIDs
    let (state, reducer) = DependencyValues.$_current.withValue(initialDependencies) {
      (initialState(), reducer())
    }
    self.dependencies = dependencies
    self.stackIDs = stackIDs
    self.state = state
    self.reducer = reducer
  }
}
