import CustomDump
import Foundation
import IssueReporting
import Observation

/// The storage every holder of one shared value points at: the value, its lock, its observers and,
/// for a persisted value, the key that loads and saves it.
///
/// A mutation and the save it starts happen under the lock, so a key receives its saves in the order
/// of the mutations (a key that writes a file never writes an older value after a newer one).
final class RootReference<Value>: MutableReference, Observable, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var storedValue: Value
  private let initialValue: Value
  private let registrar = ObservationRegistrar()
  private let keyDescription: String?
  private let loader: (@Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void)?
  private let saver: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  private let exclusiveMutation: ExclusiveMutation<Value>?
  private var subscription: SharedSubscription?
  /// How many mutations were committed (wrapping): tells an enclosing `withLock` that one nested in
  /// it committed.
  private var commitCount = 0
  /// The number of the last save started, and of the last whose outcome was taken: an outcome older
  /// than one already taken is stale (a key may resume saves out of order) and changes nothing.
  private var saveSequence = (started: 0, settled: 0)
  private var state = (isLoading: false, loadError: (any Error)?.none, saveError: (any Error)?.none)

  /// A value that no key persists (`Shared(value:)`).
  init(value: Value) {
    self.storedValue = value
    self.initialValue = value
    self.keyDescription = nil
    self.loader = nil
    self.saver = nil
    self.exclusiveMutation = nil
  }

  /// A value that `key` loads (and saves, when `save` is given).
  ///
  /// The first load starts at once (``isLoading`` until it resumes), unless `skipInitialLoad`: a
  /// reference made from a value the key has just loaded (`init(require:)`, `load(_:)`).
  init<Key: SharedReaderKey>(
    key: Key, initialValue: Value, save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?,
    exclusiveMutation: ExclusiveMutation<Value>? = nil, skipInitialLoad: Bool = false
  ) where Key.Value == Value {
    self.storedValue = initialValue
    self.initialValue = initialValue
    let keyDescription = String(describing: key)
    self.keyDescription = keyDescription
    self.loader = { key.load(context: $0, continuation: $1) }
    self.saver = save
    self.exclusiveMutation = exclusiveMutation
    if !skipInitialLoad {
      state.isLoading = true
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation(
          key: keyDescription,
          { [weak self] result in self?.apply(result) },
          onLeak: { [weak self] in self?.finishLoadingUnchanged() }  // The value stays the initial one.
        )
      )
    }
    let subscription = key.subscribe(
      context: .initialValue(initialValue),
      subscriber: SharedSubscriber(
        { [weak self] result in self?.apply(result) },
        conditional: { [weak self] result, condition in
          self?.apply(result, if: condition)
        },
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
    lock.withLock { self.subscription = subscription }
  }

  deinit { subscription?.cancel() }

  /// The observed member: reading or writing the value registers against it.
  private var observedValue: Void { () }

  var rootIdentity: ObjectIdentifier { ObjectIdentifier(self) }
  var identity: AnyHashable { AnyHashable(ObjectIdentifier(self)) }

  var value: Value {
    if let tracker = SharedChangeTracker.asserting, let snapshot = tracker.snapshot(of: self) {
      return snapshot
    }
    registrar.access(self, keyPath: \.observedValue)
    return lock.withLock { storedValue }
  }

  /// The value right now, ignoring assertions and observation.
  var currentValue: Value { lock.withLock { storedValue } }
  var actualValue: Value { currentValue }

  /// Mutates the value under the lock, then saves it (still under the lock).
  ///
  /// `body` mutates a copy, committed when it returns (or throws, as an `inout` argument would be):
  /// while it runs, the stored value stays readable, so reading this value, a value derived from it
  /// or its parent inside `body` (`$items.withLock { $0.append(Item(id: items.count + 1)) }`) gives
  /// the value as it was before this mutation, never an exclusivity trap. A mutation nested inside
  /// `body` on the same root (through this value or one derived from it) is committed at once, and
  /// then replaced by the enclosing mutation's result: that is reported, as it loses the nested one.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let tracker = SharedChangeTracker.asserting {
      return try tracker.mutateSnapshot(of: self, body)
    }
    let trackers = SharedChangeTracker.recording
    var overwroteNestedMutation = false
    defer {
      if overwroteNestedMutation {
        reportIssue(
          """
          \(description) was mutated inside a 'withLock' on it (or on a shared value derived from the \
          same root): the nested mutation was replaced by the enclosing one's result. Mutate the \
          enclosing closure's argument instead.
          """
        )
      }
    }
    return try registrar.withMutation(of: self, keyPath: \.observedValue) {
      lock.lock()
      defer { lock.unlock() }
      // A key shared with other processes takes their lock, and hands over what they wrote since.
      if let exclusiveMutation {
        if let outside = exclusiveMutation.begin() { apply(outside) }
      }
      defer { exclusiveMutation?.end() }
      for tracker in trackers { tracker.record(self, before: storedValue) }
      let commitsBefore = commitCount
      var working = storedValue
      defer {
        overwroteNestedMutation = commitCount != commitsBefore
        commit(working)
      }
      return try body(&working)
    }
  }

  /// Stores a mutation's result and saves it; called under the lock, so saves reach the key in the
  /// order of the mutations (a key that writes a file never writes an older value after a newer one).
  private func commit(_ newValue: Value) {
    storedValue = newValue
    commitCount &+= 1
    guard let saver else { return }
    saveSequence.started &+= 1
    let sequence = saveSequence.started
    saver(newValue, .didSet, SaveContinuation(key: keyDescription) { [weak self] in self?.finishSave($0, sequence: sequence) })
  }

  /// Sets the value from the key's storage (a load or a subscription), without saving it back; with
  /// a `condition`, only if it holds at that moment (checked under the lock).
  ///
  /// An error is kept in ``loadError`` (the value stays as it is) and reported: a key that cannot
  /// read its storage is worth knowing about, in tests and at run time.
  private func apply(_ result: Result<Value?, any Error>, if condition: () -> Bool = { true }) {
    switch result {
    case .success(let loaded):
      registrar.withMutation(of: self, keyPath: \.observedValue) {
        lock.withLock {
          guard condition() else { return }
          storedValue = loaded ?? initialValue
          state.loadError = nil
          state.isLoading = false
        }
      }
    case .failure(let error):
      lock.withLock {
        state.loadError = error
        state.isLoading = false
      }
      reportOutsideTests(error)
    }
  }

  /// The key's subscription reported a load starting or ending (`yieldLoading(_:)`).
  private func setLoading(_ isLoading: Bool) {
    lock.withLock { state.isLoading = isLoading }
  }

  /// A load that ended without a value or an error (its continuation leaked).
  private func finishLoadingUnchanged() {
    lock.withLock { state.isLoading = false }
  }

  /// Records how save number `sequence` ended: a failure is kept in ``saveError`` until a save
  /// succeeds, and reported when it is the first since the last success (a full disk fails every
  /// write: one report, not one per mutation); a success clears ``saveError`` and ``loadError`` (the
  /// storage now holds the value the holders have). The outcome of a save older than one already
  /// settled changes nothing.
  private func finishSave(_ result: Result<Void, any Error>, sequence: Int) {
    let isFirstFailure = lock.withLock { () -> Bool in
      guard sequence &- saveSequence.settled >= 0 else { return false }
      saveSequence.settled = sequence
      switch result {
      case .success:
        state.saveError = nil
        state.loadError = nil
        return false
      case .failure(let error):
        defer { state.saveError = error }
        return state.saveError == nil
      }
    }
    if isFirstFailure, case .failure(let error) = result {
      reportOutsideTests(error)
    }
  }

  var isLoading: Bool { lock.withLock { state.isLoading } }
  var loadError: (any Error)? { lock.withLock { state.loadError } }
  var saveError: (any Error)? { lock.withLock { state.saveError } }

  func load() async throws {
    guard let loader else { return }
    lock.withLock { state.isLoading = true }
    let keyDescription = self.keyDescription
    // `nil` when the key leaked its continuation: the value stays as it is.
    let loaded: Unchecked<Value?>?
    do {
      loaded = try await withCheckedThrowingContinuation { continuation in
        loader(
          .userInitiated,
          LoadContinuation(
            key: keyDescription,
            { continuation.resume(with: $0.map { Unchecked($0) }) },
            onLeak: { continuation.resume(returning: nil) }
          )
        )
      }
    } catch {
      apply(.failure(error))
      throw error
    }
    guard let loaded else {
      finishLoadingUnchanged()
      return
    }
    apply(.success(loaded.value))
  }

  func save() async throws {
    guard let saver else {
      throw SharedOperationUnsupported(description: "\(description) has no key to save to.")
    }
    let keyDescription = self.keyDescription
    var sequence = 0
    do {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // The current value, saved under the lock: no mutation's save can overtake it.
        lock.withLock {
          saveSequence.started &+= 1
          sequence = saveSequence.started
          saver(storedValue, .userInitiated, SaveContinuation(key: keyDescription) { continuation.resume(with: $0) })
        }
      }
      finishSave(.success(()), sequence: sequence)
    } catch {
      finishSave(.failure(error), sequence: sequence)
      throw error
    }
  }

  var innerDescription: String {
    keyDescription ?? "value: \(String(reflecting: currentValue))"
  }

  /// How a report's header names the shared value: its ``description`` when that is short, else
  /// with the value abbreviated to its dump's first level (`Shared<Settings>(value: Settings(…))`),
  /// since the report shows the value's difference below: never the whole value on one line.
  var reportDescription: String {
    guard keyDescription == nil else { return description }
    let value = currentValue
    let oneLine = String(reflecting: value)
    if oneLine.count <= Self.reportValueWidth, !oneLine.contains("\n") { return description }
    var short = ""
    customDump(value, to: &short, maxDepth: 0)
    if short.count > Self.reportValueWidth || short.contains("\n") { short = "…" }
    return "Shared<\(Value.self)>(value: \(short))"
  }

  /// The longest value a report's header shows whole.
  private static var reportValueWidth: Int { 40 }
}

