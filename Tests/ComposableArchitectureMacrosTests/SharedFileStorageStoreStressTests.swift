import ComposableArchitecture
import Foundation
import Testing

/// `@Shared(.fileStorage)` in the state of two stores and a plain holder, written in bursts, with the
/// file rewritten from outside between the bursts: no write is lost, memory and disk agree. (Before,
/// 3 to 51 of 2,000 to 10,000 appends made through stores were lost: an echo of an older write of
/// ours, seen by the file watcher, was taken for an outside change.)
@MainActor
@Suite("File storage through stores never loses a write")
struct SharedFileStorageStoreStressTests {
  @Reducer
  struct Appender {
    @ObservableState
    struct State: Equatable {
      @Shared var items: [Int]
    }
    enum Action: Equatable { case append(Int) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .append(value):
          state.$items.withLock { $0.append(value) }
          return .none
        }
      }
    }
  }

  static func onDisk(_ file: URL) -> [Int]? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    return try? JSONDecoder().decode([Int].self, from: data)
  }

  /// Waits, in bounded steps of real time (the file watcher reports on its own queue), until
  /// `condition` holds; the bound only turns a watcher that never fires into a failure.
  static func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<3_000 {
      if condition() { return true }
      await Task.yield()
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  @Test("10,000 appends from two stores and a plain holder, with outside rewrites: all kept")
  func twoStoresAndAPlainHolder() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("opentca-store-burst-\(UUID().uuidString)")
    let file = directory.appendingPathComponent("items.json")
    defer { try? FileManager.default.removeItem(at: directory) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.continuousClock = ImmediateClock()
    } operation: {
      let first = Store(initialState: Appender.State(items: Shared(wrappedValue: [], .fileStorage(file)))) {
        Appender()
      }
      let second = Store(initialState: Appender.State(items: Shared(wrappedValue: [], .fileStorage(file)))) {
        Appender()
      }
      let plain = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
      var expected: [Int] = []
      for burst in 0..<5 {
        // 2,000 appends per burst, interleaved: first store, second store, plain holder.
        for index in 0..<700 {
          let value = burst * 1_000_000 + index
          first.send(.append(value))
          second.send(.append(value + 100_000))
          if index < 600 { plain.withLock { $0.append(value + 200_000) } }
          expected += [value, value + 100_000] + (index < 600 ? [value + 200_000] : [])
          if index.isMultiple(of: 50) { await Task.yield() }
        }
        #expect(plain.wrappedValue == expected, "burst \(burst): memory")
        #expect(await Self.eventually { Self.onDisk(file) == expected }, "burst \(burst): disk")

        // Another process rewrites the file: what we wrote, and a marker.
        expected.append(-(burst + 1))
        try JSONEncoder().encode(expected).write(to: file, options: .atomic)
        #expect(await Self.eventually { plain.wrappedValue == expected }, "burst \(burst): outside rewrite")
      }
      #expect(expected.count == 10_005)
      #expect(first.withState(\.items) == expected)
      #expect(second.withState(\.items) == expected)
      #expect(await Self.eventually { Self.onDisk(file) == expected })
    }
  }
}
