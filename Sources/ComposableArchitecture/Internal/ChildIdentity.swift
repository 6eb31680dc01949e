import Foundation

/// Who a child state is, for the scoping operators that own a child's effects (``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``,
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``, ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``).
///
/// A child's effects are filed under its identity; when the identity the parent leaves behind
/// differs (the state became `nil`, the row was removed, the case changed, an `Identifiable` child was
/// replaced by one with another id, an enum child changed case or holds a value with another id), they
/// are cancelled. The identity is
/// where the child lives (a key path) and what it is (its type, its `id` if `Identifiable`, its case
/// if an enum, with its value's `id` if that is `Identifiable`); its other contents may change freely.
struct ChildIdentity: Hashable, @unchecked Sendable {
  let location: AnyHashable
  let type: ObjectIdentifier
  let id: AnyHashable?
  let caseName: String?

  /// The identity of `child` found at `location`.
  init<Child>(of child: Child, at location: AnyHashable) {
    self.location = location
    self.type = ObjectIdentifier(Child.self)
    if EnumTypes.isEnum(child) {
      // An enum child is its case, and the id of its case's value when that is `Identifiable` (a
      // destination `.detail(item)` with another item is another presentation, as in TCA).
      let payload = Mirror(reflecting: child).children.first
      self.caseName = payload?.label ?? "\(child)"
      self.id = identifiableID(of: child) ?? payload.flatMap { identifiableID(of: $0.value) }
    } else {
      self.caseName = nil
      self.id = identifiableID(of: child)
    }
  }

  /// The identity of an element of a collection, known by its id.
  init<Element>(element _: Element.Type, id: some Hashable, at location: AnyHashable) {
    self.location = location
    self.type = ObjectIdentifier(Element.self)
    self.id = AnyHashable(id)
    self.caseName = nil
  }
}

/// The `id` of an `Identifiable` value, or `nil`.
private func identifiableID(of value: Any) -> AnyHashable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return id(of: identifiable)
}

private func id<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// Which types are enums, remembered per type: reflecting on every value would be slow.
enum EnumTypes {
  /// Whether `value` (of any static type) is an enum.
  static func isEnum(_ value: Any) -> Bool {
    let key = ObjectIdentifier(type(of: value))
    lock.lock()
    if let known = cache[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    // Every value of a type reflects with the same display style.
    let isEnum = Mirror(reflecting: value).displayStyle == .enum
    lock.lock()
    cache[key] = isEnum
    lock.unlock()
    return isEnum
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [ObjectIdentifier: Bool] = [:]
}
