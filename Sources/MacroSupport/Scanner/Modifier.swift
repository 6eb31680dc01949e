/// A declaration modifier such as `public`, `static`, `indirect`, `private(set)` or `nonisolated(unsafe)`.
public struct Modifier: Sendable, Hashable {
  /// The modifier keyword, e.g. `private`.
  public var name: String
  /// The parenthesized detail, e.g. `set` in `private(set)`, or `nil`.
  public var detail: String?
  /// The UTF-8 offset range of the modifier in the scanned source.
  public var range: Range<Int>

  /// Creates a modifier.
  public init(name: String, detail: String?, range: Range<Int>) {
    self.name = name
    self.detail = detail
    self.range = range
  }

  /// The modifier as source text: `private(set)`.
  public var text: String {
    detail.map { "\(name)(\($0))" } ?? name
  }

  /// The access-level keywords, from most to least visible.
  public static let accessLevels = ["open", "public", "package", "internal", "fileprivate", "private"]
}

extension Array where Element == Modifier {
  /// Whether a modifier named `name` (with no detail) is present, e.g. `contains("static")`.
  public func contains(_ name: String) -> Bool {
    contains { $0.name == name && $0.detail == nil }
  }

  /// The declaration's access level (`public`, `private`, …), ignoring setter-only ones like `private(set)`.
  public var accessLevel: String? {
    first { Modifier.accessLevels.contains($0.name) && $0.detail == nil }?.name
  }

  /// The setter's access level from `private(set)`-style modifiers, if any.
  public var setterAccessLevel: String? {
    first { Modifier.accessLevels.contains($0.name) && $0.detail == "set" }?.name
  }

  /// Whether the declaration is `static` or `class`.
  public var isStatic: Bool {
    contains("static") || contains("class")
  }
}
