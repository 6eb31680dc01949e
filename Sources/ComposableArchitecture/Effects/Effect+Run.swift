import Dependencies

extension Effect {
  /// An effect that runs asynchronous work in a task the store manages, and sends actions back.
  ///
  /// The closure may send any number of actions (each a full pass of the reducer, whose own effect
  /// starts at once) and the effect lives until the closure returns. The dependencies in force when the
  /// effect is built (while the reducer runs) are the ones the closure sees.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await event in events() {
  ///     await send(.eventArrived(event))
  ///   }
  /// } catch: { error, send in
  ///   await send(.failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// Cancellation is not a failure: a cancelled effect's `CancellationError` never reaches `catch:`.
  /// An error thrown with no `catch:` is reported as an issue naming the action that started the
  /// effect and this call's location; it is never silently lost.
  ///
  /// - Parameters:
  ///   - priority: The priority of the effect's task.
  ///   - name: A name for the task the work runs in (`Task.name` reads it inside `operation`), as
  ///     debuggers and profilers show it.
  ///   - operation: The work, with a ``Send`` to send actions back.
  ///   - handler: Turns an error thrown by `operation` into actions.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    // With no explicit value in force and no handler, nothing needs wrapping the closure: it runs
    // as it was given, in the default values (see `Run.perform(_:)`), and the effect allocates
    // one closure fewer.
    let isUnwrapped = name == nil && handler == nil && DependencyValues.currentHasNoExplicitValues
    var work: Operation =
      isUnwrapped ? operation : wrapping(operation, catch: handler, in: DependencyValues._current)
    if let name { work = named(work, name) }
    return Self(
      .run(
        Run(
          priority: priority,
          operation: work,
          isUnwrapped: isUnwrapped,
          location: EffectLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
      )
    )
  }

  /// `work` run in a child task named `name`: the effect's own task cannot be renamed once it runs,
  /// so a named effect's work (its `catch:` handler included) runs one structured level down,
  /// cancelled with it and seeing its task-local values.
  private static func named(_ work: @escaping Operation, _ name: String) -> Operation {
    { @MainActor send in
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask(name: name) { try await work(send) }
        try await group.waitForAll()
      }
    }
  }

  /// `operation` run in `dependencies` (the ones in force when the effect was built), its errors
  /// handled by `handler`, its cancellation silent.
  ///
  /// The dependencies are set as one task-local value in the wrapper's own isolation (the main
  /// actor): a nested nonisolated closure here would hop to the global executor and back after
  /// the work's last step.
  private static func wrapping(
    _ operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)?,
    in dependencies: DependencyValues
  ) -> Operation {
    { @MainActor send in
      try await DependencyValues.$_current.withValue(dependencies) {
        do {
          try await operation(send)
        } catch is CancellationError {
          return
        } catch {
          guard let handler else { throw error }
          await handler(error, send)
        }
      }
    }
  }
}
