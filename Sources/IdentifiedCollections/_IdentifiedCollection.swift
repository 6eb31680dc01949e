/// A collection whose elements each have a unique id, readable by id.
///
/// ``IdentifiedArray`` conforms. Generic code that needs only ids and lookup by id (such as the
/// Sharing library's `Array($todos)`, which makes one shared value per element) is written against
/// this protocol. Its name starts with an underscore, as Point-Free's: it supports other libraries
/// and is not meant for conformances of your own.
public protocol _IdentifiedCollection<ID, Element>: Collection {
  /// The type that identifies elements.
  associatedtype ID: Hashable

  /// The collection of the elements' ids, in the elements' order.
  associatedtype IDs: Collection<ID>

  /// The ids of the elements, equal to the collection's ids in order.
  var ids: IDs { get }

  /// The element with the id `id`, or `nil` when there is none.
  subscript(id id: ID) -> Element? { get }
}

/// An ``_IdentifiedCollection`` whose elements can be read and written by id.
public protocol _MutableIdentifiedCollection<ID, Element>: _IdentifiedCollection, MutableCollection {
  /// The element with the id `id`: reads it, replaces it, adds it, or removes it (`nil`).
  subscript(id id: ID) -> Element? { get set }
}

extension IdentifiedArray: _MutableIdentifiedCollection {}
