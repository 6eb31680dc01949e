import Observation

/// The observation machinery stored in every `@ObservableState` struct, as `_$observationRegistrar`.
///
/// Generated accessors call it: a getter registers an access (so `withObservationTracking` and SwiftUI
/// see which fields a view read), a setter or an in-place change notifies the observers of that field.
/// It holds the state's identity (``ObservableStateID``) and an Observation registrar that copies of the
/// state share.
///
/// Changes notify only inside a store's reducer pass; a change made anywhere else gives the changed
/// value a new identity instead, so mutating a copy never notifies the observers of a store's state.
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

  /// Gives the state a new identity, keeping its observers.
  public mutating func _$willModify() {
    id = ObservableStateID()
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

  /// Prepares a setter: returns whether the new value must be notified (inside a store's pass, when it
  /// is not the same as the old one); outside a store's pass it gives the state a new identity.
  ///
  /// Generated setters call it before storing the value, then ``didSet(_:keyPath:_:)``.
  public mutating func willSet<Member>(
    _ oldValue: Member, _ newValue: Member, _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Bool {
    guard LiveMutation.isActive else {
      id = ObservableStateID()
      return false
    }
    return !isIdentityEqual(oldValue, newValue)
  }

  /// Finishes a setter: notifies the observers of the field when ``willSet(_:_:_:)`` said so.
  public func didSet<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ notify: Bool
  ) {
    if notify { self.notify(subject, keyPath: keyPath) }
  }

  /// Prepares an in-place change (`_modify`): returns what the field looked like before, or `nil` when
  /// the change happens outside a store's pass (which gives the state a new identity).
  public mutating func willModify<Member>(_ baseline: _$ModifyBaseline<Member>) -> _$ModifyBaseline<Member>? {
    guard LiveMutation.isActive else {
      id = ObservableStateID()
      return nil
    }
    return baseline
  }

  /// Finishes an in-place change: notifies the observers of the field unless it provably did not
  /// change (same state identity, same plain bits).
  public func didModify<Subject: ObservableState, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ before: _$ModifyBaseline<Member>?, _ after: _$ModifyBaseline<Member>
  ) {
    guard let before, !before.matches(after) else { return }
    notify(subject, keyPath: keyPath)
  }

  /// Notifies the observers of the field at `keyPath`.
  public func notify<Subject: ObservableState, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
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
