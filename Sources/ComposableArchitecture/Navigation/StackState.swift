import CustomDump
import Dependencies

/// The state of a navigation stack: an ordered collection of elements, each with an id given when it
/// is pushed (see ``StackElementID``).
///
/// ```swift
/// @ObservableState
/// struct State {
///   var path = StackState<Path.State>()
/// }
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in … }
///     .forEach(\.path, action: \.path)
/// }
/// ```
///
/// Appending (or inserting) takes each new element's id from the `stackElementID` dependency; read
/// and change an element by id with ``subscript(id:)``.
public struct StackState<Element> {
  var _ids: [StackElementID]
  var _elements: [Element]
  /// The ids whose lifetime the stack reducer has started (bookkeeping, not part of equality).
  var mounted: Set<StackElementID> = []

  /// An empty stack.
  public init() {
    _ids = []
    _elements = []
  }

  /// A stack of `elements`, bottom first, each given a new id.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    append(contentsOf: elements)
  }

  /// The ids of the elements, bottom first.
  public var ids: [StackElementID] { _ids }

  /// The element with id `id`, or `nil`. Assigning `nil` removes it; assigning an element for an id
  /// that is not in the stack pushes it with that id.
  public subscript(id id: StackElementID) -> Element? {
    get { _ids.firstIndex(of: id).map { _elements[$0] } }
    _modify {
      if let index = _ids.firstIndex(of: id) {
        var element: Element? = _elements[index]
        yield &element
        if let element {
          _elements[index] = element
        } else {
          _ids.remove(at: index)
          _elements.remove(at: index)
        }
      } else {
        var element: Element? = nil
        yield &element
        if let element {
          _ids.append(id)
          _elements.append(element)
          DependencyValues._current.stackElementID.skip(past: id)
        }
      }
    }
    set {
      if let index = _ids.firstIndex(of: id) {
        if let newValue {
          _elements[index] = newValue
        } else {
          _ids.remove(at: index)
          _elements.remove(at: index)
        }
      } else if let newValue {
        _ids.append(id)
        _elements.append(newValue)
        DependencyValues._current.stackElementID.skip(past: id)
      }
    }
  }

  /// The element with id `id`, in the case at `path` of an enum element: `$0.path[id: 0, case:
  /// \.detail]?.title = "…"`.
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case?
  where Element: CasePathable {
    get { self[id: id].flatMap { AnyCasePath(path).extract(from: $0) } }
    set {
      guard let newValue, let index = _ids.firstIndex(of: id),
        AnyCasePath(path).extract(from: _elements[index]) != nil
      else { return }
      _elements[index] = AnyCasePath(path).embed(newValue)
    }
  }

  /// Removes the element with id `id` and every element above it.
  ///
  /// - Returns: Whether the stack held `id`.
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = _ids.firstIndex(of: id) else { return false }
    _ids.removeSubrange(index...)
    _elements.removeSubrange(index...)
    return true
  }

  /// Removes every element above the one with id `id`.
  ///
  /// - Returns: Whether the stack held `id`.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = _ids.firstIndex(of: id) else { return false }
    _ids.removeSubrange((index + 1)...)
    _elements.removeSubrange((index + 1)...)
    return true
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { 0 }

  /// The position after the top element.
  public var endIndex: Int { _elements.count }

  /// The element at `position` (0 is the bottom).
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    _modify { yield &_elements[position] }
  }

  /// Replaces the elements in `subrange`; the new elements get new ids.
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Element {
    let generator = DependencyValues._current.stackElementID
    _ids.replaceSubrange(subrange, with: newElements.map { _ in generator.next() })
    _elements.replaceSubrange(subrange, with: newElements)
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the literal's elements, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when they hold the same elements with the same ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._ids == rhs._ids && lhs._elements == rhs._elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_ids)
    hasher.combine(_elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  /// Decodes the elements, giving each a new id.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements (not their ids).
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

extension StackState: CustomDumpReflectable {
  /// Dumps as the elements keyed by their ids: `[#0: …, #1: …]`.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: zip(_ids, _elements).map { (key: $0, value: $1) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  /// The elements with their ids.
  public var description: String {
    "[" + zip(_ids, _elements).map { "\($0.debugDescription): \($1)" }.joined(separator: ", ") + "]"
  }
}
