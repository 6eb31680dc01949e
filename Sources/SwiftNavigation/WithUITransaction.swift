/// Runs `body` with `transaction`'s values set over the current transaction, and returns its result.
///
/// Observations that re-run for changes `body` makes receive the merged transaction.
///
/// ```swift
/// var transaction = UITransaction()
/// transaction.isAnimated = true
/// withUITransaction(transaction) {
///   model.isSheetPresented = true
/// }
/// ```
///
/// - Parameters:
///   - transaction: The values to set.
///   - body: The work to run under them.
/// - Returns: What `body` returns.
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try UITransaction.$current.withValue(UITransaction.current.merging(transaction), operation: body)
}

/// Runs the asynchronous `body` with `transaction`'s values set over the current transaction, and
/// returns its result.
///
/// - Parameters:
///   - transaction: The values to set.
///   - isolation: The isolation `body` runs in; the caller's, by default.
///   - body: The work to run under them.
/// - Returns: What `body` returns.
public func withUITransaction<Result>(
  _ transaction: UITransaction,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await UITransaction.$current.withValue(
    UITransaction.current.merging(transaction),
    operation: body,
    isolation: isolation
  )
}

/// Runs `body` with one transaction value set, and returns its result.
///
/// ```swift
/// withUITransaction(\.isAnimated, true) {
///   model.isSheetPresented = true
/// }
/// ```
///
/// - Parameters:
///   - keyPath: The transaction property to set.
///   - value: Its value while `body` runs.
///   - body: The work to run.
/// - Returns: What `body` returns.
public func withUITransaction<Result, Value>(
  _ keyPath: WritableKeyPath<UITransaction, Value>,
  _ value: Value,
  _ body: () throws -> Result
) rethrows -> Result {
  var transaction = UITransaction()
  transaction[keyPath: keyPath] = value
  return try withUITransaction(transaction, body)
}

/// Runs the asynchronous `body` with one transaction value set, and returns its result.
///
/// - Parameters:
///   - keyPath: The transaction property to set.
///   - value: Its value while `body` runs.
///   - isolation: The isolation `body` runs in; the caller's, by default.
///   - body: The work to run.
/// - Returns: What `body` returns.
public func withUITransaction<Result, Value>(
  _ keyPath: WritableKeyPath<UITransaction, Value>,
  _ value: Value,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  var transaction = UITransaction()
  transaction[keyPath: keyPath] = value
  return try await withUITransaction(transaction, isolation: isolation, body)
}
