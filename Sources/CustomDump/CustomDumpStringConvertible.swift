/// A type that supplies its own one-piece text for ``customDump(_:name:indent:maxDepth:)`` and
/// ``diff(_:_:format:)``.
///
/// Best for values with a simple, un-nested representation (identifiers, dates, URLs). The text is used
/// as it is, without quotes; for values with fields, conform to ``CustomDumpReflectable`` instead.
///
/// ```swift
/// struct Redacted<Value>: CustomDumpStringConvertible {
///   var value: Value
///   var customDumpDescription: String { "<redacted>" }
/// }
///
/// customDump(Redacted(value: "hunter2"))  // <redacted>
/// ```
public protocol CustomDumpStringConvertible {
  /// The text that stands for this value in a dump.
  var customDumpDescription: String { get }
}
