import Observation

extension ObservationStateRegistrar {
  /// Sets a field to `newValue`, notifying the field's observers unless the new value is the same
  /// as the old one (`isIdentityEqual`) or `shouldNotifyObservers` says not to.
  ///
  /// The shape of the setters TCA's `@ObservableState` generates, for accessors written by hand:
  ///
  /// ```swift
  /// var count: Int {
  ///   get { _$observationRegistrar.access(self, keyPath: \.count); return _count }
  ///   set {
  ///     _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, ==)
  ///   }
  /// }
  /// ```
  ///
  /// A change outside a store gives the state a new identity, as the generated setters do.
  public mutating func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    let notifies = willSet(value, newValue, isIdentityEqual) && shouldNotifyObservers(value, newValue)
    value = newValue
    if notifies { notifyObservers(of: subject, keyPath: keyPath) }
  }

  /// Starts an in-place change of a field: returns the value before the change, for
  /// ``didModify(_:keyPath:_:_:_:_:)``.
  ///
  /// ```swift
  /// _modify {
  ///   let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
  ///   defer {
  ///     _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, ==)
  ///   }
  ///   yield &_count
  /// }
  /// ```
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member
  }

  /// Starts an in-place change of a field holding observable state: the state gets a new identity
  /// (a parent holding it sees it changed), and the value before the change is returned.
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// Finishes an in-place change of a field: notifies its observers unless the value is the same
  /// as `oldValue` (`isIdentityEqual`) or `shouldNotifyObservers` says not to.
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    guard !isIdentityEqual(oldValue, member), shouldNotifyObservers(oldValue, member) else { return }
    notifyObservers(of: subject, keyPath: keyPath)
  }

  /// Tells the observers of the field at `keyPath` of `subject` that it changed.
  private func notifyObservers<Subject: Observable, Member>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}
