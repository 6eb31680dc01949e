import Clocks
@testable import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// A small, fast generator with a fixed seed (SplitMix64), so that a failing sequence replays.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, the same on every platform and Swift version.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}

/// What the store's state and effects must be after each step: which children exist, which have a
/// timer running, and how many ticks each may have had at most.
private struct Model {
  var detail: Int?
  var rows: [Int] = []
  var running: Set<Int> = []
  /// Per child: the clock advances while its timer ran, an upper bound of its ticks.
  var allowance: [Int: Int] = [-1: 0]
  var bumps: [Int: Int] = [-1: 0]

  mutating func created(_ id: Int) {
    running.remove(id)
    allowance[id] = 0
    bumps[id] = 0
  }

  mutating func removed(_ id: Int) {
    running.remove(id)
    allowance[id] = nil
    bumps[id] = nil
  }
}

@MainActor
@Suite("Reliability: random action sequences over parent + Scope + ifLet + forEach")
struct ReliabilityRandomSequenceTests {
  @Test(
    "1,200 random steps keep the invariants: no effect alive for absent state, state as modelled",
    arguments: [0x5EED as UInt64, 42, 2_026]
  )
  func randomSequence(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    let census = EffectCensus()
    let clock = TestClock()
    var model = Model()
    var history: [String] = []
    var nextDetailID = 1_000
    var sawTicks = false
    weak var weakStore: StoreOf<ReliableParent>?

    do {
      let store = Store(initialState: ReliableParent.State()) {
        ReliableParent(census: census)
      } withDependencies: {
        $0.continuousClock = clock
      }
      weakStore = store

      for step in 0..<1_200 {
        let rowIDs = model.rows
        let randomRow = rowIDs.isEmpty ? nil : rowIDs[random.below(rowIDs.count)]
        var action: ReliableParent.Action?
        switch random.below(12) {
        case 0:
          // Opening a detail with another id replaces the child (and cancels its effects).
          if let old = model.detail { model.removed(old) }
          nextDetailID += 1
          model.detail = nextDetailID
          model.created(nextDetailID)
          action = .openDetail(id: nextDetailID)
        case 1:
          if let old = model.detail {
            model.removed(old)
            model.detail = nil
            action = .closeDetail
          }
        case 2:
          if let id = model.detail {
            model.running.insert(id)
            action = .detail(.startTimer)
          }
        case 3:
          if let id = model.detail {
            model.running.remove(id)
            action = .detail(.stopTimer)
          }
        case 4, 5:
          let id = random.below(12)
          if !model.rows.contains(id) {
            model.rows.append(id)
            model.created(id)
            action = .addRow(id: id)
          }
        case 6:
          if let id = randomRow {
            model.rows.removeAll { $0 == id }
            model.removed(id)
            action = .removeRow(id: id)
          }
        case 7, 8:
          if let id = randomRow {
            model.running.insert(id)
            action = .rows(.element(id: id, action: .startTimer))
          }
        case 9:
          if let id = randomRow {
            model.running.remove(id)
            action = .rows(.element(id: id, action: .stopTimer))
          }
        case 10:
          if let id = randomRow {
            model.bumps[id, default: 0] += 1
            action = .rows(.element(id: id, action: .bump))
          }
        default:
          if model.running.contains(-1) {
            // The header is scoped with `Scope`, in its parent's part of the state tree: its
            // `.cancel(id:)` reaches every effect below filed under the same id (the detail's and the
            // rows' timers, children of the same type), as a parent's cancel does in TCA.
            model.running.removeAll()
            action = .header(.stopTimer)
          } else {
            model.running.insert(-1)
            action = .header(.startTimer)
          }
        }
        if let action {
          history.append("\(step): \(action)")
          store.send(action)
        }
        if random.below(3) == 0 {
          history.append("\(step): advance 1 s")
          for id in model.running { model.allowance[id, default: 0] += 1 }
          await clock.advance(by: .seconds(1))
        }

        // The state is as modelled, at once (sends are synchronous).
        let stateAsModelled =
          store.detail?.id == model.detail && store.rows.ids.elements == model.rows
          && store.header.id == -1
          && store.rows.allSatisfy { $0.bumps == model.bumps[$0.id] }
        // Effects settle: exactly the modelled timers run, one each, and no ticks beyond the bound.
        let expectedRunning = Dictionary(uniqueKeysWithValues: model.running.map { ($0, 1) })
        let settled = await settle {
          census.running == expectedRunning && store.runningEffectCount == model.running.count
        }
        var children = Array(store.rows)
        if let detail = store.detail { children.append(detail) }
        children.append(store.header)
        let ticksBounded = children.allSatisfy { $0.ticks <= model.allowance[$0.id, default: 0] }
        if children.contains(where: { $0.ticks > 0 }) { sawTicks = true }

        guard stateAsModelled, settled, ticksBounded else {
          Issue.record(
            """
            Seed \(seed), step \(step): state as modelled \(stateAsModelled), effects settled \
            \(settled), ticks bounded \(ticksBounded).
              running: \(census.running) (expected \(expectedRunning)), \
            store effects: \(store.runningEffectCount)
              state: \(store.state)
              last steps:
            \(history.suffix(12).joined(separator: "\n"))
            """
          )
          return
        }
      }
      #expect(sawTicks)
      #expect(census.started.value > 100)
    }
    // Releasing the store ends whatever still ran.
    #expect(weakStore == nil)
    #expect(await settle { census.running.isEmpty })
  }
}
