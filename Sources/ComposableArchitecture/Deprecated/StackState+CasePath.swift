// The `case:` subscript of `StackState` with a case path built from a case constructor
// (`/Path.State.detail`), the form of TCA before case key paths; deprecated with TCA's message. Unlike the
// case-key-path subscript, a write of `nil` removes the element, and a write through another case
// is reported (TCA's rules).

extension StackState {
  /// The element with id `id`, in a case of an enum element given by a case path:
  /// `$0.path[id: 0, case: /Path.State.detail]?.title = "…"`.
  ///
  /// Reading gives `nil` when the stack holds no element `id` or it is in another case. While the
  /// element is in that case, writing a value changes it and writing `nil` removes it from the stack.
  /// A write while it is in another case, or the stack holds no element `id`, is reported (`Can't
  /// modify unrelated case "detail"`) and changes nothing, as in TCA.
  ///
  /// - Parameters:
  ///   - id: The id of a stack element.
  ///   - path: The case path of an element case.
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
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: _HashableStaticString = #fileID,
    filePath filePath: _HashableStaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    _read { yield self[id: id].flatMap(path.extract(from:)) }
    _modify {
      let root = self[id: id]
      var value = root.flatMap(path.extract(from:))
      let inCase = value != nil
      yield &value
      guard inCase else {
        reportUnrelatedCaseWrite(
          root,
          fileID: fileID.rawValue,
          filePath: filePath.rawValue,
          line: line,
          column: column
        )
        return
      }
      self[id: id] = value.map(path.embed)
    }
  }
}
