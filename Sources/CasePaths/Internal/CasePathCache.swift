import Foundation
import IssueReporting

/// Remembers the case path each case key path evaluates to.
///
/// Evaluating a case key path runs one dynamic-member subscript per component and builds a closure
/// chain; reducers do it for every action. The cache keys the finished ``AnyCasePath`` by the key
/// path (key paths are `Hashable` by their components, so two evaluations of the same literal
/// share one entry). Paths are built outside the lock: building runs user code (`AllCasePaths`
/// getters) that may itself use case key paths. Two threads building the same path at once both
/// get a correct path; one of them is kept.
final class _CasePathCache: @unchecked Sendable {
  static let shared = _CasePathCache()

  /// The number of entries per table after which a table is emptied, bounding memory when a
  /// program builds case key paths dynamically without end.
  static let capacity = 4096

  private let lock = NSLock()
  private var typed: [AnyKeyPath: any Sendable] = [:]
  private var partial: [AnyKeyPath: any Sendable] = [:]

  /// The case path `keyPath` leads to.
  ///
  /// A key path that does not start at `Root` (see `mismatchedRoot`) is reported on every use and
  /// never cached.
  func casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value> {
    if let cached = withLock({ typed[keyPath] }) as? AnyCasePath<Root, Value> {
      return cached
    }
    let chain = Case<Root>()[keyPath: keyPath].chain
    guard let built = chain.rooted(at: Root.self) else {
      return Self.mismatchedRoot(keyPath, chain: chain)
    }
    withLock {
      if typed.count >= Self.capacity { typed.removeAll(keepingCapacity: true) }
      typed[keyPath] = built
    }
    return built
  }

  /// The case key path as it is written, `\\AppAction.Cases.child.tap`; as the standard library
  /// prints it when a member has no name.
  func description<Root, Value>(of keyPath: CaseKeyPath<Root, Value>) -> String {
    casePath(keyPath).keyPathDescription ?? "\(keyPath)"
  }

  /// The type-erased case path `keyPath` leads to, or `nil` (reported) when it does not lead to a
  /// case of `Root`.
  func partialCasePath<Root>(_ keyPath: PartialCaseKeyPath<Root>) -> _PartialCasePath<Root>? {
    if let cached = withLock({ partial[keyPath] }) as? _PartialCasePath<Root> {
      return cached
    }
    guard
      let anyCase = Case<Root>()[keyPath: keyPath] as? any _AnyCase,
      let built = anyCase.partialPath(rootedAt: Root.self)
    else {
      reportIssue(
        """
        The partial case key path '\(keyPath)' does not lead to a case of '\(Root.self)'; it \
        matches nothing.
        """
      )
      return nil
    }
    withLock {
      if partial.count >= Self.capacity { partial.removeAll(keepingCapacity: true) }
      partial[keyPath] = built
    }
    return built
  }

  private func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// The case path used for a key path one of whose components builds a ``Case`` from another
  /// root (a hand-written `Case` member calling `Case(embed:extract:)`): the use is reported,
  /// extraction fails, and embedding works only if the component happens to produce a `Root`.
  private static func mismatchedRoot<Root, Value>(
    _ keyPath: CaseKeyPath<Root, Value>,
    chain: any _CasePathChain<Value>
  ) -> AnyCasePath<Root, Value> {
    let message = """
      The case key path '\(chain.name.keyPathDescription(root: Root.self) ?? "\(keyPath)")' does not start at '\(Root.self)': one of its components \
      builds a 'Case' rooted at '\(chain.rootType)'. Derive it from 'self' (as in 'self.someCase') instead.
      """
    reportIssue(message)
    return AnyCasePath(
      embed: { value in
        if let root = chain.embedAny(value) as? Root { return root }
        // No value of `Root` can be produced; only a component that lies about its root gets here.
        reportIssue(message)
        fatalError(message)
      },
      extract: { _ in nil }
    )
  }
}
