import Foundation

/// The live references of persisted values, by key: two holders of equal keys share one reference
/// for as long as either holds it.
///
/// The table is only ever touched for a lookup or an insertion: the default value, the key's first
/// load and its subscription run with no access to the table in progress, because any of them may
/// itself create shared values (a model whose default holds a `@Shared` of its own).
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

  /// The reference for `key`, created (and loaded, unless `skipInitialLoad`) when no holder has it.
  ///
  /// A key that can save (a ``SharedKey``) makes a reference that saves, whoever creates it first: a
  /// `@SharedReader` of a key may come before the `@Shared` that writes through it.
  static func reference<K: SharedReaderKey>(
    for key: K,
    initialValue: () -> K.Value,
    skipInitialLoad: Bool = false
  ) -> RootReference<K.Value> {
    let type = (key as? any WrappingKey)?.storageKeyType ?? ObjectIdentifier(K.self)
    let cacheKey = Key(type: type, id: AnyHashable(key.id))
    if let existing = references.withLock({ $0[cacheKey]?.reference as? RootReference<K.Value> }) {
      return existing
    }
    // Outside the table's lock: this runs user code (the default, the key's load and subscribe).
    // A key that can tell what it stores spares the declared value (`= expensive()`), as long as
    // it stores one.
    let start = (key as? any StoredValueKey<K.Value>)?.storedValue()?.value ?? initialValue()
    let created = RootReference(
      key: key, initialValue: start, save: saver(for: key),
      exclusiveMutation: (key as? any ExclusiveMutationKey<K.Value>)?.exclusiveMutation(),
      skipInitialLoad: skipInitialLoad
    )
    return references.withLock { references in
      // The default may have created a holder of this very key; the first reference stays.
      if let existing = references[cacheKey]?.reference as? RootReference<K.Value> {
        return existing
      }
      references[cacheKey] = Weak(created)
      if references.count.isMultiple(of: 64) {
        references = references.filter { $0.value.reference != nil }
      }
      return created
    }
  }

  /// How the reference of `key` saves: through the key when it is a ``SharedKey``, else not at all.
  private static func saver<K: SharedReaderKey>(
    for key: K
  ) -> (@Sendable (K.Value, SaveContext, SaveContinuation) -> Void)? {
    guard let writable = key as? any SharedKey<K.Value> else { return nil }
    return { writable.save($0, context: $1, continuation: $2) }
  }
}

/// A key that can tell, at once and without side effects, the value it stores.
protocol StoredValueKey<Value> {
  associatedtype Value
  /// The stored value, or `nil` when none is stored (a stored `nil` is `StoredValue(value: nil)`).
  func storedValue() -> StoredValue<Value>?
}

/// A value a key stores.
struct StoredValue<Value> {
  let value: Value
}

extension _SharedKeyDefault: StoredValueKey {
  func storedValue() -> StoredValue<Base.Value>? {
    (base as? any StoredValueKey<Base.Value>)?.storedValue()
  }
}

/// A key whose storage other processes may write at the same time (a file): each mutation of its
/// holders runs under the storage's lock, on what the storage holds then.
protocol ExclusiveMutationKey<Value> {
  associatedtype Value
  /// What to do around each mutation; `nil` when the storage is not shared (an in-memory one).
  func exclusiveMutation() -> ExclusiveMutation<Value>?
}

extension _SharedKeyDefault: ExclusiveMutationKey {
  func exclusiveMutation() -> ExclusiveMutation<Base.Value>? {
    (base as? any ExclusiveMutationKey<Base.Value>)?.exclusiveMutation()
  }
}
