import ConcurrencyExtras

/// The handle of an observation started with ``observe(_:isolation:)-5mpn0``: the observation
/// lives as long as its token.
///
/// The observation stops when the token is released or ``cancel()`` is called. Keep tokens in the
/// object whose lifetime the observation should share, for instance in a set with ``store(in:)-(Set<ObserveToken>)``:
///
/// ```swift
/// final class CounterScreen {
///   let model: CounterModel
///   var tokens: Set<ObserveToken> = []
///
///   func start() {
///     observe { [weak self] in
///       guard let self else { return }
///       label.text = "Count: \(model.count)"
///     }
///     .store(in: &tokens)
///   }
/// }
/// ```
public final class ObserveToken: Sendable, Hashable {
  private let cancelled = LockIsolated(false)

  /// The work ``cancel()`` does, once, the first time it is called (or when the token is released).
  public let onCancel: @Sendable () -> Void

  /// Creates a token that runs `onCancel` when it is cancelled or released.
  ///
  /// Tools built on ``observe(_:isolation:)-5mpn0`` can make their own tokens this way.
  ///
  /// - Parameter onCancel: The work to do on cancellation; nothing by default.
  public init(onCancel: @escaping @Sendable () -> Void = {}) {
    self.onCancel = onCancel
  }

  deinit {
    cancel()
  }

  /// Whether ``cancel()`` has been called (or the token released).
  public var isCancelled: Bool {
    cancelled.value
  }

  /// Stops the observation. Calling it again does nothing.
  ///
  /// The observation's closures are released at once, and no change made after this call runs them
  /// again. A re-run that was already running when `cancel()` was called finishes.
  public func cancel() {
    let wasCancelled = cancelled.withValue { isCancelled in
      defer { isCancelled = true }
      return isCancelled
    }
    if !wasCancelled {
      onCancel()
    }
  }

  /// Appends this token to `collection`, which keeps the observation alive.
  ///
  /// - Parameter collection: The collection to keep the token in.
  public func store(in collection: inout some RangeReplaceableCollection<ObserveToken>) {
    collection.append(self)
  }

  /// Inserts this token into `set`, which keeps the observation alive.
  ///
  /// - Parameter set: The set to keep the token in.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }

  /// Whether two tokens are the same token.
  public static func == (lhs: ObserveToken, rhs: ObserveToken) -> Bool {
    lhs === rhs
  }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
