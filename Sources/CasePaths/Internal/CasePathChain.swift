/// The typed case path a ``Case`` value carries, with its root type erased.
///
/// A case key path is evaluated by applying it to the identity `Case<Root>()`; every dynamic-member
/// step appends the step's ``AnyCasePath`` to the chain. The chain keeps the real root type, so the
/// finished path is recovered with one dynamic cast (``rooted(at:)``) instead of boxing every root
/// in `Any` and casting it back on each use.
protocol _CasePathChain<Value>: Sendable {
  associatedtype Value

  /// Returns the chain extended by `child`.
  func appending<Appended>(_ child: AnyCasePath<Value, Appended>) -> any _CasePathChain<Appended>

  /// Returns this chain as a typed case path if it starts at `Root`, otherwise `nil`.
  func rooted<Root>(at rootType: Root.Type) -> AnyCasePath<Root, Value>?

  /// Embeds `value`, returning the root as `Any`.
  func embedAny(_ value: Value) -> Any

  /// Extracts a value from `root` if `root` has the chain's root type and is in its case.
  func extractAny(from root: Any) -> Value?

  /// The chain's root type.
  var rootType: Any.Type { get }

  /// The members the chain's case key path is written with.
  var name: _CasePathName { get }
}

/// The chain of the identity case key path, `\.self`.
struct _IdentityChain<Value>: _CasePathChain {
  func appending<Appended>(_ child: AnyCasePath<Value, Appended>) -> any _CasePathChain<Appended> {
    child
  }

  func rooted<Root>(at rootType: Root.Type) -> AnyCasePath<Root, Value>? {
    AnyCasePath<Value, Value>() as? AnyCasePath<Root, Value>
  }

  func embedAny(_ value: Value) -> Any { value }

  func extractAny(from root: Any) -> Value? { root as? Value }

  var rootType: Any.Type { Value.self }

  var name: _CasePathName { .identity }
}

extension AnyCasePath: _CasePathChain {
  func appending<Appended>(_ child: AnyCasePath<Value, Appended>) -> any _CasePathChain<Appended> {
    appendingPath(child)
  }

  /// Returns this path extended by `child`.
  ///
  /// Declared without constraints on `Root` and `Value` so the closures it builds capture no
  /// protocol conformances (a `Sendable` closure may not capture a non-`Sendable` metatype).
  func appendingPath<Appended>(_ child: AnyCasePath<Value, Appended>) -> AnyCasePath<Root, Appended> {
    AnyCasePath<Root, Appended>(
      name: _name.appending(child._name),
      embed: { self.embed(child.embed($0)) },
      extract: { root in self.extract(from: root).flatMap { child.extract(from: $0) } }
    )
  }

  func rooted<R>(at rootType: R.Type) -> AnyCasePath<R, Value>? {
    self as? AnyCasePath<R, Value>
  }

  func embedAny(_ value: Value) -> Any { self.embed(value) }

  func extractAny(from root: Any) -> Value? {
    (root as? Root).flatMap { self.extract(from: $0) }
  }

  var rootType: Any.Type { Root.self }

  var name: _CasePathName { _name }
}
