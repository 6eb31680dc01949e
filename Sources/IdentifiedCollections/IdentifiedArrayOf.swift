/// An ``IdentifiedArray`` of `Identifiable` elements, identified by their `id` property.
///
/// ```swift
/// struct User: Identifiable { var id: String }
/// var users: IdentifiedArrayOf<User> = [User(id: "u_42")]
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
