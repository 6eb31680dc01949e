/// An object that stands in dumps and diffs for a pair of values: the value before and the value
/// after some change, as an observable model does when a test compares its states.
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
public protocol _CustomDiffObject: AnyObject {
  /// The value before and the value after.
  var _customDiffValues: (Any, Any) { get }
}
