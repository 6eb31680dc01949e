/// Whether two values are equal: the same object, equal by `==` when the type is `Equatable`, or else
/// equal part by part through their mirrors.
func isMirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhsObject = lhs as? any _CustomDiffObject, let rhsObject = rhs as? any _CustomDiffObject,
    lhsObject._objectIdentifier == rhsObject._objectIdentifier
  {
    let (before, after) = lhsObject._customDiffValues
    return isMirrorEqual(before, after)
  }
  let lhsType = type(of: lhs)
  if lhsType is AnyClass, lhsType == type(of: rhs), lhs as AnyObject === rhs as AnyObject {
    return true
  }
  if let equatable = lhs as? any Equatable {
    func open<T: Equatable>(_ lhs: T) -> Bool {
      guard let rhs = rhs as? T else { return false }
      return lhs == rhs
    }
    return open(equatable)
  }
  let lhsMirror = customDumpMirror(lhs)
  let rhsMirror = customDumpMirror(rhs)
  guard
    lhsMirror.subjectType == rhsMirror.subjectType,
    lhsMirror.children.count == rhsMirror.children.count
  else { return false }
  guard !lhsMirror.children.isEmpty else {
    return String(describing: lhs) == String(describing: rhs)
  }
  for (lhsChild, rhsChild) in zip(lhsMirror.children, rhsMirror.children) {
    guard lhsChild.label == rhsChild.label, isMirrorEqual(lhsChild.value, rhsChild.value) else {
      return false
    }
  }
  return true
}

/// Whether two children stand for the same entity: `Identifiable` values with equal ids.
func isIdentityEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let identifiable = lhs as? any Identifiable else { return false }
  func open<T: Identifiable>(_ lhs: T) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs.id == rhs.id
  }
  return open(identifiable)
}

/// Children of a mirror compared as a whole.
func areChildrenMirrorEqual(_ lhs: [Mirror.Child], _ rhs: [Mirror.Child]) -> Bool {
  guard lhs.count == rhs.count else { return false }
  for (lhsChild, rhsChild) in zip(lhs, rhs) {
    guard lhsChild.label == rhsChild.label, isMirrorEqual(lhsChild.value, rhsChild.value) else {
      return false
    }
  }
  return true
}
