/// A value that stands in dumps and diffs for a pair of values: the value before and the value after
/// some change, as an observable model does when a test compares its states.
///
/// A dump shows the second value, marked with the object's number (`#1 Login(…)`); a diff of the
/// object against itself compares the two values under that number. Wherever the object appears
/// again in the same dump or diff, it is written `#1 Login(↩︎)`, an unchanged line.
///
/// Whether two such objects are equal is decided as for any other value (by `==` when the type is
/// `Equatable`, by identity for the same instance, part by part otherwise), never by comparing the
/// two values: an object that should show a difference between them is `Equatable`, or has parts
/// that differ.
///
/// ```swift
/// final class Model: _CustomDiffObject, Equatable {
///   var old = Login(email: "a")
///   var new = Login(email: "b")
///   var _customDiffValues: (Any, Any) { (old, new) }
///   static func == (lhs: Model, rhs: Model) -> Bool { lhs === rhs && lhs.old == lhs.new }
/// }
/// ```
public protocol _CustomDiffObject {
  /// The value before and the value after.
  var _customDiffValues: (Any, Any) { get }
  /// The type named in dumps and diffs in place of the values' own type, or `nil` (the default)
  /// for the values' type. With a type, the values' parts are shown under that type's name.
  var _customDiffType: Any.Type? { get }
  /// The identity of the object, which numbers it in dumps and diffs.
  var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject {
  /// No type of its own: dumps and diffs name the values' type.
  public var _customDiffType: Any.Type? { nil }
}

extension _CustomDiffObject where Self: AnyObject {
  /// The object's own identity.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}
