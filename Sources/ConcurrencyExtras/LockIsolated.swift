import Foundation

/// A value made `Sendable` by guarding every access with a lock.
///
/// Use it to collect values from concurrent code, for example in tests:
///
/// ```swift
/// let events = LockIsolated<[String]>([])
/// await withTaskGroup(of: Void.self) { group in
///   group.addTask { events.withValue { $0.append("a") } }
/// }
/// #expect(events.value == ["a"])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  private var _value: Value
  private let lock = NSRecursiveLock()

  /// Creates a lock-isolated value.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self._value = try value()
  }

  /// Performs `operation` with exclusive, mutable access to the value, and returns its result.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try operation(&_value)
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    lock.lock()
    defer { lock.unlock() }
    _value = try newValue()
  }

  /// A snapshot of the value.
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return _value
  }
}

extension LockIsolated where Value: Sendable {
  /// Dynamic member access to a property of the value, read under the lock.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    lock.lock()
    defer { lock.unlock() }
    return _value[keyPath: keyPath]
  }
}
