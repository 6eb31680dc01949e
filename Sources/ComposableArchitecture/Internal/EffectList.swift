import Foundation

/// The children of a merge or a concatenation.
///
/// Building effects in a loop (`effect = effect.merge(with: next)`,
/// `effect = .concatenate(effect, next)`) appends one child to a list many effects share: each
/// effect sees only the first `length` elements of an append-only buffer, so the effect built by
/// the append can reuse the buffer in place when nobody has appended past its end yet. Building
/// `n` effects this way is linear, not quadratic; every effect keeps the children it was built
/// with.
@usableFromInline
struct EffectList<Action>: Sequence, @unchecked Sendable {
  private let storage: Storage
  /// How many of the buffer's elements belong to this list.
  @usableFromInline let length: Int

  private init(storage: Storage, length: Int) {
    self.storage = storage
    self.length = length
  }

  /// A list of `effects`.
  @usableFromInline
  init(_ effects: [Effect<Action>]) {
    self.init(storage: Storage(effects), length: effects.count)
  }

  /// The empty list.
  init() {
    self.init([])
  }

  /// This list's children, as an array slice.
  @usableFromInline
  var elements: ArraySlice<Effect<Action>> {
    storage.prefix(length)
  }

  @usableFromInline
  func makeIterator() -> ArraySlice<Effect<Action>>.Iterator {
    elements.makeIterator()
  }

  /// The buffer this list reads (lists built by appending in place share it).
  var bufferIdentity: ObjectIdentifier {
    ObjectIdentifier(storage)
  }

  /// The list with `effect` appended: in place when this list ends where the buffer ends.
  @usableFromInline
  func appending(_ effect: Effect<Action>) -> Self {
    if storage.append(effect, ifCountIs: length) {
      return Self(storage: storage, length: length + 1)
    }
    var copy = Array(elements)
    copy.append(effect)
    return Self(copy)
  }

  /// The list with `other`'s children appended.
  @usableFromInline
  func appending(contentsOf other: Self) -> Self {
    let tail = other.elements
    if storage.append(contentsOf: tail, ifCountIs: length) {
      return Self(storage: storage, length: length + tail.count)
    }
    var copy = Array(elements)
    copy.append(contentsOf: tail)
    return Self(copy)
  }

  /// The append-only buffer. Appends and reads take its lock, so effects built on different
  /// threads from the same effect never see each other's children.
  private final class Storage: @unchecked Sendable {
    private let lock = NSLock()
    private var effects: [Effect<Action>]

    init(_ effects: [Effect<Action>]) {
      self.effects = effects
    }

    func prefix(_ length: Int) -> ArraySlice<Effect<Action>> {
      lock.lock()
      defer { lock.unlock() }
      return effects[..<length]
    }

    func append(_ effect: Effect<Action>, ifCountIs count: Int) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      guard effects.count == count else { return false }
      effects.append(effect)
      return true
    }

    func append(contentsOf tail: ArraySlice<Effect<Action>>, ifCountIs count: Int) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      guard effects.count == count else { return false }
      effects.append(contentsOf: tail)
      return true
    }
  }
}
