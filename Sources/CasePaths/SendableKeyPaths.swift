// Key paths are not `Sendable` by type, though the ones key path literals make are safe to share.
// These aliases and `unsafeSendable()` let code (TCA's among it) store case key paths in `Sendable`
// values, as with Point-Free's CasePaths.

/// A type-erased key path that may be shared across concurrency domains.
public typealias _SendableAnyKeyPath = any AnyKeyPath & Sendable
/// A partial key path that may be shared across concurrency domains.
public typealias _SendablePartialKeyPath<Root> = any PartialKeyPath<Root> & Sendable
/// A key path that may be shared across concurrency domains.
public typealias _SendableKeyPath<Root, Value> = any KeyPath<Root, Value> & Sendable
/// A writable key path that may be shared across concurrency domains.
public typealias _SendableWritableKeyPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable
/// A reference-writable key path that may be shared across concurrency domains.
public typealias _SendableReferenceWritableKeyPath<Root, Value> =
  any ReferenceWritableKeyPath<Root, Value> & Sendable
/// A partial case key path that may be shared across concurrency domains.
public typealias _SendablePartialCaseKeyPath<Root> = any PartialCaseKeyPath<Root> & Sendable
/// A case key path that may be shared across concurrency domains.
public typealias _SendableCaseKeyPath<Root, Value> = any CaseKeyPath<Root, Value> & Sendable

extension _AppendKeyPath {
  /// The key path, promised safe to share: key paths built from literals hold no mutable state.
  ///
  /// ```swift
  /// let path: _SendableCaseKeyPath<Action, Int> = (\Action.Cases.count).unsafeSendable()
  /// ```
  @_transparent
  public func unsafeSendable<Root, Value>() -> _SendableKeyPath<Root, Value>
  where Self == KeyPath<Root, Value> {
    unsafeBitCast(self, to: _SendableKeyPath<Root, Value>.self)
  }

  /// The partial key path, promised safe to share.
  @_transparent
  public func unsafeSendable<Root>() -> _SendablePartialKeyPath<Root>
  where Self == PartialKeyPath<Root> {
    unsafeBitCast(self, to: _SendablePartialKeyPath<Root>.self)
  }

  /// The writable key path, promised safe to share.
  @_transparent
  public func unsafeSendable<Root, Value>() -> _SendableWritableKeyPath<Root, Value>
  where Self == WritableKeyPath<Root, Value> {
    unsafeBitCast(self, to: _SendableWritableKeyPath<Root, Value>.self)
  }
}
