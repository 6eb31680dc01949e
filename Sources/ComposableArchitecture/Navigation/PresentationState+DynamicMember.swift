extension PresentationState {
  /// The presentation of one case of an enum destination: presenting that case's state when the
  /// destination is in that case, nothing otherwise.
  ///
  /// ```swift
  /// state.$destination.alert  // PresentationState<AlertState<Destination.Alert>>
  /// ```
  public subscript<Case>(
    dynamicMember keyPath: CaseKeyPath<State, Case>
  ) -> PresentationState<Case> where State: CasePathable {
    PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// The presentation of a member of the presented state: presenting the member's value while
  /// the state is presented, nothing otherwise.
  ///
  /// ```swift
  /// state.$detail.title  // PresentationState<String>
  /// ```
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<State, Member>
  ) -> PresentationState<Member> {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }
}
