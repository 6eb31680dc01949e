// The `case:` subscripts of `PresentationState` and `StackState` with case paths built from case
// constructors (`/Destination.State.sheet`), the form of TCA before case key paths; deprecated with
// TCA's message. They read and write as the case-key-path subscripts do.

extension PresentationState {
  /// Reads and writes the presented state in a case of an enum destination, given by a case path:
  /// `$destination[case: /Destination.State.sheet]`.
  ///
  /// Reading gives `nil` when nothing is presented or the destination is in another case. Writing a
  /// value changes the presented state only while it is in that case; writing `nil` changes
  /// nothing. The same as `$destination[case: \.sheet]`.
  ///
  /// - Parameter path: The case path of a destination case.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this subscript with case key paths, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    set {
      guard let newValue, wrappedValue.flatMap(path.extract(from:)) != nil else { return }
      wrappedValue = path.embed(newValue)
    }
  }
}

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
