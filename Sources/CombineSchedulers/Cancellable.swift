#if !canImport(Combine)
  import Foundation

  /// Something that can be cancelled, such as repeating work a scheduler runs: Combine's protocol, for
  /// platforms without Combine.
  public protocol Cancellable {
    /// Cancels the work. Cancelling twice does nothing more.
    func cancel()
  }

  /// A type-erased ``Cancellable`` that cancels when it is released: Combine's class, for platforms
  /// without Combine.
  ///
  /// ```swift
  /// let cancellable = AnyCancellable { print("cancelled") }
  /// cancellable.cancel()   // prints "cancelled"; releasing it afterwards does nothing more
  /// ```
  public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // The closure runs at most once: taken out under the lock.
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` when cancelled or released, whichever comes first.
    public init(_ cancel: @escaping () -> Void) {
      self.onCancel = cancel
    }

    /// A cancellable that cancels `canceller` when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) {
      self.onCancel = canceller.cancel
    }

    deinit { cancel() }

    /// Runs the cancellation closure, once.
    public func cancel() {
      let onCancel = lock.withLock { () -> (() -> Void)? in
        defer { self.onCancel = nil }
        return self.onCancel
      }
      onCancel?()
    }

    /// Keeps the cancellable in `set`, so that it lives as long as the set holds it.
    public func store(in set: inout Set<AnyCancellable>) {
      set.insert(self)
    }

    /// Keeps the cancellable in `collection`, so that it lives as long as the collection holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      collection.append(self)
    }

    /// Cancellables are equal when they are the same instance.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
      lhs === rhs
    }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  extension Cancellable {
    /// Keeps this cancellable in `set`, wrapped in an ``AnyCancellable``.
    public func store(in set: inout Set<AnyCancellable>) {
      AnyCancellable(self).store(in: &set)
    }
  }
#endif
