/// An error reading framed messages.
public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input ended in the middle of a header or payload.
  case truncated(expected: Int, received: Int)
  /// A header announced a message larger than ``MessageFraming/maximumMessageSize``.
  case messageTooLarge(UInt64)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .truncated(let expected, let received):
      "input ended after \(received) of \(expected) bytes of a message"
    case .messageTooLarge(let length):
      "message length \(length) exceeds the \(MessageFraming.maximumMessageSize)-byte limit"
    }
  }
}
