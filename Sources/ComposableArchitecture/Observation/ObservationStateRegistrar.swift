import Observation

/// The observation machinery stored in every `@ObservableState` struct, as `_$observationRegistrar`.
///
/// Generated accessors call it: a getter registers an access (so `withObservationTracking` and SwiftUI
/// see which fields a view read), a setter or an in-place change notifies the observers of that field.
/// It holds the state's identity (``ObservableStateID``) and an Observation registrar that copies of the
/// state share.
///
/// A change notifies the observers of the field wherever it is made, inside a store or on a plain value,
/// as TCA does; assigning a value that is the same (an equal plain value, the same child state) notifies
/// nobody. Outside a store the changed state also gets a new identity, so that a copy changed elsewhere
/// is told apart from the state it was copied from when it is put back; a change made through a parent
/// (`parent.child.count += 1`) still reads, to the parent, as the same child changed in place (see
/// `InPlaceIdentityLog`). Inside a `TestStore`'s assertion closures changes notify nobody.
///
/// Every registrar equals every other, hashes to nothing and encodes to nothing, so the conformances
/// a state synthesizes (`Equatable`, `Hashable`, `Codable`) ignore it.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that stores this registrar.
  public private(set) var id = ObservableStateID()

  /// The registrar observers subscribe to; shared by copies of the state.
  @usableFromInline let registrar = ObservationRegistrar()

  /// Creates the registrar of a new state, with a new identity.
  public init() {}

  /// Gives the state a new identity, keeping its observers. A parent holding the state sees another
  /// state there (the change is not one made in place).
  public mutating func _$willModify() {
    id = ObservableStateID()
  }

  /// Gives the state a new identity because it changes in place outside a store, and records it for
  /// the field access that contains the change (see ``InPlaceIdentityLog``).
  mutating func changeIdentityInPlace() {
    let old = id
    id = ObservableStateID()
    InPlaceIdentityLog.record(from: old, to: id)
  }

  /// Registers a read of the field at `keyPath` of `subject`, for observation tracking.
  @inlinable
  public func access<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    _registerAccess(subject, keyPath: keyPath)
    if _StateReadRecording.isActive { _StateReadRecording.record(self, subject, keyPath) }
  }

  /// What ``access(_:keyPath:)`` registers, without recording the read: also how a recorded read is
  /// registered again.
  @inlinable
  public func _registerAccess<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
    #if DEBUG
      _recordPassRead(keyPath)
    #endif
  }

  /// Prepares a setter: returns whether the new value must be notified (when it is not the same as the
  /// old one, and not inside a `TestStore`'s assertion). A change outside a store's pass also gives the
  /// state a new identity.
  ///
  /// Generated setters call it before storing the value, then ``didSet(_:keyPath:_:)``.
  @inlinable
  public mutating func willSet<Member>(
    _ oldValue: Member, _ newValue: Member, _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    // Inside a store's pass (the hot path, inlined): notify unless the value is the same.
    if _$isInStorePass() { return !isIdentityEqual(oldValue, newValue) }
    return _willSetOutsidePass(oldValue, newValue, isIdentityEqual)
  }

  @usableFromInline
  mutating func _willSetOutsidePass<Member>(
    _ oldValue: Member, _ newValue: Member, _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    switch LiveMutation.mode {
    case .pass:
      return !isIdentityEqual(oldValue, newValue)
    case .outside:
      guard !isIdentityEqual(oldValue, newValue) else { return false }
      changeIdentityInPlace()
      return true
    case .detached:
      id = ObservableStateID()
      return false
    }
  }

  /// Finishes a setter: notifies the observers of the field when ``willSet(_:_:_:)`` said so.
  @inlinable
  public func didSet<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ notify: Bool
  ) {
    if notify { self.notify(subject, keyPath: keyPath) }
  }

  /// Prepares an in-place change (`_modify`): returns what the field looked like before. Outside a
  /// store's pass the state gets a new identity and the change is logged (see
  /// `InPlaceIdentityLog`); inside a `TestStore`'s assertion the state gets a new identity and nobody
  /// will be notified.
  @inlinable
  public mutating func willModify<Member>(_ baseline: _$ModifyBaseline<Member>) -> _$ModifyAccess<Member> {
    if _$isInStorePass() { return _$ModifyAccess(baseline: baseline, isLogged: false) }
    // Built here, where `Member` is known: the generic types need no lookup at run time.
    switch _willModifyOutsidePass() {
    case .unlogged: return _$ModifyAccess(baseline: baseline, isLogged: false)
    case .logged: return _$ModifyAccess(baseline: baseline, isLogged: true)
    case .silent: return _$ModifyAccess(baseline: nil, isLogged: false)
    }
  }

  /// What ``willModify(_:)`` does outside a store's pass, whatever the field's type.
  @usableFromInline
  mutating func _willModifyOutsidePass() -> _$ModifyKind {
    switch LiveMutation.mode {
    case .pass:
      return .unlogged
    case .outside:
      changeIdentityInPlace()
      InPlaceIdentityLog.open()
      return .logged
    case .detached:
      id = ObservableStateID()
      return .silent
    }
  }

  /// Finishes an in-place change: notifies the observers of the field unless it provably did not
  /// change (the same state, changed in place or not at all; the same plain bits).
  @inlinable
  public func didModify<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ access: _$ModifyAccess<Member>, _ after: _$ModifyBaseline<Member>
  ) {
    guard let before = access.baseline else { return }
    if access.isLogged {
      guard !_$matchesClosingLog(before, after) else { return }
    } else {
      guard !before.matches(after) else { return }
    }
    notify(subject, keyPath: keyPath)
  }

  /// Notifies the observers of the field at `keyPath`.
  public func notify<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

