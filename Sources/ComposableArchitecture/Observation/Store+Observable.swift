import Observation

/// A store is observable: reading its state registers observations (a field of an `@ObservableState`
/// state, or the whole state), and its reducer's changes notify them. `@Bindable var store` and
/// generic code constrained to `Observable` accept a store.
extension Store: Observable {}
