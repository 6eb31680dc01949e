/// An ordered, random-access collection of elements that are each identified by a unique id.
///
/// Like `Array`, an identified array keeps its elements in the order you give them and offers fast
/// positional access. Like `Dictionary`, it finds, updates and removes an element by its id in
/// O(1) on average, and it never holds two elements with the same id.
///
/// Build one from any `Identifiable` elements, or from a key path to each element's id:
///
/// ```swift
/// struct Todo: Identifiable { let id: Int; var title: String }
///
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
/// todos[id: 2]?.title = "Bread"        // in place, O(1)
/// todos[id: 3] = Todo(id: 3, title: "Tea")  // appends
/// todos[id: 1] = nil                    // removes
///
/// var numbers = IdentifiedArray(uniqueElements: [3, 1, 2], id: \.self)
/// ```
///
/// ## Keeping ids unique and stable
///
/// An element's id must not change while it is in the array. Where Point-Free's array traps on a
/// changed id ("Element identity must remain constant"), this one reports an issue (see
/// `IssueReporting`) and repairs itself instead of crashing, keeping ids unique (see
/// `subscript(id:)` and the positional subscript). Operations that receive duplicate ids
/// (initializers, array literals) keep the first element with each id and report the rest.
///
/// ## Performance
///
/// Reading, writing and mutating an element by id, or by position, is O(1) and mutates in place
/// when the array's storage is uniquely referenced. Appending and removing the last element are
/// amortized O(1). Inserting, removing in the middle and reordering are O(*n*).
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The key path to an element's identifier.
  public let id: KeyPath<Element, ID>

  /// Reads an element's id; faster than applying `id` for `Identifiable` elements.
  @usableFromInline
  let _id: (Element) -> ID

  /// The elements, in order.
  @usableFromInline
  var _elements: [Element]

  /// The id of each element of `_elements`, at the same offset.
  @usableFromInline
  var _ids: [ID]

  /// The offset of each id in `_ids` (and so of its element in `_elements`).
  @usableFromInline
  var _offsets: [ID: Int]

  @usableFromInline
  init(_id id: KeyPath<Element, ID>, extract: @escaping (Element) -> ID) {
    self.id = id
    self._id = extract
    self._elements = []
    self._ids = []
    self._offsets = [:]
  }

  /// The elements of the array, in order, as a standard `Array`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var elements: [Element] { _elements }

  /// The ids of the elements, in order: a random-access collection with O(1) `contains(_:)`.
  ///
  /// ```swift
  /// if todos.ids.contains(id) { ... }
  /// for id in todos.ids { todos[id: id]?.isDone = true }
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  public var ids: IDs { IDs(_ids: _ids, _offsets: _offsets) }
}
