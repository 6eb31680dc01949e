import CombineSchedulers
import Foundation

private enum MainQueueKey: DependencyKey {
  static var liveValue: AnySchedulerOf<DispatchQueue> { .main }
  static var testValue: AnySchedulerOf<DispatchQueue> { .unimplemented(#"@Dependency(\.mainQueue)"#) }
}

extension DependencyValues {
  /// The main dispatch queue, as a scheduler. Live: `DispatchQueue.main`. In tests it is unimplemented
  /// (every use reports an issue) until overridden, usually with a test scheduler:
  ///
  /// ```swift
  /// let mainQueue = DispatchQueue.test
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.mainQueue = mainQueue.eraseToAnyScheduler()
  /// }
  /// await mainQueue.advance(by: .seconds(1))
  /// ```
  ///
  /// Prefer a clock (`continuousClock`) in new code; the scheduler is for code written against it.
  public var mainQueue: AnySchedulerOf<DispatchQueue> {
    get { self[MainQueueKey.self] }
    set { self[MainQueueKey.self] = newValue }
  }
}
