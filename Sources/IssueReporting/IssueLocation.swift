/// Where an issue was reported: the source location of the call that reported it.
package struct IssueLocation: Sendable {
  /// The `#fileID` of the call site, such as `MyModule/Feature.swift`.
  package var fileID: StaticString
  /// The `#filePath` of the call site.
  package var filePath: StaticString
  /// The line of the call site.
  package var line: UInt
  /// The column of the call site.
  package var column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
