import IssueReporting

extension IdentifiedArray {
  /// The ids of an identified array's elements, in order.
  ///
  /// A read-only, random-access view that shares the array's storage. Unlike a plain array of
  /// ids, `contains(_:)`, `firstIndex(of:)` and `lastIndex(of:)` are O(1) on average.
  ///
  /// ```swift
  /// let ids = todos.ids
  /// ids.contains(42)    // O(1)
  /// ids == [1, 2, 42]   // compares in order
  /// ```
  public struct IDs: RandomAccessCollection {
    /// An id.
    public typealias Element = ID

    /// The position of an id: its integer offset, from `0` to `count - 1`.
    public typealias Index = Int

    /// The valid positions, `0..<count`.
    public typealias Indices = Range<Int>

    /// A contiguous slice of the ids.
    public typealias SubSequence = Slice<Self>

    @usableFromInline
    let _ids: [ID]

    @usableFromInline
    let _offsets: [ID: Int]

    @usableFromInline
    init(_ids: [ID], _offsets: [ID: Int]) {
      self._ids = _ids
      self._offsets = _offsets
    }

    /// The position of the first id: always `0`.
    @inlinable
    public var startIndex: Int { 0 }

    /// The position one past the last id: always `count`.
    @inlinable
    public var endIndex: Int { _ids.count }

    /// The number of ids.
    @inlinable
    public var count: Int { _ids.count }

    /// The valid positions, `0..<count`.
    @inlinable
    public var indices: Range<Int> { 0..<_ids.count }

    /// Returns the position after `i`.
    @inlinable
    public func index(after i: Int) -> Int { i + 1 }

    /// Returns the position before `i`.
    @inlinable
    public func index(before i: Int) -> Int { i - 1 }

    /// The id at a valid position, `0..<count`.
    @inlinable
    public subscript(position: Int) -> ID { _ids[position] }

    /// The ids as a standard `Array`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var elements: [ID] { _ids }

    /// Returns whether `id` is one of the ids.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func contains(_ id: ID) -> Bool {
      _offsets[id] != nil
    }

    /// Returns the position of `id`, or `nil` if it is absent.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func firstIndex(of id: ID) -> Int? {
      _offsets[id]
    }

    /// Returns the position of `id`, or `nil` if it is absent (ids are unique, so this is the same
    /// as `firstIndex(of:)`).
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func lastIndex(of id: ID) -> Int? {
      _offsets[id]
    }

    /// Answers `contains(_:)` in O(1) for generic code (a standard library customization point).
    @inlinable
    public func _customContainsEquatableElement(_ element: ID) -> Bool? {
      _offsets[element] != nil
    }

    /// Answers `firstIndex(of:)` in O(1) for generic code (a standard library customization point).
    @inlinable
    public func _customIndexOfEquatableElement(_ element: ID) -> Int?? {
      .some(_offsets[element])
    }

    /// Answers `lastIndex(of:)` in O(1) for generic code (a standard library customization point).
    @inlinable
    public func _customLastIndexOfEquatableElement(_ element: ID) -> Int?? {
      .some(_offsets[element])
    }

    /// Calls `body` with the ids' contiguous storage.
    @inlinable
    public func withContiguousStorageIfAvailable<R>(
      _ body: (UnsafeBufferPointer<ID>) throws -> R
    ) rethrows -> R? {
      try _ids.withUnsafeBufferPointer(body)
    }
  }
}

extension IdentifiedArray.IDs: Equatable {
  /// Returns whether two id collections hold the same ids in the same order.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids
  }
}

extension IdentifiedArray.IDs: Hashable {
  /// Hashes the ids, in order.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
  }
}

extension IdentifiedArray.IDs: Sendable where ID: Sendable {}

extension IdentifiedArray.IDs: ExpressibleByArrayLiteral {
  /// Creates ids from a literal, for comparisons such as `todos.ids == [1, 2, 3]`.
  ///
  /// A repeated id is reported as an issue and only its first occurrence is kept.
  public init(arrayLiteral elements: ID...) {
    var ids: [ID] = []
    var offsets: [ID: Int] = [:]
    var repeated: [ID] = []
    for id in elements {
      if offsets[id] != nil {
        repeated.append(id)
        continue
      }
      offsets[id] = ids.count
      ids.append(id)
    }
    if !repeated.isEmpty {
      reportIssue(
        """
        IdentifiedArray.IDs literal: repeated ids \
        \(repeated.map { _describe($0) }.joined(separator: ", ")); kept the first occurrence of each.
        """
      )
    }
    self.init(_ids: ids, _offsets: offsets)
  }
}

extension IdentifiedArray.IDs: CustomStringConvertible, CustomDebugStringConvertible {
  /// The ids, written like an array: `[1, 2, 3]`.
  public var description: String {
    _ids.description
  }

  /// The ids, written like an array: `[1, 2, 3]`.
  public var debugDescription: String {
    _ids.debugDescription
  }
}
