import ComposableArchitecture

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tca-bench --filter stress`: not a timing but a soak test. One long-living `.run` sends
/// 1,000,000 ticks, each of whose handlers returns a short `.run`; the resident memory is printed
/// at the start, along the way and at the end. It must stay flat: a store keeps only the effects
/// still running. Then (``Churn``) 1,000,000 debounce-like effects go through
/// `.cancellable(id:cancelInFlight: true)`, each cancelling the one before, with the same figures and
/// a count of the effects still running at the end (which must be 0). Then 100,000 effects are built in a loop with `merge(with:)` and with
/// `.concatenate`, which must take well under a second each.
enum Stress {
  /// The number of ticks (each starting one effect).
  static let effects = 1_000_000

  /// A feature whose ticks each start a short effect.
  struct Feature: Reducer {
    struct State: Equatable {
      var ticks = 0
    }
    enum Action: Equatable {
      case start(Int)
      case tick
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .start(count):
        return .run { send in
          for index in 1...count {
            await send(.tick)
            if index % (count / 10) == 0 {
              print("  \(index.formatted(width: 9)) effects  RSS \(residentMegabytes()) MB")
            }
          }
        }
      case .tick:
        state.ticks += 1
        return .run { _ in }
      }
    }
  }

  /// Runs the soak test and the building test, printing their figures.
  @MainActor
  static func run() async {
    print("stress: \(effects) ticks from one long-living .run, each returning a short .run")
    let store = Store(initialState: Feature.State()) { Feature() }
    let start = residentMegabytes()
    print("  \(0.formatted(width: 9)) effects  RSS \(start) MB")
    let clock = ContinuousClock()
    let elapsed = await clock.measure {
      await store.send(.start(effects)).finish()
    }
    let end = residentMegabytes()
    print("  start RSS \(start) MB, end RSS \(end) MB, \(store.ticks) ticks in \(elapsed)")

    await Churn.run()

    print("stress: building 100,000 effects in a loop")
    let merging = clock.measure {
      var effect = Effect<Feature.Action>.none
      for _ in 0..<100_000 { effect = effect.merge(with: .send(.tick)) }
      blackHole(effect)
    }
    print("  effect = effect.merge(with: next)       \(merging)")
    let concatenating = clock.measure {
      var effect = Effect<Feature.Action>.none
      for _ in 0..<100_000 { effect = .concatenate(effect, .send(.tick)) }
      blackHole(effect)
    }
    print("  effect = .concatenate(effect, next)     \(concatenating)")
  }

  /// The resident set size of this process, in megabytes (from `/proc/self/status` on Linux; the
  /// peak resident size elsewhere).
  static func residentMegabytes() -> Int {
    #if os(Linux)
      guard let file = fopen("/proc/self/status", "r") else { return -1 }
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 256)
      while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmRSS:") {
          let kilobytes = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
          return kilobytes / 1024
        }
      }
      return -1
    #else
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss) / (1024 * 1024)
    #endif
  }
}

extension Int {
  /// This number right-aligned in `width` characters.
  fileprivate func formatted(width: Int) -> String {
    let text = String(self)
    return String(repeating: " ", count: Swift.max(0, width - text.count)) + text
  }
}
