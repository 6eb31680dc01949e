@testable import ComposableArchitecture
import Foundation
import Testing

// Deep scoping: a store scoped N levels down a recursive feature, a send at the bottom, reads at the
// bottom and at the root, and the release of the whole chain. The store's own machinery (scoping,
// reading, embedding actions, releasing) works in loops, so it is checked down to 10,000 levels, and
// its work is counted (not timed) to check it grows linearly with the depth.
//
// A reducer that nests a child reducer per level (`ifLet`, `Scope`, `forEach` of itself) recurses once
// per level when it reduces a child action: that recursion is the feature's own, and bounds its depth
// by the thread's stack (about 1.6–2.8 KB a level in a release build). The recursive reducers are
// checked at the depths a debug build's main thread holds; the 10,000-level sends use a reducer that
// handles the nested action in a loop, so what they exercise is the store.

/// The shapes, each with a recursive reducer and one that reduces the same nested actions in a loop.
enum DeepShape: CaseIterable, CustomStringConvertible {
  case optional, scoped, rows

  var description: String {
    switch self {
    case .optional: return "ifLet"
    case .scoped: return "Scope"
    case .rows: return "forEach"
    }
  }
}

/// Reduces `.child(.child(… .tap))` in a loop: the state is walked down, changed at the bottom and
/// put back together, without a stack frame per level.
func tapInLoop<State>(
  _ state: inout State, depth: Int, child: (State) -> State, setChild: (inout State, State) -> Void,
  tap: (inout State) -> Void
) {
  var levels = [state]
  levels.reserveCapacity(depth + 1)
  for _ in 0..<depth { levels.append(child(levels[levels.count - 1])) }
  tap(&levels[depth])
  for level in stride(from: depth, to: 0, by: -1) {
    setChild(&levels[level - 1], levels[level])
    levels.removeLast()
  }
  state = levels[0]
}

/// The result of scoping down, sending at the bottom and reading.
struct DeepRun {
  var bottomValue: Int
  var rootValue: Int
  var work: ScopeWork
}

@MainActor
func runDeep(_ shape: DeepShape, depth: Int, recursiveReducer: Bool) -> DeepRun {
  switch shape {
  case .optional:
    let root = recursiveReducer
      ? Store(initialState: OptionalNode.State(depth: depth)) { OptionalNode() }
      : Store(initialState: OptionalNode.State(depth: depth)) {
        Reduce<OptionalNode.State, OptionalNode.Action> { state, action in
          var action = action
          var levels = 0
          while case let .child(inner) = action { action = inner; levels += 1 }
          tapInLoop(
            &state, depth: levels, child: { $0.children[0] }, setChild: { $0.children[0] = $1 },
            tap: { $0.value += 1 })
          return .none
        }
      }
    var store = root
    for _ in 0..<depth {
      guard let child = store.scope(state: \.child, action: \.child) else { break }
      store = child
    }
    store.send(.tap)
    return DeepRun(bottomValue: store.value, rootValue: root.value, work: root.scopeWork)

  case .scoped:
    let root = recursiveReducer
      ? Store(initialState: ScopedNode.State()) { ScopedNode() }
      : Store(initialState: ScopedNode.State()) {
        Reduce<ScopedNode.State, ScopedNode.Action> { state, action in
          var action = action
          var levels = 0
          while case let .child(inner) = action { action = inner; levels += 1 }
          tapInLoop(
            &state, depth: levels, child: { $0.child }, setChild: { $0.child = $1 },
            tap: { $0.value += 1 })
          return .none
        }
      }
    var store = root
    for _ in 0..<depth { store = store.scope(state: \.child, action: \.child) }
    store.send(.tap)
    return DeepRun(bottomValue: store.value, rootValue: root.value, work: root.scopeWork)

  case .rows:
    let root = recursiveReducer
      ? Store(initialState: RowNode.State(depth: depth)) { RowNode() }
      : Store(initialState: RowNode.State(depth: depth)) {
        Reduce<RowNode.State, RowNode.Action> { state, action in
          var action = action
          var levels = 0
          while case let .rows(.element(_, inner)) = action { action = inner; levels += 1 }
          tapInLoop(
            &state, depth: levels, child: { $0.rows.elements[0] },
            setChild: { parent, child in parent.rows[id: child.id] = child },
            tap: { $0.value += 1 })
          return .none
        }
      }
    var store = root
    for _ in 0..<depth {
      let rows = store.scope(state: \.rows, action: \.rows)
      guard let first = rows.first else { break }
      store = first
    }
    store.send(.tap)
    return DeepRun(bottomValue: store.value, rootValue: root.value, work: root.scopeWork)
  }
}

@MainActor
@Suite("Deep scoping")
struct DeepScopingTests {
  /// Whether this process runs under ThreadSanitizer, which makes every memory access many times
  /// slower: there the deepest cases go 3,000 levels down (past a thread's stack, so the fresh-stack
  /// path still runs) instead of 10,000.
  nonisolated static let isThreadSanitized = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil
  /// The deepest level the tests scope to.
  nonisolated static let deepest = isThreadSanitized ? 3_000 : 10_000
  nonisolated static let depths = [1, 10, 100, 1_000, deepest]

  /// The store's machinery at every depth up to 10,000: scoping, a send at the bottom, reads at the
  /// bottom and the root, and releasing the chain (each level's store and access), for each shape.
  @Test(arguments: DeepShape.allCases, Self.depths)
  func sendAtTheBottom(shape: DeepShape, depth: Int) {
    let run = runDeep(shape, depth: depth, recursiveReducer: false)
    #expect(run.bottomValue == 1)
    #expect(run.rootValue == 0)
  }

