import Foundation

/// A type that loads a shared value from an external system, and may keep it up to date.
///
/// Conform to it to back ``SharedReader`` with your own persistence:
///
/// ```swift
/// struct ServerTimeKey: SharedReaderKey {
///   var id: String { "serverTime" }
///   func load(context: LoadContext<Date>, continuation: LoadContinuation<Date>) {
///     continuation.resumeReturningInitialValue()
///   }
///   func subscribe(context: LoadContext<Date>, subscriber: SharedSubscriber<Date>) -> SharedSubscription {
///     SharedSubscription {}
///   }
/// }
/// ```
///
/// Two holders whose keys have the same type and ``id`` share one value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value the key loads.
  associatedtype Value
  /// What makes two keys of this type refer to the same storage.
  associatedtype ID: Hashable

  /// What makes two keys of this type refer to the same storage.
  var id: ID { get }

  /// Loads the value, and resumes `continuation` with it (or with nothing, to keep the initial value).
  ///
  /// Resume the continuation exactly once: one dropped without being resumed is reported, and the
  /// load goes on with the value the holders already have.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts listening to changes of the stored value, yielding each new value to `subscriber`.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription
}

extension SharedReaderKey where Self: Hashable, ID == Self {
  /// A hashable key is its own identity.
  public var id: ID { self }
}

/// A type that loads and saves a shared value in an external system.
///
/// ``Shared`` calls ``save(_:context:continuation:)`` after every mutation (`context` is ``SaveContext/didSet``)
/// and when ``Shared/save()`` is called (``SaveContext/userInitiated``).
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves `value`, and resumes `continuation` once it is saved (or with the error that stopped it).
  ///
  /// The holders call it while they hold their lock, right after the mutation, so a key receives the
  /// values in the order they were set. Resume the continuation from any thread, now or later; do
  /// not block here waiting for another thread that uses the same shared value.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key loads its value.
public enum LoadContext<Value> {
  /// The first load of a holder, with the value the holder was declared with.
  case initialValue(Value)
  /// An explicit ``Shared/load()`` or ``SharedReader/load()``.
  case userInitiated

  /// The value the holder was declared with, if the load is the first one.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}

/// Why a key saves its value.
public enum SaveContext: Hashable, Sendable {
  /// The value was mutated.
  case didSet
  /// An explicit ``Shared/save()``.
  case userInitiated
}

/// The callback a ``SharedReaderKey`` resumes once it has loaded its value.
///
/// Resume it exactly once, on every path of ``SharedReaderKey/load(context:continuation:)``. Only the
/// first resumption counts: a later one is reported as an issue and ignored. A continuation that is
/// dropped without being resumed is reported as an issue too, and the load then finishes with the
/// value the shared state already holds, so that nothing waits on it forever.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Result<Value?, any Error>>

  /// Makes a continuation that hands the result to `callback`.
  ///
  /// Dropped without being resumed, it reports an issue (naming `description`, when it is not
  /// empty) and hands `callback` no value (the holder keeps the value it was declared with).
  ///
  /// ```swift
  /// let continuation = LoadContinuation<Int>("counter") { result in print(result) }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What is loading, for the issue reported when the continuation leaks.
  ///   - callback: Receives the result; `.success(nil)` keeps the holder's initial value.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    let description = description()
    self.box = ContinuationBox(
      kind: "LoadContinuation", keyDescription: description.isEmpty ? nil : description,
      leakConsequence: "The load resumes with no value.",
      callback: callback, onLeak: { callback(.success(nil)) }
    )
  }

  /// Makes a continuation for the key described by `keyDescription`, that runs `onLeak` (instead of
  /// `callback`) when it is dropped without being resumed.
  init(
    key keyDescription: String?,
    _ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLeak: @escaping @Sendable () -> Void
  ) {
    self.box = ContinuationBox(
      kind: "LoadContinuation", keyDescription: keyDescription,
      leakConsequence: "The load resumes with the current value.", callback: callback, onLeak: onLeak
    )
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) { box.resume(.success(value)) }
  /// Resumes with no value: the holder keeps the value it was declared with.
  public func resumeReturningInitialValue() { box.resume(.success(nil)) }
  /// Resumes with the error that stopped the load.
  public func resume(throwing error: any Error) { box.resume(.failure(error)) }
  /// Resumes with a result (`nil` keeps the initial value).
  public func resume(with result: Result<Value?, any Error>) { box.resume(result) }
}

