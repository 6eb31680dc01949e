/// A value made `Sendable` by isolating it to an actor.
///
/// ```swift
/// let count = ActorIsolated(0)
/// await count.withValue { $0 += 1 }
/// #expect(await count.value == 1)
/// ```
public final actor ActorIsolated<Value> {
  /// The isolated value.
  public var value: Value

  /// Creates an actor-isolated value.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Performs `operation` with exclusive, mutable access to the value, and returns its result.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try newValue()
  }
}
