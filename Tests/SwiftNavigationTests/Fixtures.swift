import SwiftNavigation

/// The actions the tests' alerts and buttons send.
enum AlertAction: Equatable, Hashable, Sendable {
  case confirm
  case deny
  case delete(id: Int)
}

/// A parent feature's action that embeds ``AlertAction``, for `map(_:)`.
enum ParentAction: Equatable, Sendable {
  case alert(AlertAction)
}
