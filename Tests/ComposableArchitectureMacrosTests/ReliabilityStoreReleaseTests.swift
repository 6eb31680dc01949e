import Clocks
import ComposableArchitecture
import ConcurrencyExtras
import Testing

@MainActor
@Suite("Reliability: releasing a store")
struct ReliabilityStoreReleaseTests {
  @Test("Releasing a store cancels every effect and releases every child store")
  func releaseCancelsEffectsAndChildStores() async {
    let census = EffectCensus()
    let clock = TestClock()
    weak var weakStore: StoreOf<ReliableParent>?
    weak var weakHeader: StoreOf<ReliableChild>?
    weak var weakDetail: StoreOf<ReliableChild>?
    var weakRows: [WeakBox<StoreOf<ReliableChild>>] = []
    do {
      let store = Store(
        initialState: ReliableParent.State(
          detail: ReliableChild.State(id: 100), rows: [.init(id: 1), .init(id: 2), .init(id: 3)])
      ) {
        ReliableParent(census: census)
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store
      let header = store.scope(state: \.header, action: \.header)
      weakHeader = header
      header.send(.startTimer)
      let detail = store.scope(state: \.detail, action: \.detail)
      #expect(detail != nil)
      weakDetail = detail
      detail?.send(.startTimer)
      for row in store.scope(state: \.rows, action: \.rows) {
        weakRows.append(WeakBox(row))
        row.send(.startTimer)
      }
      // Every timer is running (each effect counted itself in) and ticking.
      #expect(await settle { census.running == [-1: 1, 100: 1, 1: 1, 2: 1, 3: 1] })
      await clock.advance(by: .seconds(1))
      #expect(await settle { store.rows.map(\.ticks) == [1, 1, 1] && store.header.ticks == 1 })
      #expect(census.cancelled.isEmpty)
    }
    // The store and its children are gone, and the effects were cancelled as the store went.
    #expect(weakStore == nil)
    #expect(weakHeader == nil)
    #expect(weakDetail == nil)
    #expect(weakRows.count == 3)
    #expect(weakRows.allSatisfy { $0.value == nil })
    #expect(census.cancelled.sorted() == [-1, 1, 2, 3, 100])
    // Their bodies end, and nothing ticks any more.
    #expect(await settle { census.running.isEmpty })
    await clock.advance(by: .seconds(5))
    #expect(census.running.isEmpty)
    #expect(census.started.value == 5)
  }

  @Test("A store released while its effects were just started runs none of them")
  func releaseRightAfterStarting() async {
    let census = EffectCensus()
    let clock = TestClock()
    weak var weakStore: StoreOf<ReliableParent>?
    do {
      let store = Store(initialState: ReliableParent.State(rows: [.init(id: 1)])) {
        ReliableParent(census: census)
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store
      store.send(.header(.startTimer))
      store.send(.rows(.element(id: 1, action: .startTimer)))
    }
    #expect(weakStore == nil)
    // An effect cancelled before it ran never starts; one that did start ends.
    #expect(await settle { census.running.isEmpty })
    await clock.advance(by: .seconds(3))
    #expect(await settle { census.running.isEmpty })
  }

  @Test("A child store kept after its parent store was released does not keep effects alive")
  func childStoreOutlivingParent() async {
    let census = EffectCensus()
    let clock = TestClock()
    var header: StoreOf<ReliableChild>?
    weak var weakStore: StoreOf<ReliableParent>?
    do {
      let store = Store(initialState: ReliableParent.State()) {
        ReliableParent(census: census)
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store
      header = store.scope(state: \.header, action: \.header)
      header?.send(.startTimer)
      #expect(await settle { census.running == [-1: 1] })
    }
    #expect(weakStore == nil)
    // The child reads and sends through the root it came from: still there, effects still running.
    #expect(census.running == [-1: 1])
    await clock.advance(by: .seconds(1))
    #expect(await settle { header?.ticks == 1 })
    weak let weakHeader = header
    header = nil
    #expect(weakHeader == nil)
    #expect(census.cancelled == [-1])
    #expect(await settle { census.running.isEmpty })
  }
}

/// A weak reference, for arrays of them.
struct WeakBox<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
