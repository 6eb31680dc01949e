/// A class whose instances are equal only to themselves and hash by identity.
///
/// Navigation APIs often need `Hashable` values (a path element, a selection), and a class that has
/// no value-based notion of equality can take on identity-based `Hashable` by conforming:
///
/// ```swift
/// @Observable
/// final class DetailModel: HashableObject {
///   var title = ""
/// }
/// let model = DetailModel()
/// Set([model, model]).count  // 1
/// ```
public protocol HashableObject: AnyObject, Hashable {}

extension HashableObject {
  /// Whether `lhs` and `rhs` are the same instance.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }

  /// Hashes the instance's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
