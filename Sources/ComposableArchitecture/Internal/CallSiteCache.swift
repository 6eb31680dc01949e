import CasePaths
import Foundation

/// Remembers, per call site, what a key path argument evaluated to.
///
/// `Scope(state: \.child, action: \.child)` sits in a reducer's `body`, which runs for every
/// action. A case key path literal such as `\.child` goes through a dynamic-member subscript, so
/// Swift builds a new key path object each time it is evaluated, resolving the subscript's generic
/// arguments by mangled name: measured, that is most of the cost of a send through ten scopes.
///
/// The operators therefore take their case key path as an escaping autoclosure. A closure that
/// captures nothing (its context is empty) is code that computes its result from no runtime value,
/// which is what a key path literal in a non-generic body is; each call site compiles to its own
/// closure function. Such a site is evaluated once and its result reused: the function's address
/// is the cache key. A closure that captures anything (`\.rows[id: id]`, a key path built in a
/// generic body that captures type metadata, a variable) is evaluated on every use, as before.
///
/// The one expression this reuses wrongly is one that captures nothing yet returns different key
/// paths over time: a read of a `nonisolated(unsafe)` global or of a function's hidden state. Swift
/// 6 rejects plain mutable globals in reducer bodies, and a key path chosen that way is not a
/// pattern TCA code uses.
@usableFromInline
final class CallSiteCache: @unchecked Sendable {
  @usableFromInline static let shared = CallSiteCache()

  private let lock = NSLock()
  private var entries: [UnsafeRawPointer: AnyObject] = [:]

  /// The value a site's closure evaluated to, made by `make` the first time.
  @usableFromInline
  func value<Entry: AnyObject>(
    at site: UnsafeRawPointer, as _: Entry.Type, make: () -> Entry
  ) -> Entry {
    lock.lock()
    let cached = entries[site]
    lock.unlock()
    if let cached = cached as? Entry { return cached }
    // Built outside the lock: building evaluates user code, which may use other sites.
    let made = make()
    lock.lock()
    entries[site] = made
    lock.unlock()
    return made
  }

  /// The code address of `closure` when the closure captures nothing, `nil` otherwise.
  ///
  /// The result type is a class (a key path) on purpose: a closure returning a class is passed as
  /// is at every abstraction level, while a fully generic `() -> T` would be wrapped in a
  /// reabstraction thunk (with a context) wherever the caller is not specialized.
  @inlinable
  static func site<Root, Value>(of closure: @escaping () -> KeyPath<Root, Value>) -> UnsafeRawPointer? {
    // A thick function value is its code address followed by its context (nil when empty).
    let (function, context) = unsafeBitCast(closure, to: (UnsafeRawPointer, UnsafeRawPointer?).self)
    return context == nil ? function : nil
  }
}

/// A case key path argument and the case path it leads to, resolved once per call site.
@usableFromInline
final class ResolvedCaseKeyPath<Root, Value>: @unchecked Sendable {
  /// The key path the site evaluated to.
  @usableFromInline let keyPath: CaseKeyPath<Root, Value>
  /// Its case path.
  @usableFromInline let casePath: AnyCasePath<Root, Value>

  @usableFromInline
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.casePath = AnyCasePath(keyPath)
  }
}

/// Resolves a case key path argument taken as an autoclosure, once per call site when it captures
/// nothing (see ``CallSiteCache``).
@inlinable
func resolveCaseKeyPath<Root, Value>(
  _ keyPath: @escaping () -> CaseKeyPath<Root, Value>
) -> ResolvedCaseKeyPath<Root, Value> {
  guard let site = CallSiteCache.site(of: keyPath) else {
    return ResolvedCaseKeyPath(keyPath())
  }
  return CallSiteCache.shared.value(at: site, as: ResolvedCaseKeyPath<Root, Value>.self) {
    ResolvedCaseKeyPath(keyPath())
  }
}
