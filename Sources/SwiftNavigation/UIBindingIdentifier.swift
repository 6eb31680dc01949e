/// The identity of the storage a ``UIBinding`` reaches.
///
/// Two bindings have equal identifiers when they were derived the same way from the same root: the
/// same property of the same object, the same case of the same binding... Tools that cache work per
/// binding (a presented screen per binding, say) use it as a key.
///
/// ```swift
/// UIBindingIdentifier($model.text) == UIBindingIdentifier($model.text)   // true
/// UIBindingIdentifier($model.text) == UIBindingIdentifier($model.title)  // false
/// ```
public struct UIBindingIdentifier: Hashable, Sendable {
  private let identity: UIBindingLocationIdentity

  /// The location, kept alive so that the objects its identity names (a binding's own storage) are
  /// not freed and their addresses reused by another binding while this identifier exists.
  private let location: any Sendable

  /// The identifier of `binding`'s storage.
  ///
  /// - Parameter binding: A binding.
  public init<Value>(_ binding: UIBinding<Value>) {
    identity = binding.location.identity
    location = binding.location
  }

  /// Whether two identifiers name the same storage.
  public static func == (lhs: UIBindingIdentifier, rhs: UIBindingIdentifier) -> Bool {
    lhs.identity == rhs.identity
  }

  /// Hashes the storage's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }
}
