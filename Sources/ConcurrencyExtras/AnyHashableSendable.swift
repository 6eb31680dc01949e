/// A type-erased hashable value that is also `Sendable`: `AnyHashable` for concurrent code.
///
/// ```swift
/// let id = AnyHashableSendable(42)
/// id == AnyHashableSendable(42)  // true
/// id.base as? Int                  // 42
/// ```
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`; an `AnyHashableSendable` is not wrapped twice.
  public init(_ base: some Hashable & Sendable) {
    if let base = base as? AnyHashableSendable {
      self = base
    } else {
      self.base = base
    }
  }

  /// Whether the bases are equal, as `AnyHashable` compares them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the base, as `AnyHashable` does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

extension AnyHashableSendable: CustomDebugStringConvertible {
  /// `AnyHashableSendable(` followed by the base's debug description and `)`.
  public var debugDescription: String {
    "AnyHashableSendable(" + String(reflecting: base) + ")"
  }
}

extension AnyHashableSendable: CustomReflectable {
  /// Reflects as its base.
  public var customMirror: Mirror {
    Mirror(self, children: ["value": base])
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The base's description.
  public var description: String {
    String(describing: base)
  }
}

extension AnyHashableSendable: _HasCustomAnyHashableRepresentation {
  /// Converts to `AnyHashable` as its base, so `AnyHashable(x) == AnyHashable(x.base)`.
  public func _toCustomAnyHashable() -> AnyHashable? {
    AnyHashable(base)
  }
}

extension AnyHashableSendable: ExpressibleByBooleanLiteral {
  /// Wraps a `Bool`.
  public init(booleanLiteral value: Bool) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByFloatLiteral {
  /// Wraps a `Double`.
  public init(floatLiteral value: Double) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral {
  /// Wraps an `Int`.
  public init(integerLiteral value: Int) {
    self.init(value)
  }
}

extension AnyHashableSendable: ExpressibleByStringLiteral {
  /// Wraps a `String`.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
