import Foundation

/// Where a ``SharedReader`` reads its value.
protocol ReaderReference<Value>: AnyObject, Sendable, CustomStringConvertible {
  associatedtype Value
  /// The current value (the asserted one while a test store checks an assertion).
  var value: Value { get }
  /// The reference that owns the storage (itself for a root).
  var rootIdentity: ObjectIdentifier { get }
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  func load() async throws
}

/// Where a ``Shared`` reads and writes its value.
protocol MutableReference<Value>: ReaderReference {
  var saveError: (any Error)? { get }
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R
  func save() async throws
}

/// An error for a reference whose storage cannot do what was asked.
struct SharedOperationUnsupported: Error, CustomStringConvertible {
  let description: String
}
