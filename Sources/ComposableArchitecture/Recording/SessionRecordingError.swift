import Foundation

/// Why a recording cannot be read or written, as a plain sentence: "No such file: session.jsonl.",
/// "session.jsonl is not a recording: line 1 is not a JSON object.", "Line 3 of session.jsonl does not
/// decode as Feature.Action: it has no field \"id\"."
public struct SessionRecordingError: Error, CustomStringConvertible, LocalizedError {
  /// What is wrong, as a sentence.
  public let message: String

  /// An error saying `message`.
  public init(message: String) {
    self.message = message
  }

  /// What is wrong, as a sentence (``message``).
  public var description: String { message }

  /// What is wrong, as a sentence (``message``), for `localizedDescription`.
  public var errorDescription: String? { message }
}