/// A part of another shared value, reached through a key path (`$items[id: id]`, `$user.name`).
final class KeyPathReference<BaseValue, Value>: MutableReference, @unchecked Sendable {
  private let base: any ReaderReference<BaseValue>
  private let keyPath: KeyPath<BaseValue, Value>

  init(base: any ReaderReference<BaseValue>, keyPath: KeyPath<BaseValue, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var value: Value { base.value[keyPath: keyPath] }
  var actualValue: Value { base.actualValue[keyPath: keyPath] }
  var rootIdentity: ObjectIdentifier { base.rootIdentity }
  var identity: AnyHashable { AnyHashable([base.identity, AnyHashable(keyPath)]) }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { (base as? any MutableReference)?.saveError }
  func load() async throws { try await base.load() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    guard let writable = keyPath as? WritableKeyPath<BaseValue, Value>,
      let mutableBase = base as? any MutableReference<BaseValue>
    else {
      // Only `Shared` (whose key paths are writable) calls this; a reader never mutates.
      var copy = value
      reportIssue("\(description) is read-only; the mutation is discarded.")
      return try body(&copy)
    }
    return try mutableBase.withLock { try body(&$0[keyPath: writable]) }
  }

  func save() async throws {
    guard let mutableBase = base as? any MutableReference else { return }
    try await mutableBase.save()
  }

  var innerDescription: String { "\(base.innerDescription)[dynamicMember: \(keyPath)]" }
}

/// The value of an optional shared value, seen as non-optional (`Shared($optional)`).
final class UnwrappedReference<Value>: MutableReference, @unchecked Sendable {
  private let base: any ReaderReference<Value?>
  private let lastValue: LockedValue<Value>

