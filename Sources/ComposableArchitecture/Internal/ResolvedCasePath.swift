import CasePaths

/// A case path held by reference.
///
/// A `Scope` is rebuilt by its parent's `body` on every action, and moved and copied through its
/// type's value witnesses in a generic feature. Holding its action case path as one reference,
/// shared by every scope built at the same call site, makes those copies a single retain instead
/// of one per closure the case path holds.
@usableFromInline
class ResolvedCasePath<Root, Value>: @unchecked Sendable {
  /// The case path.
  @usableFromInline final let casePath: AnyCasePath<Root, Value>

  /// Holds `casePath`.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
  }
}
