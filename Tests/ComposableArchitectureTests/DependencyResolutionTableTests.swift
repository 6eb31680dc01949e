import ComposableArchitecture
import Testing

/// Which value a dependency resolves to, by Point-Free's documented rules, across the whole table:
/// the context (live, test, preview) × which of live/test/preview values a key declares × where it is
/// read (directly, in a reducer, in an effect, through a `@DependencyClient` endpoint).
///
/// - Live context: the live value; a key with none reports "has no live implementation" and uses its
///   test value.
/// - Test context: the test value; a live key with none reports "has no test implementation" and uses
///   its **preview** value (the live value only when it declares no preview value either), so a test
///   never reaches a live service that its key kept out of previews.
/// - Preview context: the preview value; by default a live key's is its live value, a test-only
///   key's its test value.
@MainActor
@Suite("Dependency resolution: context × declared values × where it is read")
struct DependencyResolutionTableTests {
  enum Declares: String, CaseIterable, Sendable {
    case live, liveTest, livePreview, liveTestPreview, test, testPreview
  }

  enum Place: String, CaseIterable, Sendable {
    case direct, reducer, effect, endpoint
  }

  /// The value expected, and the issue expected ("live" or "test": which implementation is missing).
  static func expected(
    _ declares: Declares, in context: DependencyContext
  ) -> (value: String, missing: String?) {
    switch (context, declares) {
    case (.live, .test), (.live, .testPreview): ("test", "live")
    case (.live, _): ("live", nil)
    case (.test, .live): ("live", "test")
    case (.test, .livePreview): ("preview", "test")
    case (.test, _): ("test", nil)
    case (.preview, .live), (.preview, .liveTest): ("live", nil)
    case (.preview, .test): ("test", nil)
    case (.preview, _): ("preview", nil)
    }
  }

  nonisolated static let contexts: [DependencyContext] = [.live, .test, .preview]

  @Test(
    "Each context × declared values × place resolves as documented",
    arguments: contexts, Declares.allCases)
  func resolution(context: DependencyContext, declares: Declares) async {
    let (value, missing) = Self.expected(declares, in: context)
    for place in Place.allCases {
      let reports = LockIsolated<[String]>([])
      let resolved = LockIsolated("")
      await withKnownIssue(isIntermittent: true) {
        let value = await Self.read(declares, at: place, in: context)
        resolved.setValue(value)
      } matching: { issue in
        reports.withValue { $0.append(issue.comments.map(\.rawValue).joined()) }
        return true
      }
      let label = "\(context), \(declares), \(place)"
      #expect(resolved.value == value, "\(label)")
      if let missing {
        #expect(reports.value.count == 1, "\(label): \(reports.value)")
        #expect(
          reports.value.first?.contains("has no \(missing) implementation") == true,
          "\(label): \(reports.value)")
      } else {
        #expect(reports.value.isEmpty, "\(label): \(reports.value)")
      }
    }
  }

  /// Reads the dependency of a key declaring `declares` at `place`, in `context`, in a fresh scope
  /// of defaults.
  static func read(_ declares: Declares, at place: Place, in context: DependencyContext) async -> String {
    await withDependencies {
      $0 = DependencyValues()
      $0.context = context
    } operation: {
      switch place {
      case .direct:
        @Dependency(Self.keyPath(declares)) var client
        return client.value()
      case .reducer:
        let store = Store(initialState: Reader.State()) { Reader(declares: declares) }
        store.send(.readInReducer)
        return store.withState(\.value)
      case .effect:
        let store = Store(initialState: Reader.State()) { Reader(declares: declares) }
        await store.send(.readInEffect).finish()
        return store.withState(\.value)
      case .endpoint:
        return DependencyValues._current[keyPath: Self.keyPath(declares)].value()
      }
    }
  }

  nonisolated static func keyPath(_ declares: Declares) -> KeyPath<DependencyValues, ResolvedClient> & Sendable {
    switch declares {
    case .live: \.resolvedLive
    case .liveTest: \.resolvedLiveTest
    case .livePreview: \.resolvedLivePreview
    case .liveTestPreview: \.resolvedLiveTestPreview
    case .test: \.resolvedTest
    case .testPreview: \.resolvedTestPreview
    }
  }

  /// A feature that reads the dependency in its reducer, or in its effect.
  @Reducer
  struct Reader {
    @ObservableState
    struct State: Equatable { var value = "" }
    enum Action { case readInReducer, readInEffect, read(String) }
    let declares: Declares
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        let keyPath = DependencyResolutionTableTests.keyPath(declares)
        switch action {
        case .readInReducer:
          @Dependency(keyPath) var client
          state.value = client.value()
          return .none
        case .readInEffect:
          return .run { send in
            @Dependency(keyPath) var client
            await send(.read(client.value()))
          }
        case let .read(value):
          state.value = value
          return .none
        }
      }
    }
  }
}

/// A client with one endpoint, as `@DependencyClient` writes it.
@DependencyClient
struct ResolvedClient: Sendable {
  var value: @Sendable () -> String = { "unimplemented" }
}

extension ResolvedClient {
  static let live = Self(value: { "live" })
  static let test = Self(value: { "test" })
  static let preview = Self(value: { "preview" })
}

private enum LiveOnlyKey: DependencyKey {
  static let liveValue = ResolvedClient.live
}
private enum LiveTestKey: DependencyKey {
  static let liveValue = ResolvedClient.live
  static let testValue = ResolvedClient.test
}
private enum LivePreviewKey: DependencyKey {
  static let liveValue = ResolvedClient.live
  static let previewValue = ResolvedClient.preview
}
private enum LiveTestPreviewKey: DependencyKey {
  static let liveValue = ResolvedClient.live
  static let testValue = ResolvedClient.test
  static let previewValue = ResolvedClient.preview
}
private enum TestOnlyKey: TestDependencyKey {
  static let testValue = ResolvedClient.test
}
private enum TestPreviewKey: TestDependencyKey {
  static let testValue = ResolvedClient.test
  static let previewValue = ResolvedClient.preview
}

extension DependencyValues {
  fileprivate var resolvedLive: ResolvedClient { self[LiveOnlyKey.self] }
  fileprivate var resolvedLiveTest: ResolvedClient { self[LiveTestKey.self] }
  fileprivate var resolvedLivePreview: ResolvedClient { self[LivePreviewKey.self] }
  fileprivate var resolvedLiveTestPreview: ResolvedClient { self[LiveTestPreviewKey.self] }
  fileprivate var resolvedTest: ResolvedClient { self[TestOnlyKey.self] }
  fileprivate var resolvedTestPreview: ResolvedClient { self[TestPreviewKey.self] }
}