  /// The same with the features' own recursive reducers (`ifLet`, `Scope`, `forEach` of themselves):
  /// past the depth a thread's stack holds, the scoping operators run the deeper levels on a fresh
  /// stack (before, a send 4,000 to 5,000 levels down overflowed the stack).
  @Test(arguments: DeepShape.allCases, Self.depths)
  func sendAtTheBottomThroughRecursiveReducers(shape: DeepShape, depth: Int) {
    let run = runDeep(shape, depth: depth, recursiveReducer: true)
    #expect(run.bottomValue == 1)
    #expect(run.rootValue == 0)
  }

  /// The levels run on a fresh stack see the store's dependencies, and what they report reaches the
  /// current test.
  @Test
  func deepLevelsSeeTheStoresDependenciesAndTheTest() {
    let root = Store(initialState: DependentNode.State(depth: Self.deepest)) {
      DependentNode()
    } withDependencies: {
      $0.deepNodeValue = 42
    }
    var store = root
    for _ in 0..<Self.deepest { store = store.scope(state: \.child, action: \.child)! }
    store.send(.tap)
    #expect(store.value == 42)
    withKnownIssue {
      store.send(.report)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == "reported at the bottom"
    }
  }

  /// Scoping down twice as deep, sending and reading there, costs about twice the work, not four
  /// times: the work is counted (levels walked, key path components copied, states computed, actions
  /// embedded), not timed.
  @Test(arguments: DeepShape.allCases)
  func workGrowsLinearlyWithTheDepth(shape: DeepShape) {
    let single = runDeep(shape, depth: 1_000, recursiveReducer: false).work.total
    let double = runDeep(shape, depth: 2_000, recursiveReducer: false).work.total
    #expect(single > 0)
    // Quadratic work would be about 4 times; linear, 2 (and a constant for the levels near the root).
    #expect(Double(double) < 2.2 * Double(single), "work: \(single) at 1,000 levels, \(double) at 2,000")
  }

  /// A deep store's observers (past the levels that reach the root in one step) are notified of a
  /// change to the field they read, and not of a change elsewhere.
  @Test(arguments: [10, 100])
  func observingADeepStore(depth: Int) {
    let root = Store(initialState: OptionalNode.State(depth: depth)) { OptionalNode() }
    var stores = [root]
    for _ in 0..<depth { stores.append(stores[stores.count - 1].scope(state: \.child, action: \.child)!) }
    let bottom = stores[depth]
    let middle = stores[depth / 2]

    let bottomChanged = observe { _ = bottom.value }
    let middleChanged = observe { _ = middle.value }
    bottom.send(.tap)
    #expect(bottomChanged.value)
    #expect(!middleChanged.value)
    #expect(bottom.value == 1)

    let bottomChangedAgain = observe { _ = bottom.value }
    middle.send(.tap)
    #expect(!bottomChangedAgain.value)
    #expect(middle.value == 1)
    #expect(bottom.value == 1)
  }

  /// Releasing a 10,000-level chain held only by its bottom store: the bottom keeps every level above
  /// it alive, and releasing it must not recurse once per level.
  @Test(arguments: DeepShape.allCases)
  func releasingTheBottomStoreOfADeepChain(shape: DeepShape) {
    weak var weakRoot: AnyObject?
    do {
      var bottom: AnyObject?
      do {
        switch shape {
        case .optional:
          let root = Store(initialState: OptionalNode.State(depth: Self.deepest)) {
            EmptyReducer<OptionalNode.State, OptionalNode.Action>()
          }
          weakRoot = root
          var store = root
          for _ in 0..<Self.deepest { store = store.scope(state: \.child, action: \.child)! }
          bottom = store
        case .scoped:
          let root = Store(initialState: ScopedNode.State()) {
            EmptyReducer<ScopedNode.State, ScopedNode.Action>()
          }
          weakRoot = root
          var store = root
          for _ in 0..<Self.deepest { store = store.scope(state: \.child, action: \.child) }
          _ = store.value
          bottom = store
        case .rows:
          let root = Store(initialState: RowNode.State(depth: Self.deepest)) {
            EmptyReducer<RowNode.State, RowNode.Action>()
          }
          weakRoot = root
          var store = root
          for _ in 0..<Self.deepest { store = store.scope(state: \.rows, action: \.rows)[0] }
          bottom = store
        }
      }
      #expect(bottom != nil)
      bottom = nil
    }
    // The root store itself is released (its children hold no reference to it); what matters is that
    // the chain's release above did not overflow.
    #expect(weakRoot == nil)
  }

  /// Releasing a 10,000-level chain on a thread with a small stack (512 KiB, as a pool thread may
  /// have): once from the root while every level is alive (the stores release their children), once
  /// from the bottom store alone (its access holds the levels above it). Released one `deinit` inside
  /// another, the chain needs some hundred bytes of stack a level and overflows such a stack.
  @Test(arguments: [true, false])
  func releasingADeepChainOnASmallStack(fromTheRoot: Bool) {
    weak var weakReleased: StoreOf<ScopedNode>?
    let holder = ObjectHolder()
    do {
      let root = Store(initialState: ScopedNode.State()) {
        EmptyReducer<ScopedNode.State, ScopedNode.Action>()
      }
      var store = root
      for _ in 0..<Self.deepest { store = store.scope(state: \.child, action: \.child) }
      #expect(store.value == 0)
      weakReleased = fromTheRoot ? root : store
      holder.objects = [fromTheRoot ? root : store]
    }
    #expect(weakReleased != nil)
    let released = DispatchSemaphore(value: 0)
    let thread = Thread {
      holder.objects.removeAll()
      released.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    released.wait()
    #expect(weakReleased == nil)
  }
}

/// Hands the last references to a chain of stores to another thread, which releases them.
final class ObjectHolder: @unchecked Sendable {
  var objects: [AnyObject] = []
}
