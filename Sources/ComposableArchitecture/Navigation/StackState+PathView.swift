extension StackState {
  /// One element of a stack with its id: what a navigation path holds.
  ///
  /// Components compare and hash by id alone, as a navigation path tells its entries apart: the
  /// same screen with changed state is still the same entry.
  public struct Component: Hashable {
    /// The element's id in the stack.
    let id: StackElementID
    /// The element.
    var element: Element

    /// Whether the two components are the same entry of the stack (the same id).
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id
    }

    /// Hashes the component's id.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
    }
  }

  /// A stack seen as a collection of ``Component``s, ids included: the shape a navigation path
  /// binding takes. Removing components pops their screens; components put back keep their ids.
  public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
    /// The stack this view reads and writes.
    var base: StackState

    init(base: StackState) {
      self.base = base
    }

    /// An empty path.
    public init() {
      self.base = StackState()
    }

    /// The position of the bottom component.
    public var startIndex: Int { base.startIndex }

    /// The position after the top component.
    public var endIndex: Int { base.endIndex }

    /// The position after `i`.
    public func index(after i: Int) -> Int { base.index(after: i) }

    /// The position before `i`.
    public func index(before i: Int) -> Int { base.index(before: i) }

    /// The component at `position`. Setting one replaces the element there, under the component's
    /// id.
    public subscript(position: Int) -> Component {
      get { Component(id: base._ids[position], element: base._elements[position]) }
      set {
        base._ids[position] = newValue.id
        base._elements[position] = newValue.element
      }
    }

    /// Replaces the components in `subrange` with `newElements`, which keep their ids.
    public mutating func replaceSubrange(
      _ subrange: Range<Int>, with newElements: some Collection<Component>
    ) {
      base._ids.replaceSubrange(subrange, with: newElements.map(\.id))
      base._elements.replaceSubrange(subrange, with: newElements.map(\.element))
    }
  }

  /// The stack as a collection of components (see ``PathView``); setting it replaces the stack.
  var path: PathView {
    get { PathView(base: self) }
    set { self = newValue.base }
  }
}

extension StackState.Component: Sendable where Element: Sendable {}
extension StackState.PathView: Sendable where Element: Sendable {}

extension StackState: CustomDebugStringConvertible {
  /// The stack's type with its elements keyed by id: `StackState<Int>([#0: 1, #1: 2])`.
  public var debugDescription: String {
    let elements = zip(_ids, _elements).map { id, element in
      "\(id.debugDescription): \(String(reflecting: element))"
    }
    return "\(Self.self)([\(elements.joined(separator: ", "))])"
  }
}
