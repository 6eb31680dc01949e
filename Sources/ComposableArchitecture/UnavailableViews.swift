// TCA's SwiftUI view helpers. OpenTCA has no SwiftUI layer: these names exist so that code using them
// gets a clear message instead of "cannot find type in scope". They were deprecated in TCA 1.7 in
// favour of observation, which OpenTCA supports: read the store directly, and scope child stores.

/// Unavailable: observe the store directly (`store.count` with `@ObservableState`, inside
/// `withPerceptionTracking`), as TCA 1.7 and later do; `ViewStore(store, observe:)` exists, deprecated.
@available(*, unavailable, message: "OpenTCA has no SwiftUI layer; use '@ObservableState' and read the store directly ('store.count') inside 'withPerceptionTracking', or make a 'ViewStore(store, observe:)' outside a view")
public struct WithViewStore<ViewState, ViewAction, Content> {}

/// Unavailable: use `if let child = store.scope(state: \.child, action: \.child)`.
@available(*, unavailable, message: "OpenTCA has no SwiftUI layer; use 'if let child = store.scope(state: \\.child, action: \\.child)'")
public struct IfLetStore<State, Action, Content> {}

/// Unavailable: iterate `store.scope(state: \.rows, action: \.rows)`.
@available(*, unavailable, message: "OpenTCA has no SwiftUI layer; iterate 'store.scope(state: \\.rows, action: \\.rows)'")
public struct ForEachStore<EachState, EachAction, Data, ID, Content> {}

/// Unavailable: switch over `store.state` and scope to the case.
@available(*, unavailable, message: "OpenTCA has no SwiftUI layer; switch over the store's state and scope with 'store.scope(state: \\.case, action: \\.case)'")
public struct SwitchStore<State, Action, Content> {}

/// Unavailable: switch over `store.state` and scope to the case.
@available(*, unavailable, message: "OpenTCA has no SwiftUI layer; switch over the store's state and scope with 'store.scope(state: \\.case, action: \\.case)'")
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content> {}
