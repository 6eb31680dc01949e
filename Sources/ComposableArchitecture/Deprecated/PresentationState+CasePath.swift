// The `case:` subscript of `PresentationState` with a case path built from a case constructor
// (`/Destination.State.sheet`), the form of TCA before case key paths; deprecated with TCA's
// message. Unlike the case-key-path
// subscript, a write of `nil` dismisses, and a write through another case is reported (TCA's rules).

extension PresentationState {
  /// Reads and writes the presented state in a case of an enum destination, given by a case path:
  /// `$destination[case: /Destination.State.sheet]`.
  ///
  /// Reading gives `nil` when nothing is presented or the destination is in another case. While the
  /// destination is in that case, writing a value changes it and writing `nil` dismisses it. A write
  /// while it is in another case, or nothing is presented, is reported (`Can't modify unrelated case
  /// "sheet"`) and changes nothing, as in TCA.
  ///
  /// - Parameters:
  ///   - path: The case path of a destination case.
  ///   - fileID: The source location of the access, for the report.
  ///   - filePath: The source location of the access, for the report.
  ///   - line: The source location of the access, for the report.
  ///   - column: The source location of the access, for the report.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Case? {
    _read { yield wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      let root = wrappedValue
      var value = root.flatMap(path.extract(from:))
      let inCase = value != nil
      yield &value
      guard inCase else {
        reportUnrelatedCaseWrite(root, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      wrappedValue = value.map(path.embed)
    }
  }
}
