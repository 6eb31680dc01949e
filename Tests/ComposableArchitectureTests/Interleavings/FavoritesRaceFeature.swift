import ComposableArchitecture

/// Lesson for `withEffectInterleavings`: two effects that both write. Each tap saves the favorites
/// list by loading it, appending, and saving it back; the load suspends (it reads storage), so two
/// taps' effects can both load before either saves, and one write is lost. The plain order runs the
/// first tap's effect to its end before the second tap, so an ordinary test passes.
@Reducer
struct RacyFavorites {
  @ObservableState
  struct State: Equatable {
    var saving = 0
  }

  enum Action: Equatable {
    case favoriteTapped(Int)
    case saved
  }

  /// Whether the effect adds the id in one step of the storage (the fix).
  var updatesAtomically = false

  @Dependency(\.favoritesStorage) var storage

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteTapped(let id):
        state.saving += 1
        return .run { [updatesAtomically] send in
          if updatesAtomically {
            await storage.append(id)
          } else {
            var ids = await storage.load()
            ids.append(id)
            await storage.save(ids)
          }
          await send(.saved)
        }

      case .saved:
        state.saving -= 1
        return .none
      }
    }
  }
}

/// The favorites on disk: reading suspends, as real I/O does.
final class FavoritesStorage: Sendable {
  private let storage = LockIsolated<[Int]>([])

  /// What is saved now.
  var ids: [Int] { storage.value }

  func load() async -> [Int] {
    let snapshot = storage.value
    await Task.yield()
    return snapshot
  }

  func save(_ ids: [Int]) async {
    storage.setValue(ids)
  }

  func append(_ id: Int) async {
    storage.withValue { $0.append(id) }
  }
}

extension FavoritesStorage: TestDependencyKey {
  static var testValue: FavoritesStorage { FavoritesStorage() }
}

extension DependencyValues {
  var favoritesStorage: FavoritesStorage {
    get { self[FavoritesStorage.self] }
    set { self[FavoritesStorage.self] = newValue }
  }
}
