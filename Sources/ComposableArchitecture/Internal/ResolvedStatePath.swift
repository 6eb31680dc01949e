/// A state key path argument, with the way a write through it is made in place.
///
/// A reducer that runs a child on a part of its state (``Scope``) writes through the key path on
/// every child action. When the parent is an `@ObservableState` struct, that write goes through the
/// field's storage (see `ObservedStoragePath`) rather than its computed property, which would copy
/// the whole child. Which of the two a key path takes is looked up once, here, instead of on every
/// write.
@usableFromInline
final class ResolvedStatePath<Root, Value>: @unchecked Sendable {
  /// The key path the argument evaluated to.
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// How a write through `keyPath` is made.
  private let inPlace: InPlacePath<Root, Value>

  /// Resolves `keyPath`'s in-place write.
  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.inPlace = StoragePaths.path(for: keyPath) ?? InPlacePath(storage: keyPath)
  }

  /// Runs `body` on the value at `keyPath` in `root`, in place: through the field's storage when
  /// `root` is an `@ObservableState` struct and `keyPath` one of its tracked fields (then notifying
  /// the field's observers if it changed), through `keyPath` otherwise.
  ///
  /// Not generic over a result: in an unspecialized caller, a result type would be one more type
  /// looked up at run time on every write.
  @usableFromInline
  func modify(_ root: inout Root, _ body: (inout Value) -> Void) {
    inPlace.modify(&root, body)
  }
}
