/// A piece of source the compiler sends: an attribute, a declaration, a type, an expression.
///
/// ``source`` keeps the node's leading trivia (newlines, comments), and ``location`` is where ``source``
/// begins in the file, trivia included (observed with Swift 6.3.1: for a declaration preceded by a blank
/// line and comments, `location` is the end of the previous line). Scanner ranges are UTF-8 offsets into
/// ``source``; ``absoluteOffset(of:)`` and the diagnostic helpers turn them into file positions, and a
/// diagnostic without a range lands on the node's first token, after the trivia.
public struct SyntaxNode: Codable, Sendable, Hashable {
  /// The node's kind on the wire: `declaration`, `attribute`, `type`, `expression`, `statement`, `pattern`.
  public var kind: String
  /// The node's source text, leading trivia included.
  public var source: String
  /// Where ``source`` (leading trivia included) begins in the file.
  public var location: SourceLocation

  /// Creates a node.
  public init(kind: String, source: String, location: SourceLocation) {
    self.kind = kind
    self.source = source
    self.location = location
  }

  /// The UTF-8 length of the leading whitespace and comments in ``source``.
  public var leadingTriviaLength: Int {
    Lexer.leadingTriviaLength(of: source)
  }

  /// ``source`` without its leading trivia and trailing whitespace.
  public var trimmedSource: String {
    String(decoding: source.utf8.dropFirst(leadingTriviaLength), as: UTF8.self)
      .trimmingTrailingWhitespace()
  }

  /// The absolute UTF-8 offset in the file of UTF-8 offset `localOffset` within ``source``.
  public func absoluteOffset(of localOffset: Int) -> Int {
    location.offset + localOffset
  }

  /// The file position of `localOffset` within ``source``; the node's first token (after its leading
  /// trivia) when `nil`.
  public func position(at localOffset: Int? = nil) -> Diagnostic.Position {
    Diagnostic.Position(fileName: location.fileName, offset: absoluteOffset(of: localOffset ?? leadingTriviaLength))
  }

  /// The file range of a UTF-8 range within ``source`` (for example a scanned element's `range`).
  public func positionRange(_ localRange: Range<Int>) -> Diagnostic.PositionRange {
    Diagnostic.PositionRange(
      fileName: location.fileName,
      startOffset: absoluteOffset(of: localRange.lowerBound),
      endOffset: absoluteOffset(of: localRange.upperBound))
  }

  /// A diagnostic at the start of `localRange` (highlighting it), or at the node's first token after its
  /// leading trivia.
  ///
  /// ```swift
  /// let node = request.declaration!   // the enum
  /// node.diagnostic("'@CasePathable' cannot be applied to a struct", at: type.range)
  /// ```
  public func diagnostic(
    _ message: String,
    severity: Diagnostic.Severity = .error,
    at localRange: Range<Int>? = nil,
    notes: [Diagnostic.Note] = [],
    fixIts: [Diagnostic.FixIt] = []
  ) -> Diagnostic {
    Diagnostic(
      message: message,
      severity: severity,
      position: position(at: localRange?.lowerBound),
      highlights: localRange.map { [positionRange($0)] } ?? [],
      notes: notes,
      fixIts: fixIts)
  }

  /// A note at the start of `localRange` within ``source``.
  public func note(_ message: String, at localRange: Range<Int>) -> Diagnostic.Note {
    Diagnostic.Note(position: position(at: localRange.lowerBound), message: message)
  }

  /// A fix-it replacing `localRange` within ``source`` with `newText` (an empty range inserts).
  ///
  /// ```swift
  /// node.fixIt("Insert 'indirect'", replacing: caseDecl.range.lowerBound..<caseDecl.range.lowerBound,
  ///            with: "indirect ")
  /// ```
  public func fixIt(_ message: String, replacing localRange: Range<Int>, with newText: String) -> Diagnostic.FixIt {
    Diagnostic.FixIt(message: message, changes: [.init(range: positionRange(localRange), newText: newText)])
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var scalars = Substring(self)
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
