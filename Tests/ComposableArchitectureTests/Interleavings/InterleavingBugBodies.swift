import ComposableArchitecture
import IssueReporting

/// The three order-dependent bugs of the interleavings lessons, each as the test body a user would
/// write: it passes in the plain order, and fails in the order the bug needs. `fixed` runs the
/// corrected feature. A failure is reported as an issue.
enum InterleavingBug: String, CaseIterable, Sendable {
  case staleSearchResponse
  case lostFavoriteWrite
  case dismissalBeforeReport

  @MainActor
  func body(fixed: Bool) async {
    switch self {
    case .staleSearchResponse:
      let store = TestStore(initialState: RacySearch.State()) {
        RacySearch(cancelsOnClear: fixed)
      }
      store.exhaustivity = .off
      await store.send(.queryChanged("a"))
      await store.send(.queryChanged(""))
      await store.finish()
      if !store.state.results.isEmpty {
        reportIssue("Stale results after the query was cleared: \(store.state.results)")
      }

    case .lostFavoriteWrite:
      let storage = FavoritesStorage()
      let store = TestStore(initialState: RacyFavorites.State()) {
        RacyFavorites(updatesAtomically: fixed)
      } withDependencies: {
        $0.favoritesStorage = storage
      }
      store.exhaustivity = .off
      await store.send(.favoriteTapped(1))
      await store.send(.favoriteTapped(2))
      await store.finish()
      let ids = storage.ids
      if ids.sorted() != [1, 2] {
        reportIssue("A favorite was lost: saved \(ids)")
      }

    case .dismissalBeforeReport:
      let store = TestStore(initialState: EditorHost.State()) {
        EditorHost(dismissesAfterReporting: fixed)
      }
      store.exhaustivity = .off
      await store.send(.editTapped("Hello"))
      await store.send(.editor(.presented(.saveTapped)))
      await store.finish()
      if store.state.saved != ["Hello"] || store.state.editor != nil {
        reportIssue(
          "The editor's report was lost: saved \(store.state.saved), editor \(String(describing: store.state.editor))"
        )
      }
    }
  }
}

