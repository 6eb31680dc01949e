/// The name of a case path: the members its case key path is written with after the root's
/// `Cases`, such as `child.tap` in `\AppAction.Cases.child.tap`.
///
/// A case path's name costs nothing where it is used: a `@CasePathable` case names itself with a
/// static string (no allocation when an `AllCasePaths` getter builds its path), and a composed name
/// is built once, when a case key path is evaluated (the evaluation is cached), and rendered into text
/// only when a report asks for it.
@usableFromInline
struct _CasePathName: Sendable {
  /// One member of a composed name.
  @usableFromInline
  enum Part: Sendable {
    /// A member named by a static string.
    case literal(StaticString)
    /// A member known only by the key path into `AllCasePaths` it was reached through (a hand-written
    /// case path with no name).
    case member(_MemberKeyPath)
    /// A member whose name is computed when a report asks for it.
    case computed(@Sendable () -> String)
  }

  @usableFromInline
  enum Storage: Sendable {
    case unknown
    case identity
    case literal(StaticString)
    case parts(_CasePathNameParts)
  }

  @usableFromInline let storage: Storage

  @usableFromInline
  init(_ storage: Storage) {
    self.storage = storage
  }

  /// The name of a path built from functions alone: unknown.
  @inlinable static var unknown: Self { Self(.unknown) }

  /// The name of one case.
  @inlinable static func literal(_ name: StaticString) -> Self { Self(.literal(name)) }

  /// The name of one member, computed when a report asks for it.
  static func computed(_ name: @escaping @Sendable () -> String) -> Self {
    Self(.parts(_CasePathNameParts([.computed(name)])))
  }

  /// The name of the identity path, `\.self`: no members.
  @inlinable static var identity: Self { Self(.identity) }

  /// Whether the name is unknown.
  var isUnknown: Bool {
    if case .unknown = storage { return true }
    return false
  }

  /// This name, or the name of the member reached through `keyPath` when this name is unknown.
  func orMember(_ keyPath: AnyKeyPath) -> Self {
    guard isUnknown else { return self }
    return Self(.parts(_CasePathNameParts([.member(_MemberKeyPath(keyPath))])))
  }

  /// The name of this path followed by `child`'s; unknown when either is unknown.
  func appending(_ child: Self) -> Self {
    guard let head = parts, let tail = child.parts else { return .unknown }
    return Self(.parts(_CasePathNameParts(head + tail)))
  }

  private var parts: [Part]? {
    switch storage {
    case .unknown: nil
    case .identity: []
    case .literal(let name): [.literal(name)]
    case .parts(let parts): parts.parts
    }
  }

  /// The members as text, or `nil` when the name is unknown.
  var members: [String]? {
    parts?.map { part in
      switch part {
      case .literal(let name): name.description
      case .member(let keyPath): keyPath.memberDescription
      case .computed(let name): name()
      }
    }
  }

  /// The case key path with this name from `root`, as it is written: `\AppAction.Cases.child.tap`,
  /// `\AppAction.Cases.self` for the identity; `nil` when the name is unknown.
  func keyPathDescription(root: Any.Type) -> String? {
    guard let members else { return nil }
    let path = members.isEmpty ? ".self" : members.map { "." + $0 }.joined()
    return "\\\(_readableTypeName(root)).Cases\(path)"
  }
}

/// The members of a composed name, shared by the copies of a path.
@usableFromInline
final class _CasePathNameParts: Sendable {
  let parts: [_CasePathName.Part]

  init(_ parts: [_CasePathName.Part]) {
    self.parts = parts
  }
}

/// A key path into a type's `AllCasePaths`, kept to name a hand-written case path; key paths built
/// from literals hold no mutable state.
@usableFromInline
struct _MemberKeyPath: @unchecked Sendable {
  let keyPath: AnyKeyPath

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
  }

  /// The member as the key path prints it, without its root: `success` for
  /// `\Result<Int, Error>.AllCasePaths.success` (where the platform prints names).
  var memberDescription: String {
    let text = "\(keyPath)"
    let root = "\\\(type(of: keyPath).rootType)."
    if text.hasPrefix(root) { return String(text.dropFirst(root.count)) }
    return text
  }
}
