import Foundation

/// The records of a JSON Lines recording, read without knowing its `State` and `Action` types: what
/// ``SessionRecording/init(contentsOf:)`` decodes, and what tools that show any recording
/// (`tca-replay`) read the dumps from.
///
/// It checks the shape of a recording: a start line first, then action lines. Blank lines are
/// skipped. A last line that is not a complete JSON object is where the recording was cut (the
/// recording process ended while writing it): the records before it are read, and
/// ``truncationNote`` says where it was cut. Anything else that is not a record is an error, a
/// ``SessionRecordingError`` with a plain sentence; a whole line nested deeper than the JSON reader
/// reads (512 levels with Foundation's) is one, and its error says so, with the limit.
@_spi(RecordingTools)
public struct RecordingLines {
  /// One record of the recording.
  public struct Record {
    /// The line it is on, from 1 (blank lines count).
    public let line: Int
    /// The line's JSON.
    public let data: Data
    /// The line's fields.
    public let fields: [String: Any]
    /// Whether this is an action line (otherwise it is the start line).
    public var isAction: Bool { fields["kind"] as? String == "action" }
  }

  /// The start line (the initial state, the types' names).
  public let start: Record
  /// The action lines, in order.
  public let actions: [Record]
  /// Where the recording was cut, when its last line was incomplete and so left out; `nil` when
  /// every line was read. See ``SessionRecording/truncationNote``.
  public let truncationNote: String?

  /// Reads the recording at `url`.
  ///
  /// - Throws: ``SessionRecordingError`` with a plain sentence: no such file, a directory, an
  ///   unreadable file, a file that is not a recording.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SessionRecordingError(message: FileErrorSentence.reading(url, error: error))
    }
    try self.init(jsonLines: data, name: url.relativePath)
  }

  /// Reads a recording from its JSON Lines; `name` names it in errors ("the recording" when `nil`).
  public init(jsonLines data: Data, name: String? = nil) throws {
    // The recording, named at the start of a sentence and inside one.
    let subject = name ?? "The recording"
    let named = name ?? "the recording"
    let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    // The last line that is not blank: the only one that may be cut.
    guard let lastNonBlank = lines.lastIndex(where: { !Self.isBlank($0) }) else {
      throw SessionRecordingError(
        message: "\(subject) is empty: a recording starts with a line holding the initial state.")
    }
    var start: Record?
    var actions: [Record] = []
    var truncationNote: String?
    for (offset, line) in lines.enumerated() where !Self.isBlank(line) {
      let number = offset + 1
      let lineData = Data(line)
      guard let fields = (try? JSONSerialization.jsonObject(with: lineData)) as? [String: Any] else {
        // A whole line the reader refuses for its depth is neither cut nor damaged: say so.
        let shape = JSONLineShape(line)
        if shape.isComplete, let limit = JSONLineShape.readerDepthLimit, shape.depth > limit {
          throw SessionRecordingError(
            message: Self.tooDeepMessage(line: number, of: named, depth: shape.depth, limit: limit))
        }
        // Only the last line can be cut, and what is left of a record starts as one does.
        // A line whose strings and brackets all close was written whole: it is not cut.
        let isCut = offset == lastNonBlank && line.first == UInt8(ascii: "{") && !shape.isComplete
        switch (isCut, start) {
        case (true, nil):
          throw SessionRecordingError(
            message: "\(subject) is cut in its first line: the initial state is incomplete, so there is nothing to open.")
        case (true, _):
          truncationNote = Self.truncationNote(line: number, stepsBefore: actions.count)
        case (false, nil):
          throw SessionRecordingError(message: "\(subject) is not a recording: line \(number) is not a JSON object.")
        case (false, _) where offset == lastNonBlank:
          throw SessionRecordingError(message: "\(subject) is damaged: its last line, \(number), is not a JSON object.")
        case (false, _):
          throw SessionRecordingError(
            message: "\(subject) is damaged: line \(number) is not a JSON object, and lines follow it (a cut recording ends with its incomplete line).")
        }
        break
      }
      let kind = fields["kind"] as? String
      let record = Record(line: number, data: lineData, fields: fields)
      switch (kind, start) {
      case ("start", nil):
        start = record
      case (_, nil):
        throw SessionRecordingError(
          message: "\(subject) is not a recording: line \(number) is not a recording's start line (\"kind\": \"start\").")
      case ("action", _):
        actions.append(record)
      case ("start", _):
        throw SessionRecordingError(message: "\(subject) holds two recordings: line \(number) is a second start line.")
      default:
        throw SessionRecordingError(
          message: "Line \(number) of \(named) is not a step: its kind is \(kind.map { "\"\($0)\"" } ?? "missing").")
      }
    }
    // The first line that is not blank is the start line, or an error was thrown above.
    guard let start else {
      throw SessionRecordingError(message: "\(subject) is not a recording: it has no start line.")
    }
    self.start = start
    self.actions = actions
    self.truncationNote = truncationNote
  }

  /// The note for a recording cut at `line`.
  static func truncationNote(line: Int, stepsBefore: Int) -> String {
    let steps = stepsBefore == 1 ? "the step before it was read" : "the \(stepsBefore) steps before it were read"
    return
      "The recording is cut at line \(line): that line is incomplete, as when the recording process ends while writing it; \(steps)."
  }

  /// The deepest nesting of arrays and objects the JSON reader accepts on this platform (512 with
  /// Foundation's `JSONSerialization`); `nil` when it accepts the deepest tried (4,096).
  public static var readerDepthLimit: Int? { JSONLineShape.readerDepthLimit }

  /// The error for a whole line nested deeper than the JSON reader reads.
  static func tooDeepMessage(line: Int, of recording: String, depth: Int, limit: Int) -> String {
    """
    Line \(line) of \(recording) is complete but too deep to read: its values nest \(depth) levels \
    deep, and the JSON reader stops at \(limit) levels. Record a state or action that nests less \
    deeply (a flatter model), or read this line with a reader without that limit.
    """
  }

  /// Whether a line holds nothing but white space.
  private static func isBlank(_ line: Data.SubSequence) -> Bool {
    line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
  }
}
