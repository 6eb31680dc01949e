import Sharing
import Testing

/// Shared values whose default value itself creates shared values: the default is evaluated while
/// no access to the table of live references is in progress.
@Suite struct NestedDefaultTests {
  struct Leaf: Sendable {
    @Shared(.inMemory("leaf")) var count = 1
  }

  struct Middle: Sendable {
    @Shared(.inMemory("leaf-holder")) var leaf = Leaf()
  }

  struct Top: Sendable {
    @Shared(.inMemory("middle-holder")) var middle = Middle()
  }

  @Test("A default that holds a @Shared of another key (the reported crash)")
  func defaultHoldingAShared() {
    struct B: Sendable {
      @Shared(.inMemory("c")) var c = 0
    }
    @Shared(.inMemory("b")) var b = B()
    b.$c.withLock { $0 = 5 }
    @Shared(.inMemory("c")) var c = 0
    #expect(c == 5)
  }

  @Test("Three levels of defaults, each creating the next level's @Shared")
  func severalLevelsDeep() {
    @Shared(.inMemory("top")) var top = Top()
    top.middle.leaf.$count.withLock { $0 += 1 }
    @Shared(.inMemory("leaf")) var leaf = 0
    #expect(leaf == 2)
    @Shared(.inMemory("top")) var sameTop = Top()
    #expect(sameTop.middle.leaf.count == 2)
  }

  @Test("A default that creates a holder of the very same key (same type): one value, the first stored")
  func sameKeyNested() {
    func inner() -> Int {
      @Shared(.inMemory("same")) var inner = 7
      return inner + 1
    }
    @Shared(.inMemory("same")) var outer = inner()
    // The inner holder came first: its value is the one stored, and the outer holder reads it.
    #expect(outer == 7)

    // The inner holder kept alive past the default: both holders share one reference.
    let box = InnerHolder()
    let kept = Shared(
      wrappedValue: {
        box.inner = Shared(wrappedValue: 3, .inMemory("kept"))
        return 4
      }(),
      .inMemory("kept")
    )
    #expect(kept.wrappedValue == 3)
    box.inner?.withLock { $0 = 9 }
    #expect(kept.wrappedValue == 9)
  }
}

private final class InnerHolder: @unchecked Sendable {
  var inner: Shared<Int>?
}
