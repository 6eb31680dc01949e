/// Where a syntax node sent by the compiler starts, leading trivia included (the first byte of its
/// ``SyntaxNode/source``).
public struct SourceLocation: Codable, Sendable, Hashable {
  /// The module-qualified file name, as `#fileID` would give (`MyApp/Feature.swift`).
  public var fileID: String
  /// The full path, as `#filePath` would give; diagnostics must use this as their `fileName`.
  public var fileName: String
  /// The UTF-8 offset in the file where the node's source (leading trivia included) begins.
  public var offset: Int
  /// The 1-based line of ``offset``.
  public var line: Int
  /// The 1-based column of ``offset``.
  public var column: Int

  /// Creates a location.
  public init(fileID: String, fileName: String, offset: Int, line: Int, column: Int) {
    self.fileID = fileID
    self.fileName = fileName
    self.offset = offset
    self.line = line
    self.column = column
  }
}
