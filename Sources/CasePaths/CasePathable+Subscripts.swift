import IssueReporting

extension CasePathable {
  /// The associated value at a case key path, or `nil` when this value is in another case.
  ///
  /// Assigning through the subscript replaces the associated value only when this value is already
  /// in that case; otherwise the assignment does nothing (use `self = path(value)` to change the
  /// case). Assigning `nil` changes nothing: optional chaining such as `e[case: \.a]? += 1` writes
  /// `nil` back whenever the value is in another case.
  ///
  /// ```swift
  /// var e = SomeEnum.someCase(12)
  /// e[case: \.someCase]        // Optional(12)
  /// e[case: \.anotherCase]     // nil
  ///
  /// e[case: \.someCase] = 24     // e is .someCase(24)
  /// e[case: \.someCase]? += 1    // e is .someCase(25)
  /// e[case: \.anotherCase] = "!"  // e is still .someCase(25)
  /// ```
  ///
  /// - Parameter keyPath: A case key path.
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get {
      _CasePathCache.shared.casePath(keyPath).extract(from: self)
    }
    set {
      // Optional chaining writes back `nil` whenever the getter returned `nil`, so `nil` is the
      // normal "nothing to write" signal, not a request to leave the case.
      guard let newValue else { return }
      let path = _CasePathCache.shared.casePath(keyPath)
      guard path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }

  /// The associated value at a partial case key path, type-erased, or `nil` when this value is in
  /// another case.
  ///
  /// - Parameter keyPath: A partial case key path.
  @_disfavoredOverload
  public subscript(case keyPath: PartialCaseKeyPath<Self>) -> Any? {
    _CasePathCache.shared.partialCasePath(keyPath)?.extract(self)
  }

  /// Whether this value is in the case of a case key path.
  ///
  /// ```swift
  /// let action = UserAction.home(.onAppear)
  /// action.is(\.home)      // true
  /// action.is(\.settings)  // false
  /// ```
  ///
  /// - Parameter keyPath: A case key path.
  /// - Returns: `true` when the key path extracts a value from this value.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    self[case: keyPath] != nil
  }

  /// Mutates the associated value at a case key path in place.
  ///
  /// When this value is in another case nothing changes and an issue is reported, so check the
  /// case first where it can differ:
  ///
  /// ```swift
  /// var result = Result<String, any Error>.success("Blob")
  /// result.modify(\.success) { $0 += ", Jr." }
  /// // result is .success("Blob, Jr.")
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A case key path to the associated value.
  ///   - yield: A closure given mutable access to the associated value.
  ///   - fileID: The file ID of the call, for the report.
  ///   - filePath: The file path of the call, for the report.
  ///   - line: The line of the call, for the report.
  ///   - column: The column of the call, for the report.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = _CasePathCache.shared.casePath(keyPath)
    guard var value = path.extract(from: self) else {
      reportIssue(
        """
        Can't modify '\(self)' via 'CaseKeyPath<\(Self.self), \(Value.self)>' \
        (aka '\(path.keyPathDescription ?? "\(keyPath)")')
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    yield(&value)
    self = path.embed(value)
  }

  /// The associated value of a case, read and written as a property; enabled by marking the enum
  /// `@dynamicMemberLookup`.
  ///
  /// Reading gives `nil` when the value is in another case. Writing replaces the associated value
  /// only when the value is already in that case, which makes optional chaining write through:
  ///
  /// ```swift
  /// @CasePathable @dynamicMemberLookup
  /// enum Destination {
  ///   case sheet(SheetState)
  ///   case alert(String)
  /// }
  ///
  /// state.destination?.sheet?.count = 2  // changes the count only while the sheet is shown
  /// destination.alert                    // Optional("…") or nil
  /// ```
  ///
  /// Assigning `nil` changes nothing: optional chaining writes `nil` back whenever the value is in
  /// another case.
  ///
  /// - Parameter keyPath: A key path to a case path property of ``CasePathable/AllCasePaths``.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<AllCasePaths, AnyCasePath<Self, Member>>
  ) -> Member? {
    get {
      Self.allCasePaths[keyPath: keyPath].extract(from: self)
    }
    set {
      // See `subscript(case:)`: optional chaining writes `nil` back after a `nil` read.
      guard let newValue else { return }
      let path = Self.allCasePaths[keyPath: keyPath]
      guard path.extract(from: self) != nil else { return }
      self = path.embed(newValue)
    }
  }
}
