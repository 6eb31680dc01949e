/// A value that stands in dumps and diffs for a pair of values: the value before and the value after
/// some change, as an observable model does when a test compares its states.
///
/// A dump shows the second value, marked with the object's number (`#1 Login(…)`); a diff of the
/// object against itself compares the two values.
///
/// ```swift
/// final class Model: _CustomDiffObject {
///   var old = Login(email: "a")
///   var new = Login(email: "b")
///   var _customDiffValues: (Any, Any) { (old, new) }
/// }
/// ```
public protocol _CustomDiffObject {
  /// The value before and the value after.
  var _customDiffValues: (Any, Any) { get }
  /// The identity of the object, which numbers it in dumps and diffs.
  var _objectIdentifier: ObjectIdentifier { get }
}

extension _CustomDiffObject where Self: AnyObject {
  /// The object's own identity.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self) }
}
