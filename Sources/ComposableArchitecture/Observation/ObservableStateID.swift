/// The identity of an observable state value.
///
/// Copies of a state share its identity until one of them is changed outside a store (then the changed
/// one gets a new identity), and a newly created state has a new identity. The architecture compares identities
/// to tell "the same child state, changed in place" (its own fields notify their observers) from "a
/// different child state" (observers of the field holding it are notified).
///
/// ```swift
/// let a = Counter.State()
/// var b = a
/// a._$id == b._$id   // true: a copy
/// b.count += 1       // outside a store: `b` is now a different state (observers of `a.count`,
///                    // which copies share, are notified)
/// a._$id == b._$id   // false
/// ```
///
/// An enum state's identity is its case, combined with the identity of the case's state payload.
public struct ObservableStateID: Hashable, Sendable {
  /// The instance identity, unique in the process; `0` for an identity made only of enum case tags.
  /// A number rather than an object, so that copying a state (and every state nested in it) retains
  /// nothing for its identity.
  let token: UInt64
  /// The enum case tags applied to this identity, innermost first, packed one byte each.
  private let tags: UInt64

  private init(token: UInt64, tags: UInt64) {
    self.token = token
    self.tags = tags
  }

  /// A new, unique identity.
  public init() {
    self.init(token: IdentityCounter.next(), tags: 0)
  }

  /// The identity of an enum state in the case numbered `tag` (in declaration order), whose payload
  /// has this identity.
  ///
  /// ```swift
  /// // case counter(Counter.State):
  /// state._$id._$tag(0)
  /// ```
  public func _$tag(_ tag: Int) -> Self {
    // One byte per level; deeper nesting folds the excess into the low bits (identities stay equal
    // for equal paths, and differ for different paths except in pathological nesting).
    let byte = UInt64(truncatingIfNeeded: tag &+ 1) & 0xFF
    let shifted = tags >> 56 == 0 ? tags << 8 : (tags &* 31)
    return Self(token: token, tags: shifted | byte)
  }

  /// The identity of an enum state in the case numbered `tag` whose payload is not an observable
  /// state: equal for every value of a case without payload.
  public static func _$case(_ tag: Int) -> Self {
    Self(token: 0, tags: 0)._$tag(tag)
  }

  /// One identity standing for a sequence of identities (a collection's states, in order), each mapped
  /// back through `frame` first: equal for equal sequences (a different sequence gives a different
  /// digest but for a 64-bit hash collision).
  init(digesting identities: some Sequence<ObservableStateID>, mappedBackThrough frame: [UInt64: UInt64]?) {
    var hasher = Hasher()
    var count: UInt64 = 0
    for identity in identities {
      let identity = frame.map { identity.mappedBack(through: $0) } ?? identity
      hasher.combine(identity)
      count &+= 1
    }
    // A token of 0 means "no instance"; digests are told from instance identities by their tags.
    self.init(token: UInt64(bitPattern: Int64(hasher.finalize())), tags: ~count)
  }

  /// This identity with its instance number mapped through `frame` (see ``InPlaceIdentityLog``):
  /// the identity the state had before it changed in place.
  func mappedBack(through frame: [UInt64: UInt64]) -> Self {
    guard let original = frame[token] else { return self }
    return Self(token: original, tags: tags)
  }

  /// Two identities are equal when they name the same state instance in the same enum cases.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.token == rhs.token && lhs.tags == rhs.tags
  }

  /// Hashes the instance and the case tags.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(token)
    hasher.combine(tags)
  }
}
