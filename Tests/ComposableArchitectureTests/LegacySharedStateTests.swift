import Foundation
import Testing

import ComposableArchitecture

// A small feature written as TCA 1.10–1.16 wrote shared state: keys declared on
// `PersistenceReaderKey`/`PersistenceKey` with `PersistenceKeyDefault`, `Shared(_:)` for a value in
// memory, and a persistence key of the app's own. Those names are deprecated (they lead to today's
// `SharedReaderKey`, `SharedKey`, `Base.Default`, `Shared(value:)`): the declarations and the tests
// that use them are marked deprecated, so that the suite builds without warnings.

@available(*, deprecated)
extension PersistenceReaderKey where Self == PersistenceKeyDefault<AppStorageKey<Int>> {
  /// How many times the app was launched, in app storage, starting from 0.
  static var legacyLaunchCount: Self { PersistenceKeyDefault(.appStorage("legacy-launch-count"), 0) }
}

@available(*, deprecated)
extension PersistenceKey where Self == PersistenceKeyDefault<FileStorageKey<[String]>> {
  /// The notes, in a file, starting empty.
  static var legacyNotes: Self {
    PersistenceKeyDefault(.fileStorage(URL(fileURLWithPath: "/legacy/notes.json")), [])
  }
}

/// A remote settings service, as an app's own persistence key talks to one.
final class LegacySettingsServer: Sendable {
  private let values = LockIsolated<[String: String]>([:])
  /// The saves the server received, in order.
  let saves = LockIsolated<[String]>([])

  func value(for name: String) -> String? { values.value[name] }

  func save(_ value: String, for name: String) {
    values.withValue { $0[name] = value }
    saves.withValue { $0.append(value) }
  }
}

/// A persistence key of the app's own, declared against the 1.10-era protocol name.
@available(*, deprecated)
struct LegacyServerKey: PersistenceKey, Hashable {
  let name: String
  let server: LegacySettingsServer

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.server === rhs.server }
  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(ObjectIdentifier(server))
  }

  func load(context: LoadContext<String>, continuation: LoadContinuation<String>) {
    if let value = server.value(for: name) {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<String>, subscriber: SharedSubscriber<String>) -> Shared<String>.Subscription {
    Shared<String>.Subscription {}
  }

  func save(_ value: String, context: SaveContext, continuation: SaveContinuation) {
    server.save(value, for: name)
    continuation.resume()
  }
}

@available(*, deprecated)
extension PersistenceKey where Self == LegacyServerKey {
  static func legacyServer(_ name: String, _ server: LegacySettingsServer) -> Self {
    LegacyServerKey(name: name, server: server)
  }
}

@available(*, deprecated)
@Reducer
struct LegacyNotesFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.legacyLaunchCount) var launchCount
    @Shared(.legacyNotes) var notes
    @Shared(.inMemory("legacy-draft")) var draft = ""
    @Shared var signature: String
    var lastSaved: String?

    init(signature: Shared<String>) {
      self._signature = signature
    }
  }

  enum Action: Equatable {
    case launched
    case draftChanged(String)
    case saveButtonTapped
    case saved(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .launched:
        state.$launchCount.withLock { $0 += 1 }
        return .none
      case let .draftChanged(text):
        state.$draft.withLock { $0 = text }
        return .none
      case .saveButtonTapped:
        let note = state.draft + state.signature
        state.$notes.withLock { $0.append(note) }
        state.$draft.withLock { $0 = "" }
        return .send(.saved(note))
      case let .saved(note):
        state.lastSaved = note
        return .none
      }
    }
  }
}

@MainActor
struct LegacySharedStateTests {
  @available(*, deprecated)
  @Test("A 1.10-era feature's app storage, file storage and in-memory keys, asserted by a TestStore")
  func featureWithLegacyKeys() async {
    let store = TestStore(initialState: LegacyNotesFeature.State(signature: Shared(" — A."))) {
      LegacyNotesFeature()
    }
    await store.send(.launched) {
      $0.$launchCount.withLock { $0 = 1 }
    }
    await store.send(.draftChanged("Buy milk")) {
      $0.$draft.withLock { $0 = "Buy milk" }
    }
    await store.send(.saveButtonTapped) {
      $0.$notes.withLock { $0 = ["Buy milk — A."] }
      $0.$draft.withLock { $0 = "" }
    }
    await store.receive(.saved("Buy milk — A.")) {
      $0.lastSaved = "Buy milk — A."
    }

    // The values live in the test's own storages, under the 1.10-era keys' names.
    @Shared(.appStorage("legacy-launch-count")) var launches = 0
    @Shared(.fileStorage(URL(fileURLWithPath: "/legacy/notes.json"))) var notes: [String] = []
    #expect(launches == 1)
    #expect(notes == ["Buy milk — A."])
  }

  @available(*, deprecated)
  @Test("PersistenceKeyDefault is today's Base.Default: one value, one default")
  func persistenceKeyDefaultIsTodaysDefault() {
    let legacy: PersistenceKeyDefault<AppStorageKey<Int>> = .legacyLaunchCount
    let today: AppStorageKey<Int>.Default = AppStorageKey<Int>.Default[.appStorage("legacy-launch-count"), default: 0]
    #expect(legacy.id == today.id)
    #expect(legacy.initialValue == 0)

    @Shared(.legacyLaunchCount) var viaLegacy
    @Shared(today) var viaToday
    $viaLegacy.withLock { $0 = 41 }
    #expect(viaToday == 41)
  }

  @available(*, deprecated)
  @Test("An app's own PersistenceKey loads from and saves to its service")
  func customPersistenceKey() {
    let server = LegacySettingsServer()
    server.save("dark", for: "theme")
    @Shared(.legacyServer("theme", server)) var theme = "light"
    #expect(theme == "dark")
    $theme.withLock { $0 = "sepia" }
    #expect(server.value(for: "theme") == "sepia")
    #expect(server.saves.value == ["dark", "sepia"])

    @Shared(.legacyServer("font", server)) var font = "serif"
    #expect(font == "serif")
  }

  @available(*, deprecated)
  @Test("Shared(_:) holds a value in memory, and $shared.reader reads it")
  func unlabeledInitializerAndReader() {
    let count = Shared(1)
    let reader = count.reader
    count.withLock { $0 += 1 }
    #expect(reader.wrappedValue == 2)
    #expect(count == Shared(value: 2))
  }
}
