/// A task executor whose jobs run on the main actor: a task that waits on the main actor, with this
/// executor as its preference, is resumed straight on the main actor.
///
/// A continuation always resumes its task on the global concurrent executor (the compiler asks for
/// no other), from where the task hops back to the actor it waits on: two thread hand-offs where
/// the main actor resuming one of its own waiters needs none. While a task prefers a task executor,
/// the jobs that would go to the global executor go to that executor instead; this one enqueues
/// them on the main executor (through the runtime's own enqueue, so the main executor's hook still
/// sees them), where the task finds itself already on the main actor.
///
/// ```swift
/// if let executor = MainActorTaskExecutor.available {
///   await withTaskExecutorPreference(executor) {
///     await withCheckedContinuation { waiters.append($0) }  // resumed on the main actor
///   }
/// }
/// ```
///
/// Only for a wait that resumes to the main actor: work a task runs off the main actor while it
/// prefers this executor would run on the main actor instead.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
package final class MainActorTaskExecutor: TaskExecutor {
  private let enqueueMain: MainSerialExecutor.EnqueueMain

  private init(enqueueMain: @escaping MainSerialExecutor.EnqueueMain) {
    self.enqueueMain = enqueueMain
  }

  /// The executor, when the runtime's main enqueue was found (see ``available`` for when to use it).
  package static let shared = MainSerialExecutor.enqueueMain.map(MainActorTaskExecutor.init)

  /// The executor, when it can be used now: the runtime's main enqueue was found, and no hook
  /// routes or captures jobs (a serial executor, an exploration of interleavings), which must see
  /// every job that goes to the global executor.
  package static var available: MainActorTaskExecutor? {
    guard let shared, !MainSerialExecutor.isHookInstalled else { return nil }
    return shared
  }

  /// Enqueues `job` on the main executor.
  package func enqueue(_ job: consuming ExecutorJob) {
    enqueueMain(unsafeBitCast(UnownedJob(job), to: UnsafeMutableRawPointer.self))
  }
}
