// TCA's SwiftUI navigation views. OpenTCA has no SwiftUI layer: they are declared so that code using
// them gets a message naming what to use instead, not "cannot find in scope". A feature's navigation
// logic (StackState, @Presents, ifLet, forEach) works and is tested with TestStore; views do not.

/// Unavailable: a SwiftUI `NavigationStack` driven by a store of stack state.
@available(
  *, unavailable,
  message:
    "OpenTCA has no SwiftUI layer; drive the stack with 'StackState' and '.forEach(\\.path, action: \\.path)', reach its elements with 'store.scope(state: \\.path, action: \\.path)', and test it with TestStore"
)
public struct NavigationStackStore<State, Action, Root, Destination> {}

/// Unavailable: a SwiftUI `NavigationLink` driven by a store of presentation state.
@available(
  *, unavailable,
  message:
    "OpenTCA has no SwiftUI layer; present with '@Presents' and '.ifLet(\\.$destination, action: \\.destination)', reach the child with 'store.scope(state: \\.destination, action: \\.destination)', and test it with TestStore"
)
public struct NavigationLinkStore<State, Action, DestinationState, DestinationAction, Destination, Label> {}
