import Foundation
import Testing

@testable import ComposableArchitecture

/// A feature presenting itself (`@Presents var child: State?`, `ifLet(\.$child) { Self() }`) driven
/// thousands of levels deep through a `Store` and a `TestStore`: sending to the deepest level,
/// dismissing it, releasing the store. Before, the store's own path recursed once per level (mapping
/// effects, starting them, comparing presentations written back) and crashed about 2,000 to 3,000
/// levels down; writing each level back compared every level below it.
@MainActor
@Suite("Deep presentation")
struct DeepPresentationTests {
  typealias Nested = PresentationStateBoxingTests.Nested

  /// Whether this process runs under ThreadSanitizer (every memory access many times slower): the
  /// deepest cases go 2,000 levels down there (still past what a thread's stack holds) instead of
  /// 5,000.
  nonisolated static let isThreadSanitized = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil
  nonisolated static let deepest = isThreadSanitized ? 2_000 : 5_000
  /// The depths a store is driven to, `deepest` included. (Until the effect a dismissal returns kept
  /// its scopes as one path, releasing it recursed once per level and overflowed a worker thread's
  /// stack at 5,000.)
  nonisolated static let depths = [1, 10, 100, 1_000, 2_000] + (deepest > 2_000 ? [deepest] : [])

  /// Every level presented (its lifetime started), an action to the deepest level, through a
  /// `Store`; then the deepest level dismissed; then the store released.
  @Test(arguments: Self.depths)
  func aStoreSendsToTheDeepestLevelAndDismissesIt(depth: Int) {
    weak var weakStore: StoreOf<Nested>?
    do {
      let store = Store(
        initialState: PresentationStateBoxingTests.nested(depth: depth, presented: true)
      ) { Nested() }
      weakStore = store
      store.send(PresentationStateBoxingTests.action(.increment, depth: depth))
      store.withState { PresentationStateBoxingTests.expectCounted($0, depth: depth) }

      store.send(PresentationStateBoxingTests.action(.child(.dismiss), depth: depth - 1))
      store.withState { state in
        #expect(Self.levels(state) == depth - 1)
      }
    }
    // Releasing the store releases the whole tree, one box at a time past the stack's depth.
    #expect(weakStore == nil)
  }

  /// The same through a `TestStore`, every change asserted.
  @Test(arguments: Self.depths)
  func aTestStoreSendsToTheDeepestLevelAndDismissesIt(depth: Int) async {
    let store = TestStore(
      initialState: PresentationStateBoxingTests.nested(depth: depth, presented: true)
    ) { Nested() }
    await store.send(PresentationStateBoxingTests.action(.increment, depth: depth)) {
      Self.modifyDeepest(&$0, depth: depth) { $0.count = 1 }
    }
    await store.send(PresentationStateBoxingTests.action(.child(.dismiss), depth: depth - 1)) {
      Self.modifyDeepest(&$0, depth: depth - 1) { $0.child = nil }
    }
    await store.finish()
  }

  /// Levels presented one action at a time, each at the bottom of those before, then an action to
  /// the deepest, a dismissal from the deepest, and the store released.
  @Test(arguments: [1, 10, 100, 300])
  func levelsPresentedOneByOne(depth: Int) {
    weak var weakStore: StoreOf<Nested>?
    do {
      let store = Store(initialState: Nested.State()) { Nested() }
      weakStore = store
      for level in 0..<depth {
        store.send(PresentationStateBoxingTests.action(.present, depth: level))
      }
      store.send(PresentationStateBoxingTests.action(.increment, depth: depth))
      store.withState { PresentationStateBoxingTests.expectCounted($0, depth: depth) }
      store.send(PresentationStateBoxingTests.action(.child(.dismiss), depth: depth - 1))
      store.withState { #expect(Self.levels($0) == depth - 1) }
    }
    #expect(weakStore == nil)
  }

  /// Deep-linked: every level presented in the initial state, the first action starts every level's
  /// lifetime in one pass (one effect per level, each nested in the levels above).
  @Test(arguments: [2, 10, 100, 200])
  func levelsPresentedInOnePass(depth: Int) async {
    let store = TestStore(
      initialState: PresentationStateBoxingTests.nested(depth: depth, presented: false)
    ) { Nested() }
    await store.send(PresentationStateBoxingTests.action(.increment, depth: depth)) {
      Self.modifyDeepest(&$0, depth: depth) { $0.count = 1 }
    }
    // The deepest level dismissed by its parent (its lifetime cancelled), then the whole tree.
    await store.send(PresentationStateBoxingTests.action(.child(.dismiss), depth: depth - 1)) {
      Self.modifyDeepest(&$0, depth: depth - 1) { $0.child = nil }
    }
    await store.send(.child(.dismiss)) { $0.child = nil }
    await store.finish()
  }

  /// A deep tree released on a thread with a small stack (512 KiB, as a pool thread may have): one
  /// presentation box inside another, released one `deinit` inside another, overflowed it.
  @Test func releasingADeepTreeOnASmallStack() {
    let holder = ValueHolder(PresentationStateBoxingTests.nested(depth: Self.deepest, presented: false))
    let released = DispatchSemaphore(value: 0)
    let thread = Thread {
      holder.value = nil
      released.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    released.wait()
    #expect(holder.value == nil)
  }

  /// Comparing two deep trees that differ only at the bottom (what a `TestStore` does after each
  /// send), on the current stack and on a small one.
  @Test func comparingDeepTreesThatDifferAtTheBottom() {
    let depth = Self.deepest
    let a = PresentationStateBoxingTests.nested(depth: depth, presented: false)
    var b = a
    Self.modifyDeepest(&b, depth: depth) { $0.count = 1 }
    #expect(a != b)
    var c = a
    Self.modifyDeepest(&c, depth: depth) { $0.count = 0 }
    #expect(a == c)
  }

  /// Writing a presentation back after changing it in place (what `ifLet` does through its key
  /// path) does not copy the levels below, and the write-back notices an old copy put back.
  @Test func writingBackThroughTheKeyPathComparesInConstantTime() {
    var state = PresentationStateBoxingTests.nested(depth: 3, presented: false)
    let saved = state.$child
    let keyPath: WritableKeyPath<Nested.State, PresentationState<Nested.State>> = \.$child
    state[keyPath: keyPath].wrappedValue?.count = 5
    #expect(state.$child.isDerived(from: saved))
    #expect(!saved.isDerived(from: state.$child))
    // An old copy put back is not derived from what it replaces: observers must hear of it.
    #expect(!_$isPresentationIdentityEqual(state.$child, saved))
    state.$child = saved
    #expect(state.child?.count == 0)
  }

  // MARK: - Helpers

  static func levels(_ state: Nested.State) -> Int {
    var level = state
    var count = 0
    while let child = level.child {
      level = child
      count += 1
    }
    return count
  }

  /// Changes the state `depth` levels down, in a loop.
  static func modifyDeepest(_ state: inout Nested.State, depth: Int, _ change: (inout Nested.State) -> Void) {
    var levels = [state]
    levels.reserveCapacity(depth + 1)
    for _ in 0..<depth {
      guard let child = levels[levels.count - 1].child else { return }
      levels.append(child)
    }
    change(&levels[levels.count - 1])
    while levels.count > 1 {
      let child = levels.removeLast()
      levels[levels.count - 1].child = child
    }
    state = levels[0]
  }
}

/// Hands a value to another thread, which releases it.
private final class ValueHolder: @unchecked Sendable {
  var value: PresentationStateBoxingTests.Nested.State?
  init(_ value: PresentationStateBoxingTests.Nested.State) { self.value = value }
}
