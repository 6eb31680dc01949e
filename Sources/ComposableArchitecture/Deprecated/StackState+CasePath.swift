// The `case:` subscript of `StackState` with a case path built from a case constructor
// (`/Path.State.detail`), the form of TCA before case key paths; deprecated with TCA's message. It
// reads and writes as the case-key-path subscript does.

extension StackState {
  /// The element with id `id`, in a case of an enum element given by a case path:
  /// `$0.path[id: 0, case: /Path.State.detail]?.title = "…"`.
  ///
  /// Reading gives `nil` when the stack holds no element `id` or it is in another case. Writing a
  /// value changes the element only while it is in that case; writing `nil` changes nothing. The
  /// same as `path[id: 0, case: \.detail]`.
  ///
  /// - Parameters:
  ///   - id: The id of a stack element.
  ///   - path: The case path of an element case.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set {
      guard let newValue, let index = _ids.firstIndex(of: id),
        path.extract(from: _elements[index]) != nil
      else { return }
      _elements[index] = path.embed(newValue)
    }
  }
}
