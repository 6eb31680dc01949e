import ConcurrencyExtras
import Foundation

/// Produces UUIDs, as a dependency so tests can predict them.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// let id = uuid()
///
/// // In a test:
/// withDependencies { $0.uuid = .incrementing } operation: { … }  // UUID(0), UUID(1), …
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Produces a UUID.
  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs from the system.
  public static let live = UUIDGenerator { UUID() }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// `UUID(0)`, `UUID(1)`, `UUID(2)`, …: a new sequence for each use of this property.
  public static var incrementing: UUIDGenerator {
    let next = LockIsolated(0)
    return UUIDGenerator {
      let value = next.withValue { value -> Int in
        defer { value += 1 }
        return value
      }
      return UUID(value)
    }
  }
}

extension UUID {
  /// A UUID made of `intValue`'s magnitude written in hexadecimal in its last sixteen digits, with the
  /// sign in the digit before them: `UUID(1)` is `00000000-0000-0000-0000-000000000001`,
  /// `UUID(Int.max)` is `00000000-0000-0000-7FFF-FFFFFFFFFFFF`, and a negative value sets the last
  /// digit of the third group: `UUID(-1)` is `00000000-0000-0001-0000-000000000001`, `UUID(-16)` is
  /// `00000000-0000-0001-0000-000000000010`. Distinct integers give distinct UUIDs.
  public init(_ intValue: Int) {
    let magnitude = UInt64(intValue.magnitude)
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: magnitude >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, intValue < 0 ? 1 : 0, byte(56), byte(48), byte(40), byte(32), byte(24),
        byte(16), byte(8), byte(0)
      )
    )
  }
}

extension DependencyValues {
  private enum UUIDGeneratorKey: DependencyKey {
    static let liveValue = UUIDGenerator.live
    static var testValue: UUIDGenerator {
      UUIDGenerator {
        shouldReportUnimplemented ? unimplemented("DependencyValues.uuid", placeholder: UUID()) : UUID()
      }
    }
  }

  /// Produces UUIDs. Live: random. Unimplemented in tests until overridden (usually `.incrementing`).
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
