import IssueReporting

extension Optional: CasePathable, CasePathIterable {
  /// The case paths of `Optional`: `none` and `some`, plus direct access to the wrapped enum's
  /// cases when `Wrapped` is case-pathable.
  ///
  /// ```swift
  /// let some: CaseKeyPath<Int?, Int> = \.some
  /// let home: CaseKeyPath<UserAction?, HomeAction> = \.home  // same as \.some.home
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: CasePathReflectable, Sendable, Sequence {
    /// Returns the case key path of the case `root` is in.
    public subscript(root: Optional) -> PartialCaseKeyPath<Optional> {
      switch root {
      case .none: return \.none
      case .some: return \.some
      }
    }

    /// The case path of the absence of a value.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(
        name: .literal("none"),
        embed: { .none },
        extract: { root in
          guard case .none = root else { return nil }
          return ()
        }
      )
    }

    /// The case path of the presence of a value.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(
        name: .literal("some"),
        embed: { .some($0) },
        extract: { $0 }
      )
    }

    /// The case path of a case of the wrapped enum, through `some`.
    ///
    /// Extraction gives `.some(value)` when the optional holds a value in that case; embedding
    /// `nil` gives `nil`.
    @_disfavoredOverload
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
    ) -> AnyCasePath<Optional, Member?>
    where Wrapped: CasePathable {
      Self.optionalChaining(Wrapped.allCasePaths[keyPath: keyPath].named(orMember: keyPath))
    }

    /// Lifts a case path of `Wrapped` to `Optional`; unconstrained so its closures capture no
    /// conformance.
    static func optionalChaining<Member>(
      _ path: AnyCasePath<Wrapped, Member>
    ) -> AnyCasePath<Optional, Member?> {
      AnyCasePath(
        name: path._name,
        embed: { $0.map { path.embed($0) } },
        extract: { root -> Member?? in
          guard case .some(let wrapped) = root, let member = path.extract(from: wrapped) else {
            return .none
          }
          return .some(member)
        }
      )
    }

    /// Returns the case key paths `\.none` and `\.some`.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Optional>]> {
      [\.none, \.some].makeIterator()
    }
  }

  /// The case paths of `Optional`.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}

extension Case {
  /// Appends the case path of a case whose value is optional, through that value's `some`.
  ///
  /// This lets `\.home` stand for `\.some.home` on an optional enum, and `\.child` stand for
  /// `\.child.some` when the `child` case holds an optional.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member?>>
  ) -> Case<Member>
  where Value: CasePathable {
    Case<Member>(
      chain: chain.appending(
        Self.flattening(Value.allCasePaths[keyPath: keyPath].named(orMember: keyPath))
      )
    )
  }

  /// Turns a case path to an optional value into one to the wrapped value; unconstrained so its
  /// closures capture no conformance.
  static func flattening<Member>(
    _ path: AnyCasePath<Value, Member?>
  ) -> AnyCasePath<Value, Member> {
    AnyCasePath(
      name: path._name,
      embed: { path.embed(.some($0)) },
      extract: { root in path.extract(from: root).flatMap { $0 } }
    )
  }
}

extension Optional where Wrapped: CasePathable {
  /// Whether this optional holds a value in the case of a case key path of the wrapped enum.
  ///
  /// - Parameter keyPath: A partial case key path of the wrapped enum.
  /// - Returns: `true` when the optional is not `nil` and its value is in that case.
  @_disfavoredOverload
  public func `is`(_ keyPath: PartialCaseKeyPath<Wrapped>) -> Bool {
    self?[case: keyPath] != nil
  }

  /// Mutates the associated value of the wrapped enum at a case key path in place; reports an
  /// issue and changes nothing when the optional is `nil` or in another case.
  ///
  /// ```swift
  /// state.destination.modify(\.sheet) { $0.count += 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A case key path of the wrapped enum.
  ///   - yield: A closure given mutable access to the associated value.
  ///   - fileID: The file ID of the call, for the report.
  ///   - filePath: The file path of the call, for the report.
  ///   - line: The line of the call, for the report.
  ///   - column: The column of the call, for the report.
  @_disfavoredOverload
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Wrapped, Value>,
    yield: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard case .some(var wrapped) = self else {
      reportIssue(
        """
        Can't modify 'nil' via 'CaseKeyPath<\(Wrapped.self), \(Value.self)>' \
        (aka '\(_CasePathCache.shared.description(of: keyPath))')
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    wrapped.modify(
      keyPath, yield: yield, fileID: fileID, filePath: filePath, line: line, column: column
    )
    self = .some(wrapped)
  }
}
