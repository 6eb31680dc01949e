import IdentifiedCollections

extension RangeReplaceableCollection {
  /// One shared value per element of a shared identified collection, in order; each is derived from
  /// the collection by its element's id, and follows that element wherever it moves.
  ///
  /// ```swift
  /// func rows<Rows: RangeReplaceableCollection>(_ todos: Shared<IdentifiedArrayOf<Todo>>) -> Rows
  /// where Rows.Element == Shared<Todo> {
  ///   Rows(todos)
  /// }
  /// ```
  ///
  /// A collection type's own `init(_: some Sequence)` is preferred to this one where the type is
  /// concrete: `Array($todos)` iterates `$todos`, whose elements are derived by position (see
  /// `Shared`'s collection conformance).
  ///
  /// - Parameter shared: The shared collection.
  public init<Value: _MutableIdentifiedCollection>(
    _ shared: Shared<Value>
  ) where Element == Shared<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let value = shared.wrappedValue
    reserveCapacity(value.count)
    for id in value.ids {
      if let element = Shared<Value.Element>(shared[dynamicMember: \Value.[id: id]]) {
        append(element)
      }
    }
  }

  /// One read-only shared value per element of a shared identified collection, in order; each is
  /// derived from the collection by its element's id.
  ///
  /// - Parameter shared: The shared collection.
  public init<Value: _IdentifiedCollection>(
    _ shared: SharedReader<Value>
  ) where Element == SharedReader<Value.Element>, Value.Index == Value.IDs.Index {
    self.init()
    let value = shared.wrappedValue
    reserveCapacity(value.count)
    for id in value.ids {
      if let element = SharedReader<Value.Element>(shared[dynamicMember: \Value.[id: id]]) {
        append(element)
      }
    }
  }
}
