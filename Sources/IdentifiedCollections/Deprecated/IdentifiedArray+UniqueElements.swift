extension IdentifiedArray {
  /// Creates an array from elements with unique ids: the name `init(uniqueElements:id:)` had
  /// before; deprecated, as in Point-Free's library.
  ///
  /// ```swift
  /// let users = IdentifiedArray(fetchedUsers, id: \.email)  // IdentifiedArray(uniqueElements:id:)
  /// ```
  ///
  /// As with `init(uniqueElements:id:)`, an id that occurs twice keeps its first element and
  /// reports an issue.
  @available(*, deprecated, renamed: "init(uniqueElements:id:)")
  public init(_ elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(uniqueElements: elements, id: id)
  }
}
