import IssueReporting

extension IdentifiedArray {
  /// Creates an empty array whose elements are identified by the given key path.
  ///
  /// ```swift
  /// var numbers = IdentifiedArray(id: \Int.self)
  /// ```
  ///
  /// - Parameter id: The key path to an element's identifier.
  @inlinable
  public init(id: KeyPath<Element, ID>) {
    self.init(_id: id, extract: { $0[keyPath: id] })
  }

  /// Creates an array from a sequence of elements with unique ids.
  ///
  /// If two elements share an id, the array keeps the first, drops the later ones and reports an
  /// issue naming the duplicate ids.
  ///
  /// ```swift
  /// let users = IdentifiedArray(uniqueElements: fetchedUsers, id: \.email)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order. Every id should be unique.
  ///   - id: The key path to an element's identifier.
  /// - Complexity: O(*n*) on average.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(id: id)
    _appendReportingDuplicates(elements, operation: "init(uniqueElements:id:)")
  }

  /// Creates an array from a sequence of elements that are known to have unique ids.
  ///
  /// Duplicates are still detected, at no extra cost over building the index: the first element
  /// with each id is kept and an issue is reported.
  ///
  /// - Parameters:
  ///   - elements: The elements, in order. Every id must be unique.
  ///   - id: The key path to an element's identifier.
  /// - Complexity: O(*n*) on average.
  @inlinable
  public init(uncheckedUniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
    self.init(id: id)
    _appendReportingDuplicates(elements, operation: "init(uncheckedUniqueElements:id:)")
  }

  /// Creates an array from a sequence that may contain several elements with the same id, using
  /// `combine` to decide the element kept for each duplicated id.
  ///
  /// The combined element takes the position of the first element with that id. `combine`
  /// receives the element kept so far and the new one, and may throw.
  ///
  /// ```swift
  /// let latest = IdentifiedArray(events, id: \.userID) { old, new in
  ///   new.date > old.date ? new : old
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: The key path to an element's identifier.
  ///   - combine: Returns the element to keep for two elements with the same id.
  /// - Complexity: O(*n*) on average.
  @inlinable
  public init<S: Sequence>(
    _ elements: S,
    id: KeyPath<Element, ID>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    self.init(id: id)
    try _append(elements, uniquingIDsWith: combine)
  }

  /// Creates an array with the same elements as another identified array.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(_ elements: Self) {
    self = elements
  }

  /// Creates an array from a slice of another identified array.
  ///
  /// ```swift
  /// let firstThree = IdentifiedArray(todos[..<3])
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the length of the slice.
  @inlinable
  public init(_ elements: SubSequence) {
    let base = elements.base
    self.init(_id: base.id, extract: base._id)
    reserveCapacity(elements.count)
    for offset in elements.indices {
      _appendUnchecked(base._elements[offset], id: base._ids[offset])
    }
  }

  @inlinable
  mutating func _appendReportingDuplicates(
    _ elements: some Sequence<Element>,
    operation: String
  ) {
    reserveCapacity(elements.underestimatedCount)
    var duplicates: [(id: ID, first: Int, duplicate: Int)] = []
    var offset = 0
    for element in elements {
      let id = _id(element)
      if let first = _offsets[id] {
        duplicates.append((id, first, offset))
      } else {
        _appendUnchecked(element, id: id)
      }
      offset += 1
    }
    if !duplicates.isEmpty {
      reportIssue(_duplicateIDsMessage(operation: operation, duplicates: duplicates))
    }
  }

  @inlinable
  mutating func _append<S: Sequence>(
    _ elements: S,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    reserveCapacity(elements.underestimatedCount)
    for element in elements {
      let id = _id(element)
      if let offset = _offsets[id] {
        let combined = try combine(_elements[offset], element)
        _replace(at: offset, with: combined)
      } else {
        _appendUnchecked(element, id: id)
      }
    }
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty array of `Identifiable` elements.
  ///
  /// Equivalent to the empty array literal `[]`.
  @inlinable
  public init() {
    self.init(_id: \.id, extract: { $0.id })
  }

  /// Creates an array from a sequence of `Identifiable` elements with unique ids.
  ///
  /// If two elements share an id, the array keeps the first, drops the later ones and reports an
  /// issue naming the duplicate ids.
  ///
  /// ```swift
  /// let todos = IdentifiedArray(uniqueElements: try await api.todos())
  /// ```
  ///
  /// - Parameter elements: The elements, in order. Every id should be unique.
  /// - Complexity: O(*n*) on average.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init()
    _appendReportingDuplicates(elements, operation: "init(uniqueElements:)")
  }

  /// Creates an array from a sequence of `Identifiable` elements known to have unique ids.
  ///
  /// Duplicates are still detected: the first element with each id is kept and an issue is
  /// reported.
  ///
  /// - Parameter elements: The elements, in order. Every id must be unique.
  /// - Complexity: O(*n*) on average.
  @inlinable
  public init(uncheckedUniqueElements elements: some Sequence<Element>) {
    self.init()
    _appendReportingDuplicates(elements, operation: "init(uncheckedUniqueElements:)")
  }

  /// Creates an array from a sequence of `Identifiable` elements that may share ids, using
  /// `combine` to decide the element kept for each duplicated id.
  ///
  /// The combined element takes the position of the first element with that id.
  ///
  /// ```swift
  /// let merged = IdentifiedArray(local + remote) { local, remote in remote }
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - combine: Returns the element to keep for two elements with the same id.
  /// - Complexity: O(*n*) on average.
  @inlinable
  public init<S: Sequence>(
    _ elements: S,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    self.init()
    try _append(elements, uniquingIDsWith: combine)
  }
}
