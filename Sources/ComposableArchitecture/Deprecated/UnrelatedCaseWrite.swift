@_spi(Reflection) import CasePaths
import IssueReporting

// What the deprecated `case:` subscripts of `PresentationState` and `StackState` (case paths built
// from case constructors) share: a write through a case the value is not in is reported, as TCA
// does, with the name of the case the value is in, and changes nothing.

/// Reports a write through a case path of a case `root` is not in: `Can't modify unrelated case
/// "int"` (without a name when there is no value, or its type is not an enum the runtime describes).
///
/// - Parameters:
///   - root: The value written through the case path, if any.
///   - fileID: The source location of the write.
///   - filePath: The source location of the write.
///   - line: The source location of the write.
///   - column: The source location of the write.
func reportUnrelatedCaseWrite<Root>(
  _ root: Root?,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  var name = ""
  if let root, let metadata = EnumMetadata(Root.self),
    let caseName = metadata.caseName(forTag: metadata.tag(of: root))
  {
    name = " " + caseName.debugDescription
  }
  reportIssue(
    "Can't modify unrelated case\(name)",
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
