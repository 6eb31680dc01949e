/// The outcome of asynchronous work: a success value, or any error.
///
/// `TaskResult` predates typed throws: it is `Result` with an untyped failure that still compares
/// (`Equatable` when `Success` is), so that an action carrying it can be asserted by a ``TestStore``.
/// New code uses `Result<Success, any Error>` and case key paths; `TaskResult` is kept for features
/// written against older versions of the library.
///
/// ```swift
/// @Reducer
/// struct Fact {
///   enum Action: Equatable {
///     case fetchTapped
///     case response(TaskResult<String>)
///   }
///   // ...
///   case .fetchTapped:
///     return .run { [number = state.number] send in
///       await send(.response(TaskResult { try await client.fact(number) }))
///     }
///   case let .response(.success(fact)):
///     state.fact = fact
///     return .none
///   case .response(.failure):
///     state.fact = nil
///     return .none
/// }
/// ```
///
/// ## Equality of failures
///
/// Two failures are equal when their errors are of the same type, that type is `Equatable`, and the
/// errors compare equal. An error type that is not `Equatable` never compares equal (in debug builds
/// comparing two such errors of one type is reported as an issue that names the type): conform the
/// error to `Equatable` to assert on it in a test. Hashing likewise uses the error's own `Hashable`
/// conformance when it has one.
@available(
  iOS, deprecated: 9999,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
@available(
  macOS, deprecated: 9999,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
@available(
  tvOS, deprecated: 9999,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
@available(
  watchOS, deprecated: 9999,
  message:
    "Use 'Result', instead. See the following migration guide for more information: https://pointfreeco.github.io/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Moving-off-of-TaskResult"
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The work produced `Success`.
  case success(Success)

  /// The work threw an error.
  case failure(any Error)

  /// Runs `body`, holding its value as a success or the error it throws as a failure.
  ///
  /// ```swift
  /// await send(.response(TaskResult { try await client.fetch() }))
  /// ```
  ///
  /// - Parameter body: Asynchronous work that may throw.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// A task result holding what `result` holds, its failure type erased to `any Error`.
  ///
  /// - Parameter result: A result of any failure type.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }

  /// The success value; reading it throws the error of a failure.
  ///
  /// ```swift
  /// let fact = try result.value
  /// ```
  public var value: Success {
    get throws {
      switch self {
      case let .success(value): return value
      case let .failure(error): throw error
      }
    }
  }

  /// A task result whose success value is `transform` of this one's; a failure stays as it is.
  ///
  /// - Parameter transform: Turns the success value into a new one.
  /// - Returns: The transformed success, or this failure.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return .success(transform(value))
    case let .failure(error): return .failure(error)
    }
  }

  /// The task result `transform` returns for this success value; a failure stays as it is.
  ///
  /// - Parameter transform: Turns the success value into a task result.
  /// - Returns: `transform`'s result, or this failure.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case let .success(value): return transform(value)
    case let .failure(error): return .failure(error)
    }
  }

  /// `Result`'s name for ``value``; a task result reads its value with ``value``.
  @available(*, unavailable, renamed: "value")
  public func get() throws -> Success {
    try value
  }
}

extension TaskResult: CasePathable {
  /// The case paths of a task result: `\.success` and `\.failure`.
  ///
  /// ```swift
  /// await store.receive(\.response.success) { $0.fact = "42 is a good number." }
  /// ```
  public struct AllCasePaths: Sendable {
    /// The case path of a success value.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: { root in
          guard case let .success(value) = root else { return nil }
          return value
        }
      )
    }

    /// The case path of a failure's error.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: { root in
          guard case let .failure(error) = root else { return nil }
          return error
        }
      )
    }
  }

  /// The case paths of a task result.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// A result holding what `result` holds.
  ///
  /// - Parameter result: A task result.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case let .success(value): self = .success(value)
    case let .failure(error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Whether both are successes with equal values, or failures with errors of one `Equatable` type
  /// that compare equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case let (.success(lhs), .success(rhs)):
      return lhs == rhs
    case let (.failure(lhs), .failure(rhs)):
      if let lhs = (lhs as Any) as? any Equatable {
        return TaskResultErrors.isEqual(lhs, rhs)
      }
      #if DEBUG
        if type(of: lhs) == type(of: rhs) {
          TaskResultErrors.reportNotEquatable(type(of: lhs))
        }
      #endif
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the success value, or a failure's error when its type is `Hashable`.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case let .success(value):
      hasher.combine(value)
      hasher.combine(0)
    case let .failure(error):
      if let error = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(error))
        hasher.combine(1)
      } else {
        #if DEBUG
          TaskResultErrors.reportNotHashable(type(of: error))
        #endif
      }
    }
  }
}

/// How a task result compares and hashes its errors.
enum TaskResultErrors {
  /// Whether `rhs` is of `lhs`'s type and equal to it.
  static func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }

  static func reportNotEquatable(_ errorType: Any.Type) {
    let name = String(reflecting: errorType)
    reportIssue(
      """
      "\(name)" is not equatable, so two failures holding it never compare equal.

      To compare task results that fail with this error, conform it to "Equatable":

          extension \(name): Equatable {}
      """
    )
  }

  static func reportNotHashable(_ errorType: Any.Type) {
    let name = String(reflecting: errorType)
    reportIssue(
      """
      "\(name)" is not hashable, so a failure holding it hashes as every other such failure.

      To hash task results that fail with this error, conform it to "Hashable":

          extension \(name): Hashable {}
      """
    )
  }
}
