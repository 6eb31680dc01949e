extension Result: CasePathable, CasePathIterable {
  /// The case paths of `Result`: `success` and `failure`.
  ///
  /// ```swift
  /// let result: Result<Int, any Error> = .success(42)
  /// result[case: \.success]  // Optional(42)
  /// result.is(\.failure)     // false
  /// ```
  public struct AllCasePaths: CasePathReflectable, Sendable, Sequence {
    /// Returns the case key path of the case `root` is in.
    public subscript(root: Result) -> PartialCaseKeyPath<Result> {
      switch root {
      case .success: return \.success
      case .failure: return \.failure
      }
    }

    /// The case path of a success value.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        name: .literal("success"),
        embed: { .success($0) },
        extract: { root in
          guard case .success(let value) = root else { return nil }
          return value
        }
      )
    }

    /// The case path of a failure.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        name: .literal("failure"),
        embed: { .failure($0) },
        extract: { root in
          guard case .failure(let error) = root else { return nil }
          return error
        }
      )
    }

    /// Returns the case key paths `\.success` and `\.failure`.
    public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Result>]> {
      [\.success, \.failure].makeIterator()
    }
  }

  /// The case paths of `Result`.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}
