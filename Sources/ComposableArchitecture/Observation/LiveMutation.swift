/// Marks the code that changes a store's own state: a store's reducer pass.
///
/// Observable state notifies its observers only for changes made here. A copy of a store's state
/// shares its observation registrar, so a change to a copy made anywhere else (an expected state in a
/// test, a value built in an effect) must not reach the observers of the store's state: such a change
/// gives the changed copy a new identity instead (see ``ObservableStateID``), and a store that later
/// receives that copy notifies as for any other new value.
enum LiveMutation {
  /// Whether the current task (or thread, outside tasks) is running a store's reducer pass.
  @TaskLocal static var isActive = false

  /// Runs `body` as a store's reducer pass: observable state changed inside notifies its observers.
  static func run<R>(_ body: () throws -> R) rethrows -> R {
    if isActive { return try body() }
    return try $isActive.withValue(true, operation: body)
  }
}
