/// A deterministic random number generator (SplitMix64): the same seed yields the same declarations,
/// so a failure found by one run replays with its seed.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let name = random.element(of: ["a", "b"])
/// ```
struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of the non-empty `elements`.
  mutating func element<T>(of elements: [T]) -> T {
    elements[int(in: 0...(elements.count - 1))]
  }

  /// A generator for a sub-sequence, independent of how much this one is used afterwards.
  mutating func split() -> SeededGenerator {
    SeededGenerator(seed: next())
  }
}