  init(base: any ReaderReference<Value?>, value: Value) {
    self.base = base
    self.lastValue = LockedValue(value)
  }

  /// The value while the base holds one, else the last value seen. While a change tracker
  /// asserts, the base's recorded value (or, when that holds none, the actual one); an assertion
  /// never changes the last value seen.
  var value: Value {
    let isAsserting = SharedChangeTracker.asserting != nil
    if let value = base.value {
      if !isAsserting { lastValue.withLock { $0 = value } }
      return value
    }
    if isAsserting, let actual = base.actualValue { return actual }
    return lastValue.withLock { $0 }
  }
  /// The actual value while the base holds one (kept as the last value seen), else the last value
  /// seen.
  var actualValue: Value {
    if let value = base.actualValue {
      lastValue.withLock { $0 = value }
      return value
    }
    return lastValue.withLock { $0 }
  }
  var rootIdentity: ObjectIdentifier { base.rootIdentity }
  /// Two unwrappings of one optional are the same value (a test store's state compares its copy of
  /// `Shared($syncUps[id: id])` with itself, recorded against actual).
  var identity: AnyHashable { AnyHashable([base.identity, AnyHashable("!")]) }
  var isLoading: Bool { base.isLoading }
  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { (base as? any MutableReference)?.saveError }
  func load() async throws { try await base.load() }
  func save() async throws { try await (base as? any MutableReference)?.save() }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    guard let base = base as? any MutableReference<Value?> else {
      var copy = value
      reportIssue("\(description) is read-only; the mutation is discarded.")
      return try body(&copy)
    }
    // While a change tracker asserts, the base mutates its recorded value: the last value seen
    // stays the actual one's.
    let isAsserting = SharedChangeTracker.asserting != nil
    return try base.withLock { optional in
      var unwrapped = optional ?? lastValue.withLock { $0 }
      let result = try body(&unwrapped)
      if !isAsserting { lastValue.withLock { $0 = unwrapped } }
      optional = unwrapped
      return result
    }
  }

  var innerDescription: String { base.innerDescription }
}

/// A value passed across a continuation that the key resumes on its own terms.
struct Unchecked<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// What a key does around each mutation of its holders, when other processes share its storage:
/// `begin` takes their lock and returns what they stored since the key last knew (`nil`: nothing
/// changed), `end` lets them go on. Both run under the holders' lock.
struct ExclusiveMutation<Value>: Sendable {
  let begin: @Sendable () -> Result<Value?, any Error>?
  let end: @Sendable () -> Void
}
