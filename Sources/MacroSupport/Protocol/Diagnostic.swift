/// A diagnostic sent back to the compiler, in the wire shape of swift-syntax's plugin messages.
///
/// Positions are absolute UTF-8 offsets in the file named by the request's `location.fileName`. Build
/// them from scanner ranges with ``SyntaxNode/diagnostic(_:severity:at:notes:fixIts:)``.
public struct Diagnostic: Codable, Sendable, Hashable {
  /// How serious a diagnostic is.
  public enum Severity: String, Codable, Sendable, Hashable {
    /// Fails the build.
    case error
    /// Shown as a warning.
    case warning
    /// Shown as a note.
    case note
    /// Shown as a remark.
    case remark
  }

  /// A point in a file.
  public struct Position: Codable, Sendable, Hashable {
    /// The file's full path (the request's `location.fileName`).
    public var fileName: String
    /// The UTF-8 offset in the file.
    public var offset: Int

    /// Creates a position.
    public init(fileName: String, offset: Int) {
      self.fileName = fileName
      self.offset = offset
    }

    /// A position the compiler shows without a location.
    public static let invalid = Position(fileName: "", offset: 0)
  }

  /// A range in a file.
  public struct PositionRange: Codable, Sendable, Hashable {
    /// The file's full path.
    public var fileName: String
    /// The UTF-8 offset of the range's start.
    public var startOffset: Int
    /// The UTF-8 offset just past the range's end.
    public var endOffset: Int

    /// Creates a range.
    public init(fileName: String, startOffset: Int, endOffset: Int) {
      self.fileName = fileName
      self.startOffset = startOffset
      self.endOffset = endOffset
    }
  }

  /// A note attached to a diagnostic, at its own position.
  public struct Note: Codable, Sendable, Hashable {
    /// Where the note points.
    public var position: Position
    /// The note's text.
    public var message: String

    /// Creates a note.
    public init(position: Position, message: String) {
      self.position = position
      self.message = message
    }
  }

  /// A suggested edit the user can apply.
  public struct FixIt: Codable, Sendable, Hashable {
    /// One text replacement.
    public struct Change: Codable, Sendable, Hashable {
      /// The range to replace (empty to insert).
      public var range: PositionRange
      /// The replacement text (empty to delete).
      public var newText: String

      /// Creates a change.
      public init(range: PositionRange, newText: String) {
        self.range = range
        self.newText = newText
      }
    }

    /// What the fix-it does, e.g. "Insert 'indirect'".
    public var message: String
    /// The edits, applied together.
    public var changes: [Change]

    /// Creates a fix-it.
    public init(message: String, changes: [Change]) {
      self.message = message
      self.changes = changes
    }
  }

  /// The diagnostic's text.
  public var message: String
  /// Its severity.
  public var severity: Severity
  /// Where it points.
  public var position: Position
  /// Ranges to highlight.
  public var highlights: [PositionRange]
  /// Attached notes.
  public var notes: [Note]
  /// Suggested fixes.
  public var fixIts: [FixIt]

  /// Creates a diagnostic.
  public init(
    message: String, severity: Severity, position: Position, highlights: [PositionRange] = [], notes: [Note] = [],
    fixIts: [FixIt] = []
  ) {
    self.message = message
    self.severity = severity
    self.position = position
    self.highlights = highlights
    self.notes = notes
    self.fixIts = fixIts
  }
}
