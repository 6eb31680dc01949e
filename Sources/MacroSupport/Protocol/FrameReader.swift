import Foundation

/// Reads framed messages from a byte source that may deliver data in arbitrary chunks.
///
/// ```swift
/// var reader = FrameReader(fileHandle: .standardInput)
/// while let json = try reader.next() { … }
/// ```
public struct FrameReader {
  private let read: (Int) throws -> Data

  /// Creates a reader over `read`, which returns up to the requested number of bytes, and empty data at
  /// the end of input.
  public init(read: @escaping (Int) throws -> Data) {
    self.read = read
  }

  /// Creates a reader over a file handle (for example standard input, or a pipe in tests).
  public init(fileHandle: FileHandle) {
    self.init { count in try fileHandle.read(upToCount: count) ?? Data() }
  }

  /// Returns the next message's JSON payload, or `nil` at a clean end of input (between messages).
  ///
  /// - Throws: ``FramingError`` when the input ends mid-message or announces an oversized message.
  public mutating func next() throws -> Data? {
    let header = try readExactly(8)
    if header.isEmpty { return nil }
    guard header.count == 8 else { throw FramingError.truncated(expected: 8, received: header.count) }
    let length = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    guard length <= UInt64(MessageFraming.maximumMessageSize) else { throw FramingError.messageTooLarge(length) }
    let payload = try readExactly(Int(length))
    guard payload.count == Int(length) else {
      throw FramingError.truncated(expected: Int(length), received: payload.count)
    }
    return payload
  }

  /// Reads `count` bytes, fewer only if the input ends first.
  private func readExactly(_ count: Int) throws -> Data {
    var data = Data()
    while data.count < count {
      let chunk = try read(count - data.count)
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    return data
  }
}
