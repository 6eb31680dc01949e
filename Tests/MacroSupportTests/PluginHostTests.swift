import Foundation
import MacroSupport
import Testing

/// Emits `static let caseNames = [...]` for an enum; diagnoses anything else at the declaration.
enum CaseNamesMacro: MacroExpander {
  static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source),
      type.kind == .enum
    else {
      let range = request.declaration.flatMap { DeclarationScanner.typeDeclaration(in: $0.source)?.range }
      throw MacroExpansionError(
        (request.declaration ?? request.node).diagnostic("'@CaseNames' can only be applied to an enum", at: range))
    }
    let names = type.cases.map { Wire.quote(SwiftIdentifier.unescaped($0.name)) }
    return MacroExpansion(source: "static let caseNames = [\(names.joined(separator: ", "))]")
  }
}

struct PlainError: Error, CustomStringConvertible {
  var description: String { "plain failure" }
}

enum ThrowingMacro: MacroExpander {
  static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    throw PlainError()
  }
}

enum StringifyMacro: MacroExpander {
  static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    MacroExpansion(source: "(1 + 2, \"1 + 2\")")
  }
}

@Suite struct PluginHostTests {
  static var macros: [String: any MacroExpander.Type] {
    ["CaseNames": CaseNamesMacro.self, "Throwing": ThrowingMacro.self, "Stringify": StringifyMacro.self]
  }

  func reply(_ json: String, host: inout PluginHost) -> NSDictionary? {
    Wire.object(host.reply(toJSON: Data(json.utf8)))
  }

  func expansionResult(_ object: NSDictionary?) -> (source: Any?, diagnostics: [NSDictionary]) {
    let result = object?["expandMacroResult"] as? NSDictionary
    return (result?["expandedSource"], result?["diagnostics"] as? [NSDictionary] ?? [])
  }

  @Test func answersHandshakeWithVersion7() {
    var host = PluginHost(macros: Self.macros)
    #expect(reply(Wire.handshake, host: &host) == Wire.object(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#))
    #expect(host.hostProtocolVersion == 7)
  }

  @Test func expandsAttachedMacroByTypeName() {
    var host = PluginHost(macros: Self.macros)
    _ = reply(Wire.handshake, host: &host)
    let json = Wire.attached(declaration: "\n@CaseNames enum E { case alpha, beta(Int)\n  case `default` }")
    let result = expansionResult(reply(json, host: &host))
    #expect(result.source as? String == #"static let caseNames = ["alpha", "beta", "default"]"#)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func expandsFreestandingMacro() {
    var host = PluginHost(macros: Self.macros)
    let result = expansionResult(reply(Wire.freestanding(), host: &host))
    #expect(result.source as? String == "(1 + 2, \"1 + 2\")")
  }

  @Test func thrownExpansionErrorBecomesDiagnosticsWithNullSource() {
    var host = PluginHost(macros: Self.macros)
    let declaration = "\n// A struct\n@CaseNames struct S {}"
    let json = Wire.attached(declaration: declaration, offset: 100)
    let result = expansionResult(reply(json, host: &host))
    #expect(result.source is NSNull)
    #expect(result.diagnostics.count == 1)
    let position = result.diagnostics.first?["position"] as? NSDictionary
    #expect(result.diagnostics.first?["message"] as? String == "'@CaseNames' can only be applied to an enum")
    // The compiler's location is where `source` begins (trivia included); the struct starts 13 bytes in.
    #expect(position?["offset"] as? Int == 100 + "\n// A struct\n".utf8.count)
    #expect(position?["fileName"] as? String == "/abs/path/main.swift")
    #expect(result.diagnostics.first?["severity"] as? String == "error")
  }

  @Test func otherErrorsAreReportedAtTheAttribute() {
    var host = PluginHost(macros: Self.macros)
    let json = Wire.attached(typeName: "Throwing", declaration: "enum E {}", offset: 42)
    let result = expansionResult(reply(json, host: &host))
    #expect(result.source is NSNull)
    #expect(result.diagnostics.first?["message"] as? String == "plain failure")
    // The attribute's source is "\n@CaseNames ": its first token is one byte past the location.
    #expect((result.diagnostics.first?["position"] as? NSDictionary)?["offset"] as? Int == 43)
  }

  @Test func unregisteredTypeNameIsAnError() {
    var host = PluginHost(macros: Self.macros)
    let json = Wire.attached(typeName: "Missing", declaration: "enum E {}")
    let result = expansionResult(reply(json, host: &host))
    #expect(result.source is NSNull)
    #expect((result.diagnostics.first?["message"] as? String)?.contains("'Missing'") == true)
  }

  @Test func malformedMessageGetsAnErrorReplyNotACrash() {
    var host = PluginHost(macros: Self.macros)
    var logged: [String] = []
    host.log = { logged.append($0) }
    let result = expansionResult(reply("{oops", host: &host))
    #expect(result.source is NSNull)
    #expect(result.diagnostics.count == 1)
    #expect(logged.count == 1)
    #expect(logged.first?.hasPrefix("could not decode a message: ") == true)
  }

