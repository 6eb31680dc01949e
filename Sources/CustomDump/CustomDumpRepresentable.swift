/// A type that stands in a dump for another value, which is dumped instead.
///
/// Useful to flatten wrapper types, such as type-safe identifiers, into what they wrap.
///
/// ```swift
/// struct ID: CustomDumpRepresentable {
///   var rawValue: String
///   var customDumpValue: Any { rawValue }
/// }
///
/// customDump(ID(rawValue: "deadbeef"))  // "deadbeef"
/// ```
public protocol CustomDumpRepresentable {
  /// The value to dump in place of this one.
  var customDumpValue: Any { get }
}
