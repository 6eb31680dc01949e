extension Shared: Sequence where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// Iterates the elements as shared values derived from this collection.
  public struct Iterator: IteratorProtocol {
    let base: Shared
    var index: Value.Index

    /// The next element, as a shared value.
    public mutating func next() -> Shared<Value.Element>? {
      let value = base.wrappedValue
      guard index < value.endIndex else { return nil }
      defer { index = value.index(after: index) }
      return base[index]
    }
  }

  /// Iterates the elements as shared values.
  public func makeIterator() -> Iterator { Iterator(base: self, index: wrappedValue.startIndex) }
}

extension Shared: Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {
  /// The position of the first element.
  public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The position past the last element.
  public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The position after `i`.
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  /// The position before `i`.
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }

  /// The element at `position`, as a shared value derived from this collection.
  ///
  /// ```swift
  /// for todo in $todos { todo.withLock { $0.isDone = true } }
  /// ```
  ///
  /// It reads and writes the element at `position` for as long as the collection has one there. Once
  /// it finds none (the element was removed), it keeps the last value it saw, and writing to it no
  /// longer touches the collection. `position` must be a valid position when you subscript, as with
  /// any collection.
  public subscript(position: Value.Index) -> Shared<Value.Element> {
    let element = wrappedValue[position]
    return Shared<Value.Element>(
      reference: CollectionElementReference(base: reference, position: position, value: element)
    )
  }
}
