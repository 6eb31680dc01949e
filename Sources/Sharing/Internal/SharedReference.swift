import Foundation
import IssueReporting

/// Where a ``SharedReader`` reads its value.
protocol ReaderReference<Value>: AnyObject, Sendable, CustomStringConvertible {
  associatedtype Value
  /// The current value (the asserted one while a change tracker asserts).
  var value: Value { get }
  /// The value right now, ignoring a change tracker's assertions (and observation).
  var actualValue: Value { get }
  /// The reference that owns the storage (itself for a root).
  var rootIdentity: ObjectIdentifier { get }
  /// What tells two references apart: two derived the same way from one root are the same.
  var identity: AnyHashable { get }
  /// What the reference shares, inside `Shared<Value>(…)`: `value: 0`, `.appStorage("count")`.
  var innerDescription: String { get }
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  func load() async throws
}

extension ReaderReference {
  var description: String { "Shared<\(Value.self)>(\(innerDescription))" }
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

/// The reference a ``Shared`` or a ``SharedReader`` holds, shared by all its copies: assigning
/// `$value` (`$fact = SharedReader(.fact(n))`) or loading another key changes it for every copy.
final class ReferenceBox<Reference>: @unchecked Sendable {
  private let lock = NSLock()
  private var reference: Reference

  init(_ reference: Reference) { self.reference = reference }

  var value: Reference {
    get { lock.withLock { reference } }
    set { lock.withLock { reference = newValue } }
  }
}

/// An error its key has already reported (once, for good): the holders keep it in `loadError` or
/// `saveError` without reporting it again.
protocol ReportedByKey: Error {}

/// Reports `error`, unless its key already did.
func reportIssueUnlessReported(_ error: any Error) {
  guard !(error is any ReportedByKey) else { return }
  reportIssue(error)
}

/// Reports a load or save error outside tests (a runtime warning), unless its key already did, as
/// Point-Free's Sharing does: inside a test the error is kept in `loadError` / `saveError` for the
/// test to assert, and is not a failure by itself.
func reportOutsideTests(_ error: any Error) {
  guard !isTesting else { return }
  reportIssueUnlessReported(error)
}
