import Foundation

/// The live references of persisted values, by key: two holders of equal keys share one reference
/// for as long as either holds it.
enum PersistentReferences {
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let id: AnyHashable
  }

  private final class Weak: @unchecked Sendable {
    weak var reference: AnyObject?
    init(_ reference: AnyObject) { self.reference = reference }
  }

  private static let references = LockedValue<[Key: Weak]>([:])

  /// The reference for `key`, created (and loaded) when no holder has it.
  static func reference<K: SharedReaderKey>(
    for key: K,
    initialValue: () -> K.Value,
    save: (@Sendable (K.Value, SaveContext, SaveContinuation) -> Void)?
  ) -> RootReference<K.Value> {
    let type = (key as? any WrappingKey)?.storageKeyType ?? ObjectIdentifier(K.self)
    let cacheKey = Key(type: type, id: AnyHashable(key.id))
    return references.withLock { references in
      if let existing = references[cacheKey]?.reference as? RootReference<K.Value> {
        return existing
      }
      let reference = RootReference(key: key, initialValue: initialValue(), save: save)
      references[cacheKey] = Weak(reference)
      if references.count.isMultiple(of: 64) {
        references = references.filter { $0.value.reference != nil }
      }
      return reference
    }
  }

  static func reference<K: SharedKey>(for key: K, initialValue: () -> K.Value) -> RootReference<K.Value> {
    reference(for: key, initialValue: initialValue, save: { key.save($0, context: $1, continuation: $2) })
  }
}
