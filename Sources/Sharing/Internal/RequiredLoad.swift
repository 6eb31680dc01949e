import Foundation

/// The load behind `Shared(require:)` and `SharedReader(require:)`: the key loads under
/// ``LoadContext/userInitiated``, then the shared value starts from what it loaded.
enum RequiredLoad {
  /// The reference of `key`, starting from the value it loads now; throws the key's error, or an
  /// error when it stores nothing.
  static func reference<K: SharedReaderKey>(for key: K) async throws -> RootReference<K.Value> {
    let keyDescription = String(describing: key)
    let result: Unchecked<K.Value?> = try await withCheckedThrowingContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(
          key: keyDescription,
          { continuation.resume(with: $0.map(Unchecked.init)) },
          onLeak: { continuation.resume(returning: Unchecked(nil)) }  // As if nothing were stored.
        )
      )
    }
    guard let loaded = result.value else {
      throw NothingStored(keyDescription: keyDescription)
    }
    // The key has just loaded: the reference does not load again. A holder that already shares
    // the key's value keeps its reference, and its load error (if any) is thrown.
    let reference = PersistentReferences.reference(for: key, initialValue: { loaded }, skipInitialLoad: true)
    if let loadError = reference.loadError { throw loadError }
    return reference
  }

  /// The key loaded no value.
  struct NothingStored: Error, CustomStringConvertible {
    let keyDescription: String
    var description: String { "No value is stored for \(keyDescription)." }
  }
}

/// How two shared values compare.
enum SharedComparison {
  /// Whether the two hold equal values. While a change tracker asserts, one shared value compared
  /// with itself (or with one derived from the same place of the same root, as a copy of a test
  /// store's state holds it) compares its asserted value with its actual one, and counts as
  /// checked.
  static func areEqual<Value: Equatable>(
    _ lhs: any ReaderReference<Value>, _ rhs: any ReaderReference<Value>
  ) -> Bool {
    if let tracker = SharedChangeTracker.asserting, lhs.identity == rhs.identity {
      tracker.markChecked(root: lhs.rootIdentity)
      let isEqual = lhs.value == rhs.actualValue
      if !isEqual { tracker.noteMismatch(root: lhs.rootIdentity) }
      return isEqual
    }
    return lhs.value == rhs.value
  }

  /// The values a difference shows for a shared value compared with itself: the asserted one
  /// (recorded, while a change tracker asserts) and the actual one. A pair that differs while a
  /// tracker asserts is noted, so a test store's report can name the effect behind it.
  static func diffValues<Value>(_ reference: any ReaderReference<Value>) -> (Any, Any) {
    let asserted = reference.value
    let actual = reference.actualValue
    if let tracker = SharedChangeTracker.asserting, !isEqual(asserted, actual) {
      tracker.noteMismatch(root: reference.rootIdentity)
    }
    return (asserted, actual)
  }
}
