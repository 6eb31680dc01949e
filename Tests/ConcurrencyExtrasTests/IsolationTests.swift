import ConcurrencyExtras
import Testing

struct IsolationTests {
  @Test func lockIsolatedCollectsFromConcurrentTasks() async {
    let total = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { total.withValue { $0 += 1 } }
      }
    }
    #expect(total.value == 100)
    total.setValue(7)
    #expect(total.value == 7)
  }

  @Test func lockIsolatedDynamicMember() {
    let text = LockIsolated("hello")
    #expect(text.count == 5)
  }

  @Test func actorIsolatedMutates() async {
    let names = ActorIsolated<[String]>([])
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<10 {
        group.addTask { await names.withValue { $0.append("\(index)") } }
      }
    }
    #expect(await names.value.count == 10)
    await names.setValue(["x"])
    #expect(await names.value == ["x"])
  }

  @Test func uncheckedSendableWrapsAndForwards() {
    final class Box { var count = 1 }
    let wrapped = UncheckedSendable(Box())
    wrapped.value.count = 3
    #expect(wrapped.count == 3)
    var pair = UncheckedSendable((a: 1, b: 2))
    pair.a = 5
    #expect(pair.value.a == 5)
    #expect(UncheckedSendable(3) == UncheckedSendable(3))
  }

  @Test func megaYieldLetsAStartedTaskRun() async {
    await withMainSerialExecutor {
      let started = LockIsolated(false)
      let task = Task { started.setValue(true) }
      await Task.megaYield()
      #expect(started.value)
      await task.value
    }
  }
}
