extension Task where Success == Never, Failure == Never {
  /// Suspends the current task many times in a row, giving other enqueued work a chance to run.
  ///
  /// Useful in tests and test clocks to let freshly started tasks reach their first suspension point.
  /// Under ``withMainSerialExecutor(operation:)-79jpc`` the outcome is deterministic.
  ///
  /// - Parameter count: How many times to yield.
  public static func megaYield(count: Int = 20) async {
    for _ in 0..<count {
      await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
    }
  }
}
