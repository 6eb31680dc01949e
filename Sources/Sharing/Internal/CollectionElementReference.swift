import Foundation
import IssueReporting

/// An element of a shared collection, by position (`Array($items)`, `for item in $items`).
///
/// While the collection has an element at its position, it reads and writes that element. The first
/// time it finds none there (the element was removed, the collection cleared), it detaches for good:
/// it keeps the last value it read or wrote, a write changes that value only, and the collection is
/// never touched again through it. So a stale element reference never traps on a missing index, and
/// never writes into whatever element later lands at its old position.
final class CollectionElementReference<Base: MutableCollection & RandomAccessCollection>: MutableReference,
  @unchecked Sendable
{
  typealias Value = Base.Element

  private let base: any MutableReference<Base>
  private let position: Base.Index
  /// The last value seen, and whether the element is gone from the collection.
  private let state: LockedValue<(lastValue: Value, isDetached: Bool)>
  /// Held while a detached element is mutated: two writers never lose each other's update.
  private let detachedMutation = NSRecursiveLock()

  init(base: any MutableReference<Base>, position: Base.Index, value: Value) {
    self.base = base
    self.position = position
    self.state = LockedValue((value, false))
  }

  var value: Value {
    if state.withLock({ $0.isDetached }) { return state.withLock { $0.lastValue } }
    if SharedChangeTracker.asserting != nil {
      // The recorded collection's element, read without detaching: an assertion changes nothing.
      let collection = base.value
      guard collection.indices.contains(position) else { return actualValue }
      return collection[position]
    }
    let collection = base.value
    return state.withLock { state in
      guard !state.isDetached, collection.indices.contains(position) else {
        state.isDetached = true
        return state.lastValue
      }
      state.lastValue = collection[position]
      return state.lastValue
    }
  }

  var actualValue: Value {
    let collection = base.actualValue
    return state.withLock { state in
      guard !state.isDetached, collection.indices.contains(position) else { return state.lastValue }
      return collection[position]
    }
  }
  var rootIdentity: ObjectIdentifier { base.rootIdentity }
  var identity: AnyHashable { AnyHashable(ObjectIdentifier(self)) }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { base.saveError }
  func load() async throws { try await base.load() }
  func save() async throws { try await base.save() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let isAsserting = SharedChangeTracker.asserting != nil
    if !state.withLock({ $0.isDetached }), base.value.indices.contains(position) {
      return try base.withLock { collection in
        // Checked again under the collection's lock: another holder may have removed it meanwhile.
        guard collection.indices.contains(position) else {
          return try mutateDetached(body)
        }
        let result = try body(&collection[position])
        // While a change tracker asserts, the collection is its recorded value: the element kept
        // stays the actual one's.
        if !isAsserting {
          let element = collection[position]
          state.withLock { $0.lastValue = element }
        }
        return result
      }
    }
    return try mutateDetached(body)
  }

  /// Mutates the kept value. `body` mutates a copy, stored when it ends: reading this element inside
  /// `body` reads the kept value, and is no overlapping access to it.
  private func mutateDetached<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if SharedChangeTracker.asserting != nil {
      // An assertion has no recorded value to change here, and never changes the actual one.
      var copy = state.withLock { $0.lastValue }
      return try body(&copy)
    }
    detachedMutation.lock()
    defer { detachedMutation.unlock() }
    var working = state.withLock { state in
      state.isDetached = true
      return state.lastValue
    }
    defer { state.withLock { $0.lastValue = working } }
    return try body(&working)
  }

  var innerDescription: String { "\(base.innerDescription)[\(position)]" }
}
