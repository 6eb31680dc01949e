import CustomDump

/// A compact description of a value's enum cases, for reports: `Feature.Action.rows(.element(id:,
/// action: .toggled))`. Payloads that are not enums or tuples are left out, so a report names *which*
/// action arrived without dumping its data. The type is named as TCA names it: no module, no
/// `(unknown context at $…)` of a function-local type, no generic arguments (`Result.success`).
/// `abbreviated` leaves the type out: `.rows(.element(id:, action: .toggled))`.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
  if let value = value as? any CustomDebugStringConvertible {
    return value.debugDescription
  }
  return (abbreviated ? "" : readableTypeName(type(of: value))) + caseOutput(value)
}

/// The case structure of `value` below its type name: `.case(payload)`, labels of tuples, nothing
/// for any other value.
private func caseOutput(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let child = mirror.children.first else {
      // A case without payload: its name is the value's description.
      return ".\(value)"
    }
    let payload = caseOutput(child.value)
    return ".\(child.label ?? "")\(payload.isEmpty ? "" : "(\(payload))")"
  case .tuple:
    return mirror.children.map { child in
      let payload = caseOutput(child.value)
      let label = child.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? "_:"
      return payload.isEmpty ? label : "\(label) \(payload)"
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// A type's name without its module, nested types kept: `Feature.Action`.
func qualifiedTypeName(_ type: Any.Type) -> String {
  let full = String(reflecting: type)
  // Generic arguments and tuples carry their own module prefixes; strip only the leading one.
  guard let dot = full.firstIndex(of: "."),
    !full[..<dot].contains(where: { "<([".contains($0) })
  else { return full }
  return String(full[full.index(after: dot)...])
}
