import ComposableArchitecture
import Foundation
import Testing

/// A feature that reads its shared state inside `withLock` on it, as TCA's SyncUps does: in the
/// reducer, in an effect, through a derived value and through a reader.
@Reducer
private struct ReadsInsideWithLock {
  struct Item: Equatable, Identifiable, Sendable {
    let id: Int
  }

  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    @Shared var items: IdentifiedArrayOf<Item>
    @Shared var item: Item
    @SharedReader var countReader: Int

    init(count: Shared<Int>, items: Shared<IdentifiedArrayOf<Item>>) {
      _count = count
      _items = items
      _item = Shared(items[id: items.wrappedValue.ids.last ?? 0]) ?? Shared(value: Item(id: 0))
      _countReader = SharedReader(count)
    }
  }

  enum Action: Equatable {
    case incrementByReading
    case incrementByReadingTheReader
    case appendNumberedByCount
    case deleteTheDerivedItem
    case incrementInEffect
    case incremented
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementByReading:
        state.$count.withLock { $0 = state.count + 1 }
        return .none
      case .incrementByReadingTheReader:
        state.$count.withLock { $0 = state.countReader + 1 }
        return .none
      case .appendNumberedByCount:
        state.$items.withLock { $0.append(Item(id: state.items.count + 1)) }
        return .none
      case .deleteTheDerivedItem:
        // TCA's SyncUps detail screen, line for line.
        state.$items.withLock { _ = $0.remove(id: state.item.id) }
        return .none
      case .incrementInEffect:
        return .run { [count = state.$count] send in
          count.withLock { $0 = count.wrappedValue + 1 }
          await send(.incremented)
        }
      case .incremented:
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SharedReadInsideWithLockStoreTests {
  private static func initialState() -> ReadsInsideWithLock.State {
    ReadsInsideWithLock.State(
      count: Shared(value: 0),
      items: Shared(value: [ReadsInsideWithLock.Item(id: 1), ReadsInsideWithLock.Item(id: 2)])
    )
  }

  @Test("A live Store: every action that reads inside withLock runs, with the current values")
  func liveStore() async {
    let store = Store(initialState: Self.initialState()) { ReadsInsideWithLock() }
    store.send(.incrementByReading)
    store.send(.incrementByReadingTheReader)
    #expect(store.count == 2)
    store.send(.appendNumberedByCount)
    #expect(store.items.ids == [1, 2, 3])
    store.send(.deleteTheDerivedItem)
    #expect(store.items.ids == [1, 3])
    await store.send(.incrementInEffect).finish()
    #expect(store.count == 3)
    // `store.withState` and the store's own state, read inside a withLock on the value.
    store.state.$count.withLock { $0 = store.withState(\.count) + store.count + 1 }
    #expect(store.count == 7)
  }

  @Test("A TestStore: each action asserted, the effect's change in the receive of its action")
  func testStore() async {
    let store = TestStore(initialState: Self.initialState()) { ReadsInsideWithLock() }
    await store.send(.incrementByReading) { $0.$count.withLock { $0 = 1 } }
    await store.send(.incrementByReadingTheReader) { $0.$count.withLock { $0 = $0 + 1 } }
    await store.send(.appendNumberedByCount) {
      $0.$items.withLock { $0.append(ReadsInsideWithLock.Item(id: 3)) }
    }
    await store.send(.deleteTheDerivedItem) {
      $0.$items.withLock { _ = $0.remove(id: 2) }
    }
    await store.send(.incrementInEffect)
    await store.receive(.incremented) { $0.$count.withLock { $0 = 3 } }
  }

  @Test("An assertion closure that reads the state inside withLock on it")
  func assertionReadsInside() async {
    let store = TestStore(initialState: Self.initialState()) { ReadsInsideWithLock() }
    await store.send(.incrementByReading) { state in
      state.$count.withLock { $0 = state.count + 1 }
    }
    await store.send(.appendNumberedByCount) { state in
      state.$items.withLock { $0.append(ReadsInsideWithLock.Item(id: state.items.count + 1)) }
    }
  }

  @Test("5,000 sends of a reading increment: no trap, every increment kept")
  func manySends() {
    let store = Store(initialState: Self.initialState()) { ReadsInsideWithLock() }
    for _ in 0..<5_000 { store.send(.incrementByReading) }
    #expect(store.count == 5_000)
  }
}
