/// A key path as a reader knows it: `\Feature.State.email`, also on Linux, where a key path to a field
/// of an `@ObservableState` struct (a computed property) prints as `<computed 0x…>`.
func keyPathName<Root>(_ keyPath: PartialKeyPath<Root>) -> String {
  if let observable = Root.self as? any ObservableState.Type,
    let name = fieldName(observable, keyPath)
  {
    return "\\\(qualifiedTypeName(Root.self)).\(name)"
  }
  return "\(keyPath)"
}

private func fieldName<State: ObservableState>(_: State.Type, _ keyPath: AnyKeyPath) -> String? {
  guard let keyPath = keyPath as? PartialKeyPath<State> else { return nil }
  return State._fieldName(for: keyPath)
}
