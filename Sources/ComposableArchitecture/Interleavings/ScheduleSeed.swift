import ConcurrencyExtras

/// One seeded schedule, packed into the `UInt64` a failure report prints and
/// `withEffectInterleavings(seed:)` replays: the top two bits say which chooser, the rest its
/// parameters and the generator's seed.
///
/// - `00`: random; 62 bits of generator seed.
/// - `01`: priority-based; bits 58–61 the depth (1–15), bits 40–57 the expected step count (at most
///   262,143), 40 bits of generator seed.
/// - `10`: the plain order (oldest ready job first); nothing else.
struct ScheduleSeed: Hashable, Sendable {
  let rawValue: UInt64

  static let plainOrder = ScheduleSeed(rawValue: 0b10 << 62)

  static func random(_ generatorSeed: UInt64) -> Self {
    Self(rawValue: generatorSeed & (1 << 62 - 1))
  }

  static func priorityBased(depth: Int, steps: Int, _ generatorSeed: UInt64) -> Self {
    let depth = UInt64(min(max(depth, 1), 15))
    let steps = UInt64(min(max(steps, 1), 1 << 18 - 1))
    return Self(rawValue: 0b01 << 62 | depth << 58 | steps << 40 | generatorSeed & (1 << 40 - 1))
  }

  init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The chooser this seed stands for.
  func chooser() -> any ScheduleChooser {
    switch rawValue >> 62 {
    case 0b00:
      return RandomChooser(seed: rawValue & (1 << 62 - 1))
    case 0b01:
      return PriorityChangeChooser(
        seed: rawValue & (1 << 40 - 1), depth: Int(rawValue >> 58 & 0xF),
        steps: Int(rawValue >> 40 & (1 << 18 - 1)))
    default:
      return FirstInFirstOutChooser()
    }
  }

  /// `0x…`, sixteen hexadecimal digits.
  var hex: String {
    let digits = String(rawValue, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// What kind of schedule, for reports: "random", "pct, depth 2", "plain order".
  var kind: String {
    switch rawValue >> 62 {
    case 0b00: return "random"
    case 0b01: return "pct, depth \(rawValue >> 58 & 0xF)"
    default: return "plain order"
    }
  }
}
