import Dependencies
import Foundation
import Sharing
import Testing

// Behaviour ported from Point-Free's swift-sharing (ParametrizedTests), and the lock order between
// Sharing and Dependencies: a dependency's default may create and mutate shared values (the
// dependency cache's lock, then a shared value's lock), and Sharing itself never resolves a
// dependency while it holds one of its locks (built-in keys resolve theirs when they are created).

@Suite struct ParametrizedSharingTests {
  @Test("Each argument of a parametrized test has its own in-memory storage", arguments: 0...10)
  func counterWithArguments(initialValue: Int) {
    @Shared(.inMemory("count")) var counter = initialValue
    #expect(counter == initialValue)
  }
}

/// A dependency whose default holds (and bumps) a shared value.
private struct SharedCounterModel: Sendable {
  let count: Shared<Int>
}

private enum SharedCounterModelKey: DependencyKey {
  static var liveValue: SharedCounterModel { testValue }
  static var testValue: SharedCounterModel {
    let count = Shared(wrappedValue: 0, .inMemory("model-count"))
    count.withLock { $0 += 1 }
    return SharedCounterModel(count: count)
  }
}

@Suite struct LockOrderTests {
  @Test("Dependency defaults that create and mutate a shared value, against mutations of that value")
  func dependencyDefaultsAndMutations() async {
    // Each round starts a fresh set of dependencies, so the default is created (under the cache's
    // lock) while other tasks mutate the same shared value (under its lock).
    for _ in 0..<20 {
      await withDependencies {
        $0 = DependencyValues()
      } operation: {
        let storage = DependencyValues._current.defaultInMemoryStorage
        await withTaskGroup(of: Void.self) { group in
          for index in 0..<8 {
            group.addTask {
              if index.isMultiple(of: 2) {
                @Dependency(SharedCounterModelKey.self) var model
                model.count.withLock { $0 += 1 }
              } else {
                let count = Shared(wrappedValue: 0, .inMemory("model-count"))
                count.withLock { $0 += 1 }
              }
            }
          }
        }
        #expect(DependencyValues._current.defaultInMemoryStorage == storage)
        // The default ran once (+1), then 4 model bumps and 4 direct bumps.
        let final = Shared(wrappedValue: -1, .inMemory("model-count"))
        #expect(final.wrappedValue == 9)
      }
    }
  }
}
