import Foundation
import IssueReporting

/// The extraction of a case path built from a case constructor (`/Action.child`): a root is in the
/// case when its payload, embedded again, lands in the same case.
///
/// The first successful extraction learns the constructor's tag; from then on a root in another
/// case is rejected by comparing tags alone, and a root in the case has its payload read through the
/// enum's value witnesses, without calling the constructor.
final class _ReflectedCase<Root, Value>: @unchecked Sendable {
  private let metadata: EnumMetadata
  /// The tag of the case the constructor builds from `value`, or `nil` when it builds none.
  private let tagOfEmbedded: (Value) -> UInt32?
  private let lock = NSLock()
  private var embedTag: UInt32?
  private var payload: (tag: UInt32, payload: EnumMetadata.Payload, access: EnumMetadata.Access)?

  init(metadata: EnumMetadata, tagOfEmbedded: @escaping (Value) -> UInt32?) {
    self.metadata = metadata
    self.tagOfEmbedded = tagOfEmbedded
  }

  /// The extraction of `embed`'s case, or one that always fails (reported) when `Root` is not an
  /// enum the runtime describes; promoted through an optional root (`/Action.child` used as a case
  /// path from `Action?`).
  static func extract(embed: @escaping (Value) -> Root) -> @Sendable (Root) -> Value? {
    if let optional = Root.self as? any _OptionalRoot.Type,
      let promoted = optional._promotedExtract(embed)
    {
      return promoted
    }
    guard let metadata = EnumMetadata(Root.self) else {
      reportNotAnEnum(Root.self)
      return { _ in nil }
    }
    let reflected = _ReflectedCase(metadata: metadata) { metadata.unsafeTag(of: embed($0)) }
    return { reflected.extract(from: $0) }
  }

  /// The value of `root` if it is in the constructor's case.
  func extract(from root: Root) -> Value? {
    let rootTag = metadata.unsafeTag(of: root)
    lock.lock()
    let (knownTag, known) = (embedTag, payload)
    lock.unlock()
    if let knownTag, knownTag != rootTag { return nil }
    if let known, known.tag == rootTag {
      return metadata.load(root, tag: rootTag, payload: known.payload, as: Value.self, access: known.access)
    }
    guard let payload = metadata.payload(forTag: rootTag) else { return nil }
    let access = metadata.access(payload, as: Value.self)
    guard let value = metadata.load(root, tag: rootTag, payload: payload, as: Value.self, access: access)
    else { return nil }
    let tag = knownTag ?? tagOfEmbedded(value)
    lock.lock()
    if embedTag == nil { embedTag = tag }
    if tag == rootTag { self.payload = (rootTag, payload, access) }
    lock.unlock()
    return tag == rootTag ? value : nil
  }
}

/// Reports a case path built from a function whose root is not an enum.
func reportNotAnEnum(_ type: Any.Type) {
  reportIssue(
    """
    A case path was built from a function returning '\(type)', which is not an enum: it extracts \
    nothing. Pass an enum case constructor, such as '/Action.child'.
    """
  )
}

/// Reports a case path to a case without payload whose root is a function: an untyped
/// `/Action.child`.
func reportUntypedCaseConstructor(_ type: Any.Type) {
  reportIssue(
    """
    A case path to a case without payload was built from a value of function type '\(type)': it \
    extracts nothing. '/Action.child' with no type expected is read this way; give it its type, \
    such as 'let path: AnyCasePath<Action, ChildAction> = /Action.child'.
    """
  )
}

/// The tags of `value` and of the enum values it wraps through optionals: `.some(.child(x))` has
/// the tags of `some` and `child`.
func _tagPath<T>(of value: T) -> [UInt32] {
  guard let metadata = EnumMetadata(T.self) else { return [] }
  let tag = metadata.unsafeTag(of: value)
  guard let optional = T.self as? any _OptionalRoot.Type,
    let wrapped = optional._wrappedTagPath(of: value)
  else { return [tag] }
  return [tag] + wrapped
}

/// `Optional`, with its wrapped type opened.
protocol _OptionalRoot {
  /// The extraction of a case of the wrapped enum from an optional root, or `nil` when `embed`
  /// builds `Optional`'s own cases.
  static func _promotedExtract<Root, Value>(
    _ embed: @escaping (Value) -> Root
  ) -> (@Sendable (Root) -> Value?)?

  /// The tag path of the wrapped value, or `nil` when `value` is `nil` or not of this type.
  static func _wrappedTagPath<T>(of value: T) -> [UInt32]?
}

extension Optional: _OptionalRoot {
  static func _promotedExtract<Root, Value>(
    _ embed: @escaping (Value) -> Root
  ) -> (@Sendable (Root) -> Value?)? {
    guard Root.self == Self.self, Value.self != Wrapped.self, Value.self != Self.self,
      let metadata = EnumMetadata(Wrapped.self),
      let embed = embed as? (Value) -> Wrapped?
    else { return nil }
    let reflected = _ReflectedCase<Wrapped, Value>(metadata: metadata) { value in
      embed(value).map { metadata.unsafeTag(of: $0) }
    }
    return { root in (root as? Wrapped?)?.flatMap { reflected.extract(from: $0) } }
  }

  static func _wrappedTagPath<T>(of value: T) -> [UInt32]? {
    guard let optional = value as? Wrapped?, let wrapped = optional else { return nil }
    return _tagPath(of: wrapped)
  }
}
