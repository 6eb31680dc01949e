/// A binding action as `SwiftLiteral` writes it: `.set(\.name, "Blob")`.
protocol SwiftLiteralBindingAction {
  /// The key path's source relative to the root (`\.name`, `\.profile.name`), when its field names
  /// are known (an `@ObservableState` root); `nil` otherwise.
  var literalKeyPath: String? { get }
  /// The value the action sets.
  var literalValue: Any { get }
}

extension BindingAction: SwiftLiteralBindingAction {
  var literalKeyPath: String? {
    let prefix = "\\" + qualifiedTypeName(Root.self) + "."
    let name = keyPathName(keyPath)
    guard name.hasPrefix(prefix) else { return nil }
    return "\\." + name.dropFirst(prefix.count)
  }

  var literalValue: Any { value }
}
