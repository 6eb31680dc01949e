import IdentifiedCollections

/// Describes the first way in which the array's id index disagrees with its elements, or returns
/// `nil` when `ids`, `index(id:)`, `subscript(id:)` and `ids.contains` all agree with the order of
/// the elements and no id repeats.
func indexProblem<ID, Element>(in array: IdentifiedArray<ID, Element>) -> String? {
  let elementIDs = array.map { $0[keyPath: array.id] }
  if Array(array.ids) != elementIDs {
    return "ids \(Array(array.ids)) != element ids \(elementIDs)"
  }
  if array.ids.count != array.count {
    return "ids.count \(array.ids.count) != count \(array.count)"
  }
  if Set(elementIDs).count != elementIDs.count {
    return "duplicate ids in \(elementIDs)"
  }
  for (offset, id) in elementIDs.enumerated() {
    if array.index(id: id) != offset {
      return "index(id: \(id)) is \(String(describing: array.index(id: id))), expected \(offset)"
    }
    if !array.ids.contains(id) {
      return "ids.contains(\(id)) is false"
    }
    if array.ids.firstIndex(of: id) != offset {
      return "ids.firstIndex(of: \(id)) is wrong"
    }
    guard let element = array[id: id] else {
      return "subscript(id: \(id)) is nil"
    }
    if element[keyPath: array.id] != id {
      return "subscript(id: \(id)) returned the element with id \(element[keyPath: array.id])"
    }
  }
  return nil
}