/// The callback a ``SharedKey`` resumes once it has saved its value.
///
/// Resume it exactly once, on every path of ``SharedKey/save(_:context:continuation:)``. Only the
/// first resumption counts: a later one is reported as an issue and ignored. A continuation that is
/// dropped without being resumed is reported as an issue too, and the save then counts as
/// successful, so that nothing waits on it forever.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Result<Void, any Error>>

  /// Makes a continuation that hands the result to `callback`: `.success(nil)` once the value is
  /// saved (`Never?` has no other value), or the error that stopped the save.
  ///
  /// Dropped without being resumed, it reports an issue (naming `description`, when it is not
  /// empty) and hands `callback` a success.
  ///
  /// - Parameters:
  ///   - description: What is saving, for the issue reported when the continuation leaks.
  ///   - callback: Receives the result.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    let description = description()
    self.init(key: description.isEmpty ? nil : description) { callback($0.map { nil }) }
  }

  /// Makes a continuation for the key described by `keyDescription`.
  init(key keyDescription: String?, _ callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.box = ContinuationBox(
      kind: "SaveContinuation", keyDescription: keyDescription,
      leakConsequence: "The save is taken as successful.", callback: callback,
      onLeak: { callback(.success(())) }
    )
  }

  /// Resumes after a successful save.
  public func resume() { box.resume(.success(())) }
  /// Resumes with the error that stopped the save.
  public func resume(throwing error: any Error) { box.resume(.failure(error)) }
  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) { box.resume(result) }
}

/// Receives the values a ``SharedReaderKey`` observes in its external system.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let conditionalCallback: (@Sendable (Result<Value?, any Error>, () -> Bool) -> Void)?
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// Makes a subscriber that hands each result to `callback`, and each change of loading state
  /// (``yieldLoading(_:)``) to `onLoading`.
  ///
  /// ```swift
  /// let subscriber = SharedSubscriber<Int>(
  ///   callback: { result in print("value:", result) },
  ///   onLoading: { isLoading in print("loading:", isLoading) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - callback: Receives each value (`nil`: back to the initial value) or error.
  ///   - onLoading: Receives whether the key is loading; `nil` ignores loading states.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.conditionalCallback = nil
    self.onLoading = onLoading
  }

  /// Makes a subscriber whose holders can check a condition and take a result in one step, under
  /// their lock (see ``yield(with:if:)``).
  init(
    _ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    conditional: @escaping @Sendable (Result<Value?, any Error>, () -> Bool) -> Void,
    onLoading: @escaping @Sendable (Bool) -> Void
  ) {
    self.callback = callback
    self.conditionalCallback = conditional
    self.onLoading = onLoading
  }

  /// Tells the holders whether the key is loading (their `isLoading`), for a key whose external
  /// system reports a load in progress, such as a query being refetched.
  ///
  /// - Parameter isLoading: Whether a load is in progress; `true` by default.
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }

  /// Delivers `result` only if `condition` holds when the holders take it.
  ///
  /// The holders evaluate `condition` while they hold their lock, so no mutation of theirs (and no
  /// save it starts) can happen between the check and the delivery.
  func yield(with result: Result<Value?, any Error>, if condition: () -> Bool) {
    if let conditionalCallback {
      conditionalCallback(result, condition)
    } else if condition() {
      callback(result)
    }
  }

  /// Delivers a new value to every holder.
  public func yield(_ value: Value) { callback(.success(value)) }
  /// Resets the holders to the value they were declared with (the stored value was removed).
  public func yieldReturningInitialValue() { callback(.success(nil)) }
  /// Delivers an error (the holders keep their value and expose the error).
  public func yield(throwing error: any Error) { callback(.failure(error)) }
  /// Delivers a result.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
}

/// A running subscription of a ``SharedReaderKey``, cancelled when the shared value goes away.
///
/// A struct, as Point-Free's: its copies share one cancellation, which runs once, at the first
/// ``cancel()`` or when the last copy is released.
public struct SharedSubscription: Sendable {
  private let box: Box

  /// Makes a subscription that runs `cancel` once, when it is cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Stops the subscription.
  public func cancel() { box.cancel() }

  private final class Box: Sendable {
    private let onCancel: LockedValue<(@Sendable () -> Void)?>

    init(_ cancel: @escaping @Sendable () -> Void) {
      self.onCancel = LockedValue(cancel)
    }

    func cancel() {
      let cancel = onCancel.withLock { value -> (@Sendable () -> Void)? in
        defer { value = nil }
        return value
      }
      cancel?()
    }

    deinit { cancel() }
  }
}
