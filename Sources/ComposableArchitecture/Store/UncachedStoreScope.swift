import CustomDump
import IssueReporting

// A store derived with closures (`store.scope(state: { $0.child }, action: { .child($0) })`, TCA
// 1.0's form) is not cached: every read recomputes its state, so it cannot hand out the same child
// store twice. Scoping the observation way from it (an optional child, the elements of a
// collection) is reported, in TCA's words, and still works.

extension StoreAccess {
  /// Whether the store's state is derived with closures (``ClosureAccess``), itself or by one of its
  /// ancestors: its children cannot be cached.
  var derivesStateWithClosures: Bool { self is any ClosureScoped }
}

/// Marks ``ClosureAccess``, whatever its generic arguments.
protocol ClosureScoped {}

extension Store {
  /// Reports, once per call, a scope the observation way from a closure-derived store.
  func reportUncachedScope(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard access.derivesStateWithClosures else { return }
    reportIssue(uncachedStoreWarning, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// TCA's text for a scope the observation way from a closure-derived store.
  var uncachedStoreWarning: String {
    """
    Scoping from uncached '\(storeTypeName)' is not compatible with observation.

    This can happen for one of two reasons:

    1. A parent view scopes on a store using transform functions, which has been deprecated, \
    instead of with key paths and case paths. Read the migration guide for 1.5 to update these \
    scopes: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5

    2. A parent feature is using deprecated navigation APIs, such as 'IfLetStore', \
    'SwitchStore', 'ForEachStore', or any navigation view modifiers taking stores instead of \
    bindings. Read the migration guide for 1.7 to update those APIs: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7
    """
  }

  /// The store's type as TCA's reports write it: `StoreOf<Feature>` for a feature's own state and
  /// actions, `Store<Int, Feature.Action>` otherwise.
  nonisolated var storeTypeName: String {
    let state = readableTypeName(State.self, abbreviatingGenerics: false)
    let action = readableTypeName(Action.self, abbreviatingGenerics: false)
    if state.hasSuffix(".State"), action.hasSuffix(".Action"),
      state.dropLast(".State".count) == action.dropLast(".Action".count)
    {
      return "StoreOf<\(state.dropLast(".State".count))>"
    }
    return "Store<\(state), \(action)>"
  }
}
