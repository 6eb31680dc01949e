extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements, written like an array: `[Todo(id: 1), Todo(id: 2)]`.
  public var description: String {
    _elements.description
  }

  /// The elements, written like an array and prefixed with the type: `IdentifiedArray([...])`.
  public var debugDescription: String {
    "IdentifiedArray(\(_elements.debugDescription))"
  }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that shows the array as a collection of its elements.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
