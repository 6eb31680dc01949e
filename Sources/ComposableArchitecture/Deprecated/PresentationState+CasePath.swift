// The `case:` subscript of `PresentationState` with a case path built from a case constructor
// (`/Destination.State.sheet`), the form of TCA before case key paths; deprecated with TCA's
// message. It reads and writes as the case-key-path subscript does.

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
