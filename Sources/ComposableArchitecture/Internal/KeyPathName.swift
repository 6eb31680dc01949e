/// A key path as a reader knows it: `\Feature.State.email`, also on Linux, where a key path to a field
/// of an `@ObservableState` struct (a computed property) prints as `<computed 0x…>`. A key path
/// through nested `@ObservableState` fields is named too: `\Feature.State.child.name`.
func keyPathName<Root>(_ keyPath: PartialKeyPath<Root>) -> String {
  if let observable = Root.self as? any ObservableState.Type,
    let name = fieldPath(observable, keyPath)
  {
    return "\\\(qualifiedTypeName(Root.self)).\(name)"
  }
  return "\(keyPath)"
}

/// How deep ``fieldPath(_:_:)`` looks through nested `@ObservableState` fields.
private let nestedFieldDepth = 4

/// The dotted field names of `keyPath` from `State`, through `@ObservableState` fields only.
private func fieldPath<State: ObservableState>(_: State.Type, _ keyPath: AnyKeyPath) -> String? {
  var level: [(keyPath: AnyKeyPath, name: String)] = fields(of: State.self)
  for depth in 1...nestedFieldDepth {
    if let match = level.first(where: { $0.keyPath == keyPath }) { return match.name }
    guard depth < nestedFieldDepth else { break }
    level = level.flatMap { field -> [(keyPath: AnyKeyPath, name: String)] in
      guard let nested = type(of: field.keyPath).valueType as? any ObservableState.Type else {
        return []
      }
      return fields(of: nested).compactMap { child in
        field.keyPath.appending(path: child.keyPath).map { ($0, "\(field.name).\(child.name)") }
      }
    }
    if level.isEmpty { break }
  }
  return nil
}

/// The fields `@ObservableState` recorded for `State`: their key paths and names.
private func fields<State: ObservableState>(of _: State.Type) -> [(keyPath: AnyKeyPath, name: String)] {
  ObservableStateFieldTable<State>.shared.fields.map { ($0.keyPath, $0.name) }
}
