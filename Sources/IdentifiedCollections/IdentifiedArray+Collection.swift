extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// The position of an element: its integer offset, from `0` to `count - 1`.
  public typealias Index = Int

  /// The valid positions of the array, `0..<count`.
  public typealias Indices = Range<Int>

  /// A contiguous slice of the array, sharing its storage.
  public typealias SubSequence = Slice<Self>

  /// The position of the first element: always `0`.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the last element: always `count`.
  @inlinable
  public var endIndex: Int { _elements.count }

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { _elements.count }

  /// Whether the array has no elements.
  @inlinable
  public var isEmpty: Bool { _elements.isEmpty }

  /// The valid positions of the array, `0..<count`.
  @inlinable
  public var indices: Range<Int> { 0..<_elements.count }

  /// Returns the position after `i`.
  @inlinable
  public func index(after i: Int) -> Int { i + 1 }

  /// Returns the position before `i`.
  @inlinable
  public func index(before i: Int) -> Int { i - 1 }

  /// Accesses the element at a position.
  ///
  /// Mutating through this subscript changes the element in place (O(1), no copy of the storage
  /// when it is uniquely referenced):
  ///
  /// ```swift
  /// todos[0].title = "Buy milk"
  /// ```
  ///
  /// Assigning an element replaces the element at `position`, as Point-Free's does, without an
  /// issue; the count never changes. An element with a new id takes the place of the element there,
  /// which leaves the array. An element whose id is stored at another position exchanges places
  /// with the element at `position` first, so the element with that id ends up at `position` with
  /// the new value (this is how `swapAt` and a slice's `reverse()` move elements, one write at a
  /// time):
  ///
  /// ```swift
  /// var numbers = IdentifiedArray(uniqueElements: [1, 2, 3], id: \.self)
  /// numbers[1] = 4   // [1, 4, 3]
  /// numbers[0] = 3   // [3, 4, 1]
  /// ```
  ///
  /// An in-place mutation must not change the id (Point-Free's traps with "Element identity must
  /// remain constant"): here such a change is reported, and the element re-keyed where it is,
  /// replacing the element that had its new id, if any, so ids stay unique.
  ///
  /// - Parameter position: A valid position, `0..<count`; like `Array`, any other position traps.
  @inlinable
  public subscript(position: Int) -> Element {
    get {
      _elements[position]
    }
    set {
      _assign(at: position, with: newValue)
    }
    _modify {
      let id = _ids[position]
      defer { _checkIdentity(at: position, expected: id) }
      yield &_elements[position]
    }
  }

  /// Accesses a contiguous range of elements.
  ///
  /// Sorting or partitioning a slice in place works and keeps ids and positions consistent:
  ///
  /// ```swift
  /// todos[1...].sort { $0.title < $1.title }
  /// ```
  ///
  /// Writing a slice back costs O(`count`). A slice whose length differs from the range is
  /// reported as an issue and ignored; if the written elements leave two elements with the same
  /// id, the first is kept, the others are dropped and an issue is reported.
  ///
  /// Algorithms that exchange a slice's elements one write at a time (the standard library's
  /// `reverse()` or `shuffle()` on a slice) work: an element assigned where another element with its
  /// id is stored trades places with it.
  ///
  /// - Parameter bounds: A range of valid positions; like `Array`, other positions trap.
  @inlinable
  public subscript(bounds: Range<Int>) -> Slice<Self> {
    get {
      Slice(base: self, bounds: bounds)
    }
    set {
      _writeBack(newValue, into: bounds)
    }
  }

  /// Calls `body` with the array's contiguous storage.
  @inlinable
  public func withContiguousStorageIfAvailable<R>(
    _ body: (UnsafeBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    try _elements.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the array's contiguous storage for writing, then rebuilds the id index.
  ///
  /// Generic `MutableCollection` algorithms (such as the standard library's `sort(by:)` called
  /// from generic code) use this. Rebuilding the index costs O(`count`); if `body` left several
  /// elements with the same id, the first is kept, the others are dropped and an issue is
  /// reported.
  @inlinable
  public mutating func withContiguousMutableStorageIfAvailable<R>(
    _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
  ) rethrows -> R? {
    defer { _rebuildIndex(after: "withContiguousMutableStorageIfAvailable(_:)") }
    return try _elements.withUnsafeMutableBufferPointer { buffer in try body(&buffer) }
  }

  /// Returns a new identified array of the elements that satisfy `isIncluded`, in order.
  ///
  /// ```swift
  /// let open = todos.filter { !$0.isComplete }
  /// ```
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    var result = Self(_id: id, extract: _id)
    for offset in _elements.indices where try isIncluded(_elements[offset]) {
      result._appendUnchecked(_elements[offset], id: _ids[offset])
    }
    return result
  }
}
