import MacroSupport

/// A Swift access level, ordered from least to most visible.
enum AccessLevel: Int, Comparable {
  case `private`, `fileprivate`, `internal`, `package`, `public`

  /// The level a declaration with `modifiers` has (`internal` when none is written; `open` counts as
  /// `public`).
  init(_ modifiers: [Modifier]) {
    switch modifiers.accessLevel {
    case "open", "public": self = .public
    case "package": self = .package
    case "fileprivate": self = .fileprivate
    case "private": self = .private
    default: self = .internal
    }
  }

  /// The modifier to write before a generated declaration, with a trailing space (`""` for internal).
  var modifier: String {
    switch self {
    case .private: "private "
    case .fileprivate: "fileprivate "
    case .internal: ""
    case .package: "package "
    case .public: "public "
    }
  }

  static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
