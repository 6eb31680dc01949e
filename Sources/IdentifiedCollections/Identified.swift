/// A value paired with a hashable identifier, so that it can be `Identifiable` (a row of a list, an
/// item of a sheet) without changing its type.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var selection: Identified<Int, Row.State>?
/// }
/// state.selection = Identified(Row.State(title: "Milk"), id: 1)
/// state.selection?.title = "Eggs"   // the wrapped value's members, read and written directly
/// ```
///
/// Its identifier is fixed at creation; its value can change.
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
  /// The identifier.
  public let id: ID

  /// The wrapped value.
  public var value: Value

  /// Pairs `value` with the identifier `id`.
  public init(_ value: Value, id: ID) {
    self.id = id
    self.value = value
  }

  /// Pairs `value` with the identifier that `id` computes from it: `Identified(uuid, id: { $0 })`.
  public init(_ value: Value, id: (Value) -> ID) {
    self.init(value, id: id(value))
  }

  /// Pairs `value` with the identifier at the key path `id` of it: `Identified(uuid, id: \.self)`.
  public init(_ value: Value, id: KeyPath<Value, ID>) {
    self.init(value, id: value[keyPath: id])
  }

  /// Reads and writes a member of the wrapped value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
    get { value[keyPath: keyPath] }
    set { value[keyPath: keyPath] = newValue }
  }

  /// Reads a member of the wrapped value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
    value[keyPath: keyPath]
  }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
extension Identified: Decodable where ID: Decodable, Value: Decodable {}
