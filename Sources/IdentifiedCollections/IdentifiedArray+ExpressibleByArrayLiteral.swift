extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array of `Identifiable` elements from a literal.
  ///
  /// If two elements share an id, the first is kept, the later ones are dropped and an issue
  /// naming the id is reported.
  ///
  /// ```swift
  /// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2)]
  /// ```
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init()
    _appendReportingDuplicates(elements, operation: "array literal")
  }
}
