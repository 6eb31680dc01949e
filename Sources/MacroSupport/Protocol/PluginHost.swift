import Foundation

/// The plugin side of the compiler's plugin protocol: decodes requests, dispatches them to registered
/// ``MacroExpander`` types by type name, and encodes the replies.
///
/// A plugin's `@main` normally calls ``runPlugin(macros:)``; tests drive a host in-process with
/// ``reply(toJSON:)`` or ``run(reader:write:)``.
///
/// ```swift
/// var host = PluginHost(macros: ["CaseNamesMacro": CaseNamesMacro.self])
/// let replyJSON = host.reply(toJSON: requestJSON)
/// ```
public struct PluginHost {
  /// The macro implementations, keyed by the type name used in `#externalMacro(module:type:)`.
  public var macros: [String: any MacroExpander.Type]
  /// The protocol version the compiler announced in its handshake, if any.
  public private(set) var hostProtocolVersion: Int?
  /// Where the host writes what went wrong with the conversation itself (a message it could not
  /// decode, input that ended mid-message). Standard error by default, which the compiler shows;
  /// tests collect the lines instead.
  public var log: (_ message: String) -> Void = PluginHost.logToStandardError

  /// Creates a host serving `macros`, keyed by implementation type name.
  public init(macros: [String: any MacroExpander.Type]) {
    self.macros = macros
  }

  /// Handles one decoded message and returns the reply to send.
  public mutating func reply(to message: HostMessage) -> PluginReply {
    switch message {
    case .getCapability(let version):
      hostProtocolVersion = version
      return .capability(protocolVersion: PluginReply.protocolVersion)
    case .expandAttachedMacro(let request):
      let expansion = expand(request)
      return usesLegacyReplies ? .legacyAttachedExpansion(expansion) : .expansion(expansion)
    case .expandFreestandingMacro(let request):
      let expansion = expand(request)
      return usesLegacyReplies ? .legacyFreestandingExpansion(expansion) : .expansion(expansion)
    case .loadPluginLibrary(let libraryPath, _):
      let message = "this macro plugin is an executable and cannot load the library '\(libraryPath)'"
      return .loadPluginLibraryResult(
        loaded: false,
        diagnostics: [Diagnostic(message: message, severity: .error, position: .invalid)])
    case .unknown(let name):
      return .expansion(
        .failed([
          Diagnostic(
            message: "the macro plugin does not understand the compiler's '\(name)' message",
            severity: .error, position: .invalid)
        ]))
    }
  }

  /// Handles one JSON payload and returns the JSON reply; malformed input yields an error diagnostic
  /// reply instead of throwing.
  public mutating func reply(toJSON json: Data) -> Data {
    let reply: PluginReply
    do {
      reply = self.reply(to: try HostMessage(json: json))
    } catch {
      log("could not decode a message: \(error)")
      reply = .expansion(
        .failed([
          Diagnostic(
            message: "the macro plugin could not read the compiler's request: \(error)",
            severity: .error, position: .invalid)
        ]))
    }
    do {
      return try reply.json()
    } catch {
      log("could not encode a reply: \(error)")
      return Data(#"{"expandMacroResult":{"expandedSource":null,"diagnostics":[]}}"#.utf8)
    }
  }

  /// Reads framed messages from `reader` until the end of input, writing one framed reply per message.
  ///
  /// Returns at the end of input, on a framing error, or when writing fails (each is logged to stderr).
  public mutating func run(reader: inout FrameReader, write: (Data) throws -> Void) {
    while true {
      let message: Data
      do {
        guard let next = try reader.next() else { return }
        // The compiler closes a session with an empty frame: nothing to answer.
        if next.isEmpty { return }
        message = next
      } catch {
        log("stopping: \(error)")
        return
      }
      do {
        try write(MessageFraming.frame(reply(toJSON: message)))
      } catch {
        log("stopping: could not write a reply: \(error)")
        return
      }
    }
  }

  /// Serves messages read from `input`, writing replies to `output`, until `input` ends.
  public mutating func run(input: FileHandle, output: FileHandle) {
    var reader = FrameReader(fileHandle: input)
    run(reader: &reader) { try output.write(contentsOf: $0) }
  }

  /// Whether the compiler announced a protocol older than 5, which lacks `expandMacroResult`.
  private var usesLegacyReplies: Bool {
    hostProtocolVersion.map { $0 < 5 } ?? false
  }

  private func expand(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let expander = macros[request.macro.typeName] else {
      let known = macros.keys.sorted().joined(separator: ", ")
      return .failed([
        request.diagnostic(
          "macro implementation type '\(request.macro.typeName)' is not in module '\(request.macro.moduleName)'"
            + " (it provides: \(known))")
      ])
    }
    do {
      return try expander.expand(request)
    } catch let error as MacroExpansionError {
      return .failed(error.diagnostics)
    } catch {
      return .failed([request.diagnostic("\(error)")])
    }
  }

  /// Writes a line to standard error (never standard output, which carries the protocol).
  /// Writes `message` to standard error, prefixed with `[OpenTCA macro plugin]`.
  public static func logToStandardError(_ message: String) {
    try? FileHandle.standardError.write(contentsOf: Data("[OpenTCA macro plugin] \(message)\n".utf8))
  }
}

/// Runs a macro plugin: serves the compiler's requests on standard input/output until input ends.
///
/// Call it from the plugin's `@main`. Anything the process prints to standard output while it runs is
/// redirected to standard error, so stray `print`s cannot corrupt the protocol.
///
/// ```swift
/// @main
/// enum Plugin {
///   static func main() {
///     runPlugin(macros: ["CasePathableMacro": CasePathableMacro.self])
///   }
/// }
/// ```
public func runPlugin(macros: [String: any MacroExpander.Type]) {
  var host = PluginHost(macros: macros)
  let protocolOutput = dup(STDOUT_FILENO)
  guard protocolOutput >= 0 else {
    host.run(input: .standardInput, output: .standardOutput)
    return
  }
  _ = dup2(STDERR_FILENO, STDOUT_FILENO)
  let output = FileHandle(fileDescriptor: protocolOutput, closeOnDealloc: true)
  host.run(input: .standardInput, output: output)
}
