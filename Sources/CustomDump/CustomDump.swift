/// Dumps a value's contents to standard output as a readable, Swift-like tree.
///
/// Compared to the standard library's `dump`, the output reads like the code that builds the value:
/// no module prefixes (enclosing types are kept: `Feature.State`), enum cases with their payloads,
/// dictionaries sorted by key, strings quoted.
///
/// ```swift
/// customDump(User(id: 1, name: "Blob", tags: ["a", "b"], address: nil))
/// // User(
/// //   id: 1,
/// //   name: "Blob",
/// //   tags: [
/// //     [0]: "a",
/// //     [1]: "b"
/// //   ],
/// //   address: nil
/// // )
/// ```
///
/// A value is written, in order of preference, with its ``CustomDumpStringConvertible`` description, as
/// the value its ``CustomDumpRepresentable`` conformance returns, with its ``CustomDumpReflectable``
/// mirror, or with its ordinary `Mirror`. An object is written in full the first time and as
/// `Type(↩︎)` afterwards, so reference cycles end; distinct instances of one class after the first are
/// numbered `#1 Type(`, `#2 Type(`, ….
///
/// - Parameters:
///   - value: The value to dump.
///   - name: A label written before the value, as in `name: value`. Omitted when `nil`.
///   - indent: The number of spaces in front of every line.
///   - maxDepth: How many levels of nesting to show; deeper parts are written `Type(…)`. Nesting
///     beyond 100 levels is always cut this way.
/// - Returns: `value`, unchanged.
@discardableResult
public func customDump<T>(
  _ value: T,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  var output = ""
  customDump(value, to: &output, name: name, indent: indent, maxDepth: maxDepth)
  print(output)
  return value
}

/// Dumps a value's contents to a text stream as a readable, Swift-like tree.
///
/// Writes the same text as ``customDump(_:name:indent:maxDepth:)``, without a trailing newline.
///
/// ```swift
/// var log = ""
/// customDump([1: "one"], to: &log, name: "table")
/// // log == """
/// // table: [
/// //   1: "one"
/// // ]
/// // """
/// ```
///
/// - Parameters:
///   - value: The value to dump.
///   - target: The stream to write to.
///   - name: A label written before the value, as in `name: value`. Omitted when `nil`.
///   - indent: The number of spaces in front of every line.
///   - maxDepth: How many levels of nesting to show; deeper parts are written `Type(…)`.
/// - Returns: `value`, unchanged.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T,
  to target: inout TargetStream,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  var dumper = Dumper()
  target.write(
    dumper.dump(value, name: name, indent: max(0, indent), isRoot: true, maxDepth: maxDepth)
  )
  return value
}
