import Observation

/// A view of a store's state, projected by `observe`, and a way to send it actions: TCA's pre-1.7
/// way of observing a store, kept (deprecated, as in TCA) so that older code compiles and works.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.send(.incrementButtonTapped)
/// viewStore.count  // 1
/// await viewStore.send(.refresh, while: \.isLoading)
/// ```
///
/// A view store follows its store without Combine: after every reducer pass of the store's root, it
/// computes `observe` on the new state and, unless `removeDuplicates` finds it a duplicate of its
/// current value, takes it as its new ``state``. So `observe` runs once on creation and once per
/// action the root reduces, and so does `removeDuplicates`; a duplicate leaves ``state`` as it was.
///
/// It is `Observable`: reading ``state`` (or a member, `viewStore.count`) inside
/// `withObservationTracking` or `withPerceptionTracking` is notified when the view state changes
/// (not for duplicates), which is what `objectWillChange` told SwiftUI. OpenTCA has no SwiftUI layer:
/// the members built on Combine or SwiftUI (`publisher`, `objectWillChange`, `binding(get:send:)`) are
/// unavailable.
///
/// New code reads the store itself: `@ObservableState` state and `store.count`.
@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
@dynamicMemberLookup
@MainActor
public final class ViewStore<ViewState, ViewAction>: Observable, PassObserver {
  /// The store of the view state and the view actions, derived from the store given.
  let store: Store<ViewState, ViewAction>
  private let isDuplicate: (ViewState, ViewState) -> Bool
  /// The view state: the last value of `observe` that was not a duplicate.
  private var currentState: ViewState
  /// The tasks suspended in ``yield(while:)``, with their predicates.
  private var waiters: [(predicate: (ViewState) -> Bool, waiter: ViewStoreWaiter)] = []
  private let registrar = ObservationRegistrar()

  /// A view store of `store`, observing the part of its state `toViewState` computes, and sending
  /// its actions directly.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: The state this view store observes, computed from the store's state.
  ///   - isDuplicate: Whether two view states are the same; a new view state that is a duplicate of
  ///     the current one is ignored.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// A view store of `store`, observing the part of its state `toViewState` computes, and sending
  /// view actions embedded by `fromViewAction`.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - toViewState: The state this view store observes, computed from the store's state.
  ///   - fromViewAction: The store's action for a view action.
  ///   - isDuplicate: Whether two view states are the same; a new view state that is a duplicate of
  ///     the current one is ignored.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.store = Store(
      access: ClosureAccess(parent: store.access, toChildState: toViewState, fromChildAction: fromViewAction)
    )
    self.isDuplicate = isDuplicate
    self.currentState = self.store.access.state
    _ = self.store.addPassObserver(self)
  }

  /// The current view state.
  ///
  /// Reading it registers an observation, notified when the view state changes.
  public var state: ViewState {
    registrar.access(self, keyPath: \.observedState)
    return currentState
  }

  /// The key path observers of ``state`` are registered under.
  private var observedState: Void { () }

  /// Reads a member of the view state: `viewStore.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Sends an action to the store: it is reduced (after any pass already running) and its effects
  /// start. The view state is up to date when this returns.
  ///
  /// - Returns: The work started, to wait for (`await viewStore.send(.task).finish()`) or cancel;
  ///   ignoring it is fine.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    store.send(action)
  }

  /// Sends an action to the store, animating the change it causes.
  @discardableResult
  public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
    send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action to the store inside `transaction`.
  @discardableResult
  public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
    store.send(action, transaction: transaction)
  }

  /// Sends an action, then suspends while `predicate` holds for the view state: a pull to refresh
  /// that waits for its request to finish.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  ///
  /// Cancelling the waiting task cancels the effects the action started.
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = send(action)
    await withTaskCancellationHandler {
      await yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Sends an action with an animation, then suspends while `predicate` holds for the view state.
  public func send(
    _ action: ViewAction,
    animation: Animation?,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = send(action, animation: animation)
    await withTaskCancellationHandler {
      await yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while `predicate` holds for the view state; returns at once if it does not.
  ///
  /// The predicate is checked against each new view state (duplicates are not new). Cancelling the
  /// waiting task ends the wait.
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    guard predicate(currentState) else { return }
    let waiter = ViewStoreWaiter()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        if waiter.wait(continuation) {
          waiters.append((predicate, waiter))
        }
      }
    } onCancel: {
      waiter.resume()
    }
  }

  /// After a pass of the root: the new view state, unless it is a duplicate.
  func storeDidReduce() {
    let newState = store.access.state
    let isNew = !isDuplicate(currentState, newState)
    if isNew {
      registrar.willSet(self, keyPath: \.observedState)
      currentState = newState
      registrar.didSet(self, keyPath: \.observedState)
    }
    guard !waiters.isEmpty else { return }
    waiters.removeAll { entry in
      if entry.waiter.isResumed { return true }
      guard isNew, !entry.predicate(newState) else { return false }
      entry.waiter.resume()
      return true
    }
  }
}

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore where ViewState: Equatable {
  /// A view store of `store`, observing the part of its state `toViewState` computes; equal view
  /// states are duplicates.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }

  /// A view store of `store`, observing the part of its state `toViewState` computes and sending view
  /// actions embedded by `fromViewAction`; equal view states are duplicates.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }
}

/// A view store of a reducer's state and action.
@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

/// One task suspended in ``ViewStore/yield(while:)``: resumed once, by a new view state that ends
/// the wait or by the task's cancellation (from any thread).
final class ViewStoreWaiter: @unchecked Sendable {
  private let lock = ShortLocked<(continuation: CheckedContinuation<Void, Never>?, isResumed: Bool)>(
    (nil, false))

  /// Whether the waiter was resumed (its task was cancelled, or its wait ended).
  var isResumed: Bool { lock.withLock { $0.isResumed } }

  /// Starts waiting with `continuation`; `false` (and resumed at once) when already cancelled.
  func wait(_ continuation: CheckedContinuation<Void, Never>) -> Bool {
    let isResumed = lock.withLock { state -> Bool in
      if state.isResumed { return true }
      state.continuation = continuation
      return false
    }
    if isResumed { continuation.resume() }
    return !isResumed
  }

  /// Ends the wait; later calls do nothing.
  func resume() {
    let continuation = lock.withLock { state -> CheckedContinuation<Void, Never>? in
      state.isResumed = true
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume()
  }
}
