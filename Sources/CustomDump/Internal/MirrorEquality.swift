/// Whether two values are equal: the same object, equal by `==` when the type is `Equatable`, or else
/// equal part by part through their mirrors.
///
/// Terminates on any object graph and uses no recursion, so cycles, shared references and chains
/// thousands of objects long are compared without exhausting the stack (see ``MirrorComparison``).
func isMirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  var comparison = MirrorComparison()
  return comparison.areEqual(lhs, rhs)
}

/// Compares two values part by part with an explicit work list instead of recursion.
///
/// Two values are equal when every pair of corresponding parts is. Pairs of class instances (and of
/// ``_CustomDiffObject``s, by their identities) are compared coinductively: a pair already being
/// compared is assumed equal when it is met again, so two cyclic graphs of the same shape are equal,
/// and a graph with a changed part is not (the pair holding the change is compared once, and fails).
/// Each pair of instances is compared once, so the work is bounded by the number of pairs reachable
/// from the two values.
struct MirrorComparison {
  /// Pairs of instances compared so far, with the instances kept alive so that no identifier is
  /// reused by a temporary while the comparison runs.
  private var comparedObjects: Set<ObjectPair> = []
  private var retained: [Any] = []
  /// Pairs of parts still to compare; the last is compared next.
  private var pending: [(Any, Any)] = []

  /// Whether `lhs` and `rhs` are equal.
  mutating func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    pending.append((lhs, rhs))
    while let (lhs, rhs) = pending.popLast() {
      guard compareSurface(lhs, rhs) else {
        pending.removeAll()
        return false
      }
    }
    return true
  }

  /// Whether every pair of children is equal, in order, with the same labels.
  mutating func areEqual(children lhs: [Mirror.Child], _ rhs: [Mirror.Child]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (lhsChild, rhsChild) in zip(lhs, rhs) {
      guard lhsChild.label == rhsChild.label, areEqual(lhsChild.value, rhsChild.value) else {
        return false
      }
    }
    return true
  }

  /// Compares what can be compared of two values without looking at their parts, and schedules the
  /// parts. Returns `false` as soon as the two differ.
  ///
  /// The order is Point-Free's: a pair of identities (instances, or ``_CustomDiffObject``s) met
  /// before is equal; then `==` for `Equatable` values; then the same instance is equal; then the
  /// parts. A ``_CustomDiffObject``'s before and after values take no part in equality.
  private mutating func compareSurface(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhsIdentity = identity(of: lhs), let rhsIdentity = identity(of: rhs) {
      // Met again while being compared (a cycle) or already compared (a shared reference).
      guard comparedObjects.insert(ObjectPair(lhsIdentity, rhsIdentity)).inserted else {
        return true
      }
      retained.append(lhs)
      retained.append(rhs)
    }
    if let equatable = lhs as? any Equatable {
      func open<T: Equatable>(_ lhs: T) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
      }
      return open(equatable)
    }
    let lhsType = type(of: lhs)
    if lhsType is AnyClass, lhsType == type(of: rhs), lhs as AnyObject === rhs as AnyObject {
      return true
    }
    let lhsMirror = customDumpMirror(lhs)
    let rhsMirror = customDumpMirror(rhs)
    guard lhsMirror.subjectType == rhsMirror.subjectType else { return false }
    var lhsChildren = Array(lhsMirror.children)
    var rhsChildren = Array(rhsMirror.children)
    if lhsMirror.displayStyle == .class, rhsMirror.displayStyle == .class,
      lhsMirror.superclassMirror != nil || rhsMirror.superclassMirror != nil
    {
      lhsChildren = allClassChildren(lhsMirror)
      rhsChildren = allClassChildren(rhsMirror)
    }
    guard lhsChildren.count == rhsChildren.count else { return false }
    guard !lhsChildren.isEmpty else {
      return String(describing: lhs) == String(describing: rhs)
    }
    for (lhsChild, rhsChild) in zip(lhsChildren, rhsChildren) {
      guard lhsChild.label == rhsChild.label else { return false }
    }
    // In reverse, so that the first children are compared first.
    for (lhsChild, rhsChild) in zip(lhsChildren, rhsChildren).reversed() {
      pending.append((lhsChild.value, rhsChild.value))
    }
    return true
  }

  /// The identity a value is tracked by: a ``_CustomDiffObject``'s own, or an instance's.
  private func identity(of value: Any) -> ObjectIdentifier? {
    if let object = value as? any _CustomDiffObject { return object._objectIdentifier }
    guard type(of: value) is AnyClass else { return nil }
    return ObjectIdentifier(value as AnyObject)
  }
}

/// The identities of a pair of instances compared with each other.
private struct ObjectPair: Hashable {
  let lhs: ObjectIdentifier
  let rhs: ObjectIdentifier

  init(_ lhs: ObjectIdentifier, _ rhs: ObjectIdentifier) {
    self.lhs = lhs
    self.rhs = rhs
  }
}

/// Whether two children stand for the same entity: ``_CustomDiffObject``s with the same identity, or
/// `Identifiable` values with equal ids.
func isIdentityEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhsObject = lhs as? any _CustomDiffObject, let rhsObject = rhs as? any _CustomDiffObject {
    return lhsObject._objectIdentifier == rhsObject._objectIdentifier
  }
  guard let identifiable = lhs as? any Identifiable else { return false }
  func open<T: Identifiable>(_ lhs: T) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs.id == rhs.id
  }
  return open(identifiable)
}

/// Children of a mirror compared as a whole.
func areChildrenMirrorEqual(_ lhs: [Mirror.Child], _ rhs: [Mirror.Child]) -> Bool {
  var comparison = MirrorComparison()
  return comparison.areEqual(children: lhs, rhs)
}
