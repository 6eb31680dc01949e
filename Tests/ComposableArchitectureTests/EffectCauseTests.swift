@testable import ComposableArchitecture
import Testing

/// Every effect in flight carries an ``EffectCause``, kept small: a `.run`'s location holds its line
/// and column in 32 bits, the depths are 32-bit and saturate. Whatever a caller passes, what comes
/// back must be what went in (or, beyond 32 bits, the largest value), and depths must never trap.
@Suite("EffectCause keeps locations and depths exactly")
struct EffectCauseTests {
  @Test(
    "A location gives back its line and column, exactly up to 32 bits, the largest beyond",
    arguments: [
      (0, 0), (1, 1), (4242, 17), (UInt(UInt32.max) - 1, UInt(UInt32.max)),
      (UInt(UInt32.max), 3), (UInt(UInt32.max) + 1, 9), (UInt.max, UInt.max),
    ] as [(UInt, UInt)])
  func locationRoundTrip(line: UInt, column: UInt) {
    let location = EffectLocation(
      fileID: "Feature/Work.swift", filePath: "/src/Feature/Work.swift", line: line, column: column)
    #expect(location.line == min(line, UInt(UInt32.max)))
    #expect(location.column == min(column, UInt(UInt32.max)))
    #expect(location.fileID.description == "Feature/Work.swift")
    #expect(location.filePath.description == "/src/Feature/Work.swift")
  }

  @Test("A location is 48 bytes, and a cause 65: an effect in flight carries one")
  func sizes() {
    // On 64-bit platforms; a 32-bit one has smaller strings and arrays.
    guard MemoryLayout<Int>.size == 8 else { return }
    #expect(MemoryLayout<EffectLocation>.size == 48)
    #expect(MemoryLayout<EffectCause>.size <= 65)
  }

  @Test("The depth counts asynchronous round trips; the synchronous depth, the last synchronous ones in a row")
  func depths() {
    var cause: EffectCause? = nil
    for step in 1...50 {
      cause = EffectCause.effect(of: step, cause: cause, limit: 1_000, synchronous: step > 40)
      #expect(cause?.depth == min(step, 40))
      #expect(cause?.synchronousDepth == max(0, step - 40))
    }
    // An asynchronous round trip counts one more and resets the synchronous depth.
    cause = EffectCause.effect(of: 51, cause: cause, limit: 1_000)
    #expect(cause?.depth == 41)
    #expect(cause?.synchronousDepth == 0)
  }

  @Test("Near the synchronous ceiling, a cause remembers the chain's last eight actions, whatever the limit")
  func recentSynchronousActions() {
    let ceiling = RunawayLoopDetection.synchronousCeiling
    var cause: EffectCause? = EffectCause(
      depth: 3, synchronousDepth: Int32(ceiling - 20), recent: [], location: nil)
    for step in 1...30 {
      cause = EffectCause.effect(of: step, cause: cause, limit: 5, synchronous: true)
      // Remembered from the synchronous depth `ceiling - 8` on, that is from step 13.
      let expected: [Int] = step < 13 ? [] : Array(max(13, step - 7)...step)
      #expect(cause?.recent.map { $0 as? Int } == expected.map { $0 })
      #expect(cause?.depth == 3)
    }
  }

  @Test("Near the limit, a cause remembers the chain's last eight actions, oldest first")
  func recentActions() {
    var cause: EffectCause? = nil
    for step in 1...30 {
      cause = EffectCause.effect(of: step, cause: cause, limit: 20)
      // Remembered from depth 13 (the limit less the eight remembered) on.
      let expected: [Int] = step < 13 ? [] : Array(max(13, step - 7)...step)
      #expect(cause?.recent.map { $0 as? Int } == expected.map { $0 })
    }
  }

  @Test(
    "At the largest depth, another round trip keeps it there instead of trapping",
    arguments: [false, true])
  func saturation(synchronous: Bool) {
    let deepest = EffectCause(
      depth: .max, synchronousDepth: .max, recent: [], location: nil)
    let next = EffectCause.effect(of: 0, cause: deepest, limit: nil, synchronous: synchronous)
    #expect(next.depth == Int(Int32.max))
    #expect(next.synchronousDepth == (synchronous ? Int(Int32.max) : 0))
    // Still beyond any limit a store can be given below it: the loop stays reported.
    #expect(next.depth > 1_000_000)
  }
}