/// What an in-place change of a field (`_modify`) started from: what ``ObservationStateRegistrar``'s
/// `willModify` returns for the matching `didModify`.
public struct _$ModifyAccess<Value> {
  /// What the field looked like before, or `nil` when the change must notify nobody.
  @usableFromInline let baseline: _$ModifyBaseline<Value>?
  /// Whether the access opened a frame of ``InPlaceIdentityLog`` (outside a store's pass).
  @usableFromInline let isLogged: Bool

  @inlinable
  init(baseline: _$ModifyBaseline<Value>?, isLogged: Bool) {
    self.baseline = baseline
    self.isLogged = isLogged
  }
}

/// How an in-place change outside a store's pass is tracked (see `willModify`).
@usableFromInline
enum _$ModifyKind {
  /// Compared with its baseline afterwards.
  case unlogged
  /// Compared with its baseline afterwards, through a frame of ``InPlaceIdentityLog``.
  case logged
  /// Notified to nobody (inside a `TestStore`'s assertion).
  case silent
}

/// Whether the current thread runs a store's reducer pass (see ``LiveMutation``).
@usableFromInline
func _$isInStorePass() -> Bool {
  LiveMutation.isActive
}

/// Closes the innermost frame of ``InPlaceIdentityLog`` and tells whether `after` is `before` once the
/// identities logged in it are mapped back.
@inlinable
func _$matchesClosingLog<Value>(_ before: _$ModifyBaseline<Value>, _ after: _$ModifyBaseline<Value>) -> Bool {
  before.matches(after, mappingBack: _$closeInPlaceLog())
}

/// Closes the innermost frame of ``InPlaceIdentityLog``, returning it.
@usableFromInline
func _$closeInPlaceLog() -> [UInt64: UInt64]? {
  InPlaceIdentityLog.close()
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Always `true`: the registrar is not part of a state's value.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Adds nothing: the registrar is not part of a state's value.
  public func hash(into hasher: inout Hasher) {}

  /// A new registrar; nothing is read.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Writes nothing.
  public func encode(to encoder: any Encoder) throws {}
}
