/// Turns a type into the short name a dump shows: no module prefix, no generic arguments, no
/// compiler-made context such as `(unknown context at $…)`.
///
/// `MyApp.Feature<Swift.Int>.State` becomes `Feature.State`; `Swift.Result<Swift.Int, Swift.Error>`
/// becomes `Result`.
func dumpTypeName(_ type: Any.Type) -> String {
  shortTypeName(String(reflecting: type))
}

/// Shortens a fully qualified type name (see ``dumpTypeName(_:)``).
func shortTypeName(_ qualified: String) -> String {
  // Split on the dots that separate path components, ignoring dots inside `<…>` and `(…)`.
  var components: [String] = []
  var current = ""
  var nesting = 0
  for character in qualified {
    switch character {
    case "<", "(", "[":
      nesting += 1
      current.append(character)
    case ">", ")", "]":
      nesting = max(0, nesting - 1)
      current.append(character)
    case "." where nesting == 0:
      components.append(current)
      current = ""
    default:
      current.append(character)
    }
  }
  components.append(current)

  // A lone component (a tuple, a function type, a builtin) is shown as it is.
  guard components.count > 1 else { return qualified }
  // The first component is the module. A type declared inside a function or made private gets a
  // compiler-made `(unknown context at $…)` component; what comes before it cannot name the type from
  // outside, so the name starts after the last such component.
  let start = (components.lastIndex { $0.hasPrefix("(") } ?? 0) + 1
  let path = components[start...].map(removingGenericArguments)
  return path.isEmpty ? qualified : path.joined(separator: ".")
}

/// `Feature<Swift.Int>` becomes `Feature`.
private func removingGenericArguments(_ component: String) -> String {
  guard let open = component.firstIndex(of: "<") else { return component }
  return String(component[..<open])
}
