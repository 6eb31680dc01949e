extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements, written like an array: `[Todo(id: 1), Todo(id: 2)]`.
  public var description: String {
    _elements.description
  }

  /// The elements, written like an array and prefixed with the type and its element type:
  /// `IdentifiedArray<Int>([1, 2, 3])`.
  public var debugDescription: String {
    "IdentifiedArray<\(Element.self)>(\(_elements.description))"
  }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that shows the array as a collection of its elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
