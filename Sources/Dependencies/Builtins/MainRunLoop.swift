import CombineSchedulers
import Foundation

private enum MainRunLoopKey: DependencyKey {
  static var liveValue: AnySchedulerOf<RunLoop> { .main }
  static var testValue: AnySchedulerOf<RunLoop> { .unimplemented(#"@Dependency(\.mainRunLoop)"#) }
}

extension DependencyValues {
  /// The main run loop, as a scheduler. Live: `RunLoop.main`. In tests it is unimplemented (every use
  /// reports an issue) until overridden, usually with `RunLoop.test`:
  ///
  /// ```swift
  /// let mainRunLoop = RunLoop.test
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.mainRunLoop = mainRunLoop.eraseToAnyScheduler()
  /// }
  /// ```
  public var mainRunLoop: AnySchedulerOf<RunLoop> {
    get { self[MainRunLoopKey.self] }
    set { self[MainRunLoopKey.self] = newValue }
  }
}
