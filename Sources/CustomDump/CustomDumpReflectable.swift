/// A type that supplies the mirror ``customDump(_:name:indent:maxDepth:)`` and ``diff(_:_:format:)`` walk,
/// instead of the one `Mirror(reflecting:)` would build.
///
/// Use it to hide fields, rename them or show computed ones. The mirror's display style decides the
/// shape of the dump (`.struct`, `.class`, `.enum`, `.collection`, `.dictionary`, `.set`, `.tuple`).
///
/// ```swift
/// struct Session: CustomDumpReflectable {
///   var user: String
///   var token: String
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["user": user], displayStyle: .struct)
///   }
/// }
///
/// customDump(Session(user: "Blob", token: "secret"))  // Session(user: "Blob")
/// ```
public protocol CustomDumpReflectable {
  /// The mirror to dump in place of this value's own.
  var customDumpMirror: Mirror { get }
}
