import Foundation
import Testing

@testable import ComposableArchitecture

// Issue 62: scoping the observation way (an optional child, a collection's elements) from a store
// derived with closures reports TCA's "Scoping from uncached 'StoreOf<Feature>' is not compatible
// with observation." text, and still works; from a key-path-scoped store it is silent. The shapes
// of TCA 1.25.5's ScopeCacheTests.

@Reducer
struct CacheFeature {
  @ObservableState
  struct State: Identifiable, Equatable {
    let id = UUID()
    @Presents var child: CacheFeature.State?
    var rows: IdentifiedArrayOf<CacheFeature.State> = []
  }
  indirect enum Action {
    case child(PresentationAction<CacheFeature.Action>)
    case dismiss
    case rows(IdentifiedActionOf<CacheFeature>)
    case show
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.presented(.dismiss)):
        state.child = nil
        return .none
      case .show:
        state.child = CacheFeature.State()
        return .none
      case .child, .dismiss, .rows:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { CacheFeature() }
    .forEach(\.rows, action: \.rows) { CacheFeature() }
  }
}

/// TCA's text, for `StoreOf<CacheFeature>`.
let uncachedCacheFeatureWarning = """
  Scoping from uncached 'StoreOf<CacheFeature>' is not compatible with observation.

  This can happen for one of two reasons:

  1. A parent view scopes on a store using transform functions, which has been deprecated, \
  instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
  scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

  2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
  'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
  bindings. Read the migration guide for 1.7 to update those APIs: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
  """

@MainActor
@Suite("Scoping the observation way from a closure-derived store (TCA's ScopeCacheTests)")
struct UncachedStoreScopeTests {
  @available(*, deprecated)
  @Test("An optional child scoped from a closure-derived store: reported, and the child still works")
  func optionalScopeFromUncachedStore() async {
    let store = StoreOf<CacheFeature>(initialState: CacheFeature.State(child: CacheFeature.State())) {
      CacheFeature()
    }
    await expectIssues([uncachedCacheFeatureWarning]) {
      store
        .scope(state: { $0 }, action: { $0 })
        .scope(state: \.child, action: \.child.presented)?
        .send(.show)
    }
    #expect(store.withState { $0.child?.child } != nil)
  }

  @Test("The same scope from a key-path-scoped store: silent")
  func optionalScopeFromCachedStore() {
    let store = StoreOf<CacheFeature>(initialState: CacheFeature.State(child: CacheFeature.State())) {
      CacheFeature()
    }
    store
      .scope(state: \.self, action: \.self)
      .scope(state: \.child, action: \.child.presented)?
      .send(.show)
    #expect(store.withState { $0.child?.child } != nil)
  }

  @available(*, deprecated)
  @Test("A collection scoped from a closure-derived store: reported; from a cached one: silent")
  func collectionScope() async {
    let store = StoreOf<CacheFeature>(initialState: CacheFeature.State(rows: [CacheFeature.State()])) {
      CacheFeature()
    }
    await expectIssues([uncachedCacheFeatureWarning]) {
      let rows = Array(store.scope(state: { $0 }, action: { $0 }).scope(state: \.rows, action: \.rows))
      rows[0].send(.show)
    }
    let rows = Array(store.scope(state: \.self, action: \.self).scope(state: \.rows, action: \.rows))
    #expect(rows.count == 1)
    #expect(store.withState { $0.rows[0].child } != nil)
  }

  @available(*, deprecated)
  @Test("Every level below a closure scope is uncached: a key-path scope of it, then an optional scope")
  func descendantsOfAClosureScope() async {
    let store = StoreOf<CacheFeature>(initialState: CacheFeature.State(child: CacheFeature.State())) {
      CacheFeature()
    }
    await expectIssues([uncachedCacheFeatureWarning]) {
      _ = store
        .scope(state: { $0 }, action: { $0 })
        .scope(state: \.self, action: \.self)
        .scope(state: \.child, action: \.child.presented)
    }
  }

  @Test("The store's type as TCA's reports print it")
  func storeTypeNames() {
    let store = StoreOf<CacheFeature>(initialState: CacheFeature.State()) { CacheFeature() }
    #expect(store.storeTypeName == "StoreOf<CacheFeature>")
    let rows = store.scope(state: \.rows, action: \.rows)
    _ = rows
    let counter = Store<Int, CacheFeature.Action>(initialState: 0) {}
    #expect(counter.storeTypeName == "Store<Int, CacheFeature.Action>")
  }
}
