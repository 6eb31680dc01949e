import CustomDump

/// The state of a feature presented by another (a sheet, an alert, a drill-down): an optional child
/// state that the parent's reducer can dismiss, and that tracks what is presented so the child's
/// effects end with it.
///
/// Declare it with ``Presents()`` in an `@ObservableState` struct, and integrate the child with
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,()->CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in … }
///     .ifLet(\.$destination, action: \.destination)
/// }
/// ```
///
/// Two presentation states are equal when their presented values are.
///
/// The presented value is stored in a box, shared by copies until one of them changes (copy on
/// write): a feature can present itself (`@Presents var child: State?` inside `State`), copying a
/// presentation state copies one reference, and two copies that share their box are equal without
/// comparing what they present.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  /// The box holding the presented state and the presentation's bookkeeping; shared between copies
  /// until one of them changes.
  private var storage: PresentationStorage<State>

  /// A presentation state presenting `wrappedValue`, or nothing.
  public init(wrappedValue: State?) {
    self.storage = PresentationStorage(value: wrappedValue, presentedID: nil)
  }

  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { storage.value }
    set { uniqueStorage().value = newValue }
    _modify { yield &uniqueStorage().value }
  }

  /// The identity of what the presentation reducer last saw presented (and started the lifetime of).
  /// Not part of equality: it is bookkeeping, not state.
  var presentedID: ChildIdentity? {
    get { storage.presentedID }
    set { uniqueStorage().presentedID = newValue }
  }

  /// Whether `self` and `other` share their box (so they are the same presentation).
  func sharesStorage(with other: Self) -> Bool {
    storage === other.storage
  }

  /// The box, copied first if another presentation state shares it; about to be written to.
  private mutating func uniqueStorage() -> PresentationStorage<State> {
    if !isKnownUniquelyReferenced(&storage) {
      storage = PresentationStorage(copying: storage)
    }
    storage.writes &+= 1
    return storage
  }

  /// Whether `self` is `previous` changed in place: it shares `previous`'s box, or its box is the
  /// copy that a change made of `previous`'s box, which has not changed since.
  ///
  /// A change through a key path (`state[keyPath: \.$destination].wrappedValue`, what `ifLet`
  /// does) reads the presentation, changes the copy (which copies its box) and writes it back: the
  /// result derives from what it replaces, and the presented state's own fields notified their
  /// observers of what changed. Checked in constant time, so that a feature presenting itself does
  /// not compare every level below the one it writes back.
  func isDerived(from previous: Self) -> Bool {
    storage === previous.storage
      || (storage.origin == previous.storage.serial && storage.originWrites == previous.storage.writes)
  }

  /// The presentation state itself: `$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Reads and writes the presented state in a case of an enum destination: `$destination[case:
  /// \.sheet]`.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    get { wrappedValue.flatMap { AnyCasePath(path).extract(from: $0) } }
    set {
      guard let newValue, wrappedValue.flatMap({ AnyCasePath(path).extract(from: $0) }) != nil else {
        return
      }
      wrappedValue = AnyCasePath(path).embed(newValue)
    }
  }
}

/// What a ``PresentationState`` holds, in a box its copies share until one of them changes.
///
/// Its fields are accessed without dynamic exclusivity checks: they are only reached through
/// ``PresentationState``, whose accessors never overlap a read with a write of the same box (a write
/// first makes the box unique), and a check would cost the number of accesses in progress, which a
/// feature presenting itself nests once per level (comparing, reducing).
private final class PresentationStorage<State> {
  @exclusivity(unchecked) var value: State?
  @exclusivity(unchecked) var presentedID: ChildIdentity?
  /// This box's serial number: unique among every box ever created.
  let serial: UInt64
  /// The serial of the box this one was copied from (to be changed), if any.
  let origin: UInt64?
  /// How many writes the box this one was copied from had had then.
  let originWrites: UInt64
  /// How many times the box was written to (made unique for a change).
  @exclusivity(unchecked) var writes: UInt64 = 0

  init(value: State?, presentedID: ChildIdentity?) {
    self.value = value
    self.presentedID = presentedID
    self.serial = PresentationSerials.next()
    self.origin = nil
    self.originWrites = 0
  }

  init(copying other: PresentationStorage) {
    self.value = other.value
    self.presentedID = other.presentedID
    self.serial = PresentationSerials.next()
    self.origin = other.serial
    self.originWrites = other.writes
  }

  deinit {
    // What the box presents may present more, thousands of levels down: released in a loop past
    // the depth a thread's stack holds, not one `deinit` inside another.
    if value != nil, !hasSufficientStack() {
      DeferredRelease.release(boxing: &value)
    }
  }
}

/// The serial numbers of presentation boxes.
private enum PresentationSerials {
  private static let counter = ShortLocked<UInt64>(0)

  static func next() -> UInt64 {
    counter.withLock {
      $0 &+= 1
      return $0
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are equal; two copies sharing their box are equal without
  /// comparing them.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.sharesStorage(with: rhs) { return true }
    // A feature presenting itself compares one level inside another: the deepest levels compare on
    // a fresh stack.
    return withSufficientStack { lhs.wrappedValue == rhs.wrappedValue }
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented state (or `nil`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(wrappedValue: container.decodeNil() ? nil : try container.decode(State.self))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented state (or `nil`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue {
      try container.encode(wrappedValue)
    } else {
      try container.encodeNil()
    }
  }
}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the presented state: a presentation state is invisible in dumps and diffs.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented state.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