  @Test func unknownMessageGetsAnErrorReply() {
    var host = PluginHost(macros: Self.macros)
    let result = expansionResult(reply(#"{"brandNewRequest":{}}"#, host: &host))
    #expect((result.diagnostics.first?["message"] as? String)?.contains("brandNewRequest") == true)
  }

  @Test func loadPluginLibraryIsDeclined() {
    var host = PluginHost(macros: Self.macros)
    let object = reply(#"{"loadPluginLibrary":{"libraryPath":"/l.so","moduleName":"M"}}"#, host: &host)
    let result = object?["loadPluginLibraryResult"] as? NSDictionary
    #expect(result?["loaded"] as? Bool == false)
    #expect((result?["diagnostics"] as? [Any])?.count == 1)
  }

  @Test func oldHostsGetLegacyReplies() {
    var host = PluginHost(macros: Self.macros)
    _ = reply(#"{"getCapability":{"capability":{"protocolVersion":4}}}"#, host: &host)
    let attached = reply(Wire.attached(declaration: "enum E { case a }"), host: &host)
    #expect((attached?["expandAttachedMacroResult"] as? NSDictionary)?["expandedSources"] as? [String]
      == [#"static let caseNames = ["a"]"#])
    let freestanding = reply(Wire.freestanding(), host: &host)
    #expect(freestanding?["expandFreestandingMacroResult"] != nil)
  }

  @Test func runLoopServesFramedMessagesFromChunkedInput() {
    let input = [Wire.handshake, Wire.attached(declaration: "enum E { case a, b }"), Wire.freestanding()]
      .map { MessageFraming.frame(Data($0.utf8)) }
      .reduce(Data(), +)
    var remaining = input
    var reader = FrameReader { count in
      let chunk = remaining.prefix(min(count, 5))
      remaining = remaining.dropFirst(chunk.count)
      return Data(chunk)
    }
    var output = Data()
    var host = PluginHost(macros: Self.macros)
    host.run(reader: &reader) { output.append($0) }

    var replies: [NSDictionary] = []
    var outputReader = FrameReader { count in
      let chunk = output.prefix(count)
      output = output.dropFirst(chunk.count)
      return Data(chunk)
    }
    while let payload = try? outputReader.next(), let object = Wire.object(payload) {
      replies.append(object)
    }
    #expect(replies.count == 3)
    #expect(replies.first?["getCapabilityResult"] != nil)
    #expect(expansionResult(replies.dropFirst().first).source as? String == #"static let caseNames = ["a", "b"]"#)
    #expect(expansionResult(replies.last).source as? String == "(1 + 2, \"1 + 2\")")
  }

  @Test func runLoopStopsOnTruncatedInputAfterAnsweringCompleteMessages() {
    var input = MessageFraming.frame(Data(Wire.handshake.utf8)) + MessageFraming.frame(Data("{\"x\":1}".utf8))
    input.removeLast(3)
    var reader = FrameReader { count in
      let chunk = input.prefix(count)
      input = input.dropFirst(chunk.count)
      return Data(chunk)
    }
    var writes = 0
    var host = PluginHost(macros: Self.macros)
    var logged: [String] = []
    host.log = { logged.append($0) }
    host.run(reader: &reader) { _ in writes += 1 }
    #expect(writes == 1)
    #expect(logged == ["stopping: input ended after 4 of 7 bytes of a message"])
  }

  @Test func emptyFrameEndsTheSessionWithoutAReply() {
    var input = MessageFraming.frame(Data(Wire.handshake.utf8)) + MessageFraming.frame(Data())
      + MessageFraming.frame(Data(Wire.handshake.utf8))
    var reader = FrameReader { count in
      let chunk = input.prefix(count)
      input = input.dropFirst(chunk.count)
      return Data(chunk)
    }
    var writes = 0
    var host = PluginHost(macros: Self.macros)
    host.run(reader: &reader) { _ in writes += 1 }
    #expect(writes == 1)
  }

  @Test func endToEndOverPipes() throws {
    let stdin = Pipe()
    let stdout = Pipe()
    for message in [Wire.handshake, Wire.attached(declaration: "\n@CaseNames enum E { case x }")] {
      try stdin.fileHandleForWriting.write(contentsOf: MessageFraming.frame(Data(message.utf8)))
    }
    try stdin.fileHandleForWriting.close()

    var host = PluginHost(macros: Self.macros)
    host.run(input: stdin.fileHandleForReading, output: stdout.fileHandleForWriting)
    try stdout.fileHandleForWriting.close()

    var reader = FrameReader(fileHandle: stdout.fileHandleForReading)
    let handshake = try #require(try reader.next())
    #expect(String(decoding: handshake, as: UTF8.self) == #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    let expansion = try #require(try reader.next())
    #expect(expansionResult(Wire.object(expansion)).source as? String == #"static let caseNames = ["x"]"#)
    #expect(try reader.next() == nil)
  }
}
