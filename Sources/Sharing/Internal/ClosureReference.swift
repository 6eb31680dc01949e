/// A value computed from another shared value by a closure (`$todos.read { $0.count }`): read-only,
/// and up to date with its base.
final class ClosureReference<BaseValue, Value>: ReaderReference, @unchecked Sendable {
  private let base: any ReaderReference<BaseValue>
  private let body: @Sendable (BaseValue) -> Value

  init(base: any ReaderReference<BaseValue>, body: @escaping @Sendable (BaseValue) -> Value) {
    self.base = base
    self.body = body
  }

  var value: Value { body(base.value) }
  var actualValue: Value { body(base.actualValue) }
  var rootIdentity: ObjectIdentifier { base.rootIdentity }
  /// Closures cannot be compared: each computed reader is its own.
  var identity: AnyHashable { AnyHashable(ObjectIdentifier(self)) }
  var innerDescription: String { "\(base.innerDescription).read { … }" }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  func load() async throws { try await base.load() }
}
