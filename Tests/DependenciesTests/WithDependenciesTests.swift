import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import Testing

private struct Counter: Sendable { var count: Int }

private enum CounterKey: DependencyKey {
  static let liveValue = Counter(count: 100)
  static let testValue = Counter(count: 0)
  static let previewValue = Counter(count: 50)
}

extension DependencyValues {
  fileprivate var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
}

private struct Greeter: TestDependencyKey, Sendable {
  var greet: @Sendable (String) -> String
  static let testValue = Greeter { "test \($0)" }
}

private final class Model {
  @Dependency(\.counter) var counter
}

struct WithDependenciesTests {
  @Test func testContextIsAutomaticInsideTests() {
    @Dependency(\.context) var context
    #expect(context == .test)
    #expect(DependencyContext.automatic == .test)
  }

  @Test func defaultValueFollowsTheContext() {
    @Dependency(\.counter) var counter
    #expect(counter.count == 0)
    withDependencies { $0.context = .live } operation: {
      #expect(counter.count == 100)
    }
    withDependencies { $0.context = .preview } operation: {
      #expect(counter.count == 50)
    }
  }

  @Test func overrideAppliesInsideTheOperationOnly() {
    @Dependency(\.counter) var counter
    withDependencies { $0.counter.count = 7 } operation: {
      #expect(counter.count == 7)
      withDependencies { $0.counter.count += 1 } operation: {
        #expect(counter.count == 8)
      }
      #expect(counter.count == 7)
    }
    #expect(counter.count == 0)
  }

  @Test func overridesFollowIntoChildTasks() async {
    await withDependencies { $0.counter.count = 3 } operation: {
      await withTaskGroup(of: Int.self) { group in
        for _ in 0..<4 {
          group.addTask {
            @Dependency(\.counter) var counter
            return counter.count
          }
        }
        for await count in group { #expect(count == 3) }
      }
      let inTask = await Task {
        @Dependency(\.counter) var counter
        return counter.count
      }.value
      #expect(inTask == 3)
    }
  }

  @Test func dependencyByType() {
    @Dependency(Greeter.self) var greeter
    #expect(greeter.greet("Blob") == "test Blob")
    withDependencies { $0[Greeter.self] = Greeter { "hi \($0)" } } operation: {
      #expect(greeter.greet("Blob") == "hi Blob")
    }
  }

  @Test func modelCapturesItsCreationDependenciesAndPassesThemOn() {
    let model = withDependencies { $0.counter.count = 42 } operation: { Model() }
    #expect(model.counter.count == 42)
    let child = withDependencies(from: model) { Model() }
    #expect(child.counter.count == 42)
    // What the current task sets explicitly still wins.
    withDependencies { $0.counter.count = 1 } operation: {
      #expect(model.counter.count == 1)
    }
  }

  @Test func escapedDependenciesAreRestoredLater() async {
    let continuation = withDependencies { $0.counter.count = 9 } operation: {
      withEscapedDependencies { $0 }
    }
    let count = await Task.detached { () -> Int in
      continuation.yield { () -> Int in
        @Dependency(\.counter) var counter
        return counter.count
      }
    }.value
    #expect(count == 9)
  }

  @Test func injectedTestClockDrivesTheSleep() async throws {
    try await withMainSerialExecutor { try await injectedTestClockDrivesTheSleepSerially() }
  }

  @MainActor private func injectedTestClockDrivesTheSleepSerially() async throws {
    let clock = TestClock()
    let woke = LockIsolated(false)
    let task = withDependencies { $0.continuousClock = clock } operation: {
      Task {
        @Dependency(\.continuousClock) var clock
        try await clock.sleep(for: .seconds(5))
        woke.setValue(true)
      }
    }
    await clock.advance(by: .seconds(4))
    #expect(!woke.value)
    await clock.advance(by: .seconds(1))
    try await task.value
    #expect(woke.value)
  }
}
