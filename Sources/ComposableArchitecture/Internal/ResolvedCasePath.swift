import CasePaths

/// A case path, with a way to run code on the value of a root in its case that names no optional.
///
/// `Scope` asks every action whether it carries a child action. `casePath.extract(from:)` answers
/// with an optional child action, and in a generic feature's reducer (which is not specialized) a
/// local of that optional type is looked up at run time, by hashing, on every action.
/// ``withValue(in:_:)`` does not: it extracts in a function made once per case path, to which the
/// optional type is a generic argument it was made with.
@usableFromInline
class ResolvedCasePath<Root, Value>: @unchecked Sendable {
  /// The case path.
  @usableFromInline final let casePath: AnyCasePath<Root, Value>
  /// Runs a body on the value of a root in the case; `false` when the root is in another case.
  private final let read: (Root, (Value) -> Void) -> Bool

  /// Resolves `casePath`'s reader.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, Value>) {
    self.casePath = casePath
    self.read = Self.reader(of: casePath, extracting: Value?.self)
  }

  /// Runs `body` on the value of `root` in this case, and returns `true`; returns `false` without
  /// running it when `root` is in another case.
  @usableFromInline
  final func withValue(in root: Root, _ body: (Value) -> Void) -> Bool {
    read(root, body)
  }

  /// The reader of `casePath`, with `Extracted` (which is `Value?`) bound as a generic argument: its
  /// body names no type it would have to look up.
  private static func reader<Extracted: OptionalValue>(
    of casePath: AnyCasePath<Root, Value>, extracting _: Extracted.Type
  ) -> (Root, (Value) -> Void) -> Bool where Extracted.Wrapped == Value {
    let extract: (Root) -> Value? = { casePath.extract(from: $0) }
    // `Extracted` is `Value?`: the same function type, with the same representation (both results
    // are of a type only known at run time, returned through memory the caller provides).
    let extracted = unsafeBitCast(extract, to: ((Root) -> Extracted).self)
    return { root, body in extracted(root).ifSome(body) }
  }
}

/// An optional, seen through a protocol so that generic code can name its type as a generic
/// argument (see ``ResolvedCasePath``).
protocol OptionalValue {
  /// The type of the value the optional may hold.
  associatedtype Wrapped

  /// Runs `body` on the value and returns `true`; returns `false` when there is none.
  consuming func ifSome(_ body: (Wrapped) -> Void) -> Bool
}

extension Optional: OptionalValue {
  consuming func ifSome(_ body: (Wrapped) -> Void) -> Bool {
    switch consume self {
    case let .some(value):
      body(value)
      return true
    case .none:
      return false
    }
  }
}
