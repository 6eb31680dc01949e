import Foundation
import MacroSupport
import Testing

@Suite struct FramingTests {
  /// A byte source handing out `data` in chunks of at most `chunkSize` bytes.
  final class ChunkedSource {
    var data: Data
    let chunkSize: Int
    init(_ data: Data, chunkSize: Int) {
      self.data = data
      self.chunkSize = chunkSize
    }
    func read(_ count: Int) -> Data {
      let n = min(count, chunkSize, data.count)
      let chunk = data.prefix(n)
      data = data.dropFirst(n)
      return Data(chunk)
    }
  }

  @Test func frameHasLittleEndianLengthPrefix() {
    let framed = MessageFraming.frame(Data("{}".utf8))
    #expect(Array(framed) == [2, 0, 0, 0, 0, 0, 0, 0, UInt8(ascii: "{"), UInt8(ascii: "}")])
  }

  @Test func roundTripsSeveralMessages() throws {
    let messages = [#"{"getCapability":{"capability":{"protocolVersion":7}}}"#, "{}", String(repeating: "x", count: 300)]
    let source = ChunkedSource(Data(messages.map { MessageFraming.frame(Data($0.utf8)) }.joined()), chunkSize: 1 << 20)
    var reader = FrameReader(read: source.read)
    var decoded: [String] = []
    while let payload = try reader.next() {
      decoded.append(String(decoding: payload, as: UTF8.self))
    }
    #expect(decoded == messages)
  }

  @Test func reassemblesPartialReads() throws {
    let message = #"{"expandMacroResult":{"expandedSource":"é","diagnostics":[]}}"#
    let framed = MessageFraming.frame(Data(message.utf8)) + MessageFraming.frame(Data("{}".utf8))
    for chunkSize in [1, 3, 7, 8, 9] {
      let source = ChunkedSource(framed, chunkSize: chunkSize)
      var reader = FrameReader(read: source.read)
      #expect(try reader.next().map { String(decoding: $0, as: UTF8.self) } == message)
      #expect(try reader.next() == Data("{}".utf8))
      #expect(try reader.next() == nil)
    }
  }

  @Test func emptyInputIsCleanEOF() throws {
    var reader = FrameReader(read: ChunkedSource(Data(), chunkSize: 4).read)
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  @Test func zeroLengthMessageIsNotEOF() throws {
    var reader = FrameReader(read: ChunkedSource(MessageFraming.frame(Data()), chunkSize: 4).read)
    #expect(try reader.next() == Data())
    #expect(try reader.next() == nil)
  }

  @Test func truncatedHeaderThrows() {
    var reader = FrameReader(read: ChunkedSource(Data([5, 0, 0]), chunkSize: 2).read)
    #expect(throws: FramingError.truncated(expected: 8, received: 3)) { try reader.next() }
  }

  @Test func truncatedPayloadThrows() {
    let framed = MessageFraming.frame(Data("{\"a\":1}".utf8)).dropLast(2)
    var reader = FrameReader(read: ChunkedSource(Data(framed), chunkSize: 3).read)
    #expect(throws: FramingError.truncated(expected: 7, received: 5)) { try reader.next() }
  }

  @Test func oversizedLengthThrows() {
    var reader = FrameReader(read: ChunkedSource(Data([0, 0, 0, 0, 0, 0, 0, 1]), chunkSize: 8).read)
    #expect(throws: FramingError.messageTooLarge(1 << 56)) { try reader.next() }
  }

  @Test func readsFromAPipe() throws {
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: MessageFraming.frame(Data("[1]".utf8)))
    try pipe.fileHandleForWriting.close()
    var reader = FrameReader(fileHandle: pipe.fileHandleForReading)
    #expect(try reader.next() == Data("[1]".utf8))
    #expect(try reader.next() == nil)
  }
}
