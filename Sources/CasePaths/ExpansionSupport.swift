// Declarations that `@CasePathable` expansions call. They are public because expanded code lives in
// the user's module; they are not meant to be called directly.

extension AnyCasePath {
  /// Creates a case path from a pair of functions that construct and destructure an enum case;
  /// what `@CasePathable` expansions call.
  ///
  /// The functions need not be `Sendable`: in a generic enum with constrained parameters, a
  /// closure literal that constructs a case captures the parameters' metatypes, which Swift 6.2
  /// does not allow in a `Sendable` closure. Pass only functions that capture nothing but the
  /// enum's types, such as `{ v in Shape.circle(radius: v) }`. Hand-written conformances should
  /// use ``init(embed:extract:)``.
  ///
  /// - Parameters:
  ///   - name: The case's name, which reports print in the case key path: `\Shape.Cases.circle`.
  ///   - embed: A function constructing the case from its associated value.
  ///   - extract: A function returning the associated value when the root is in the case.
  /// - Returns: A case path built from the two functions.
  @inlinable
  public static func _$case(
    name: StaticString,
    embed: @escaping (Value) -> Root,
    extract: @escaping (Root) -> Value?
  ) -> Self {
    // `@Sendable` does not change a function's representation, so the functions are reused as
    // they are rather than wrapped in new, allocated closures: getters of `AllCasePaths` run on
    // every case property read. The callers pass functions that capture no mutable state. The
    // name is a static string: naming allocates nothing either. Inlinable, so that a getter is
    // specialized and inlined where it is read (called across modules and unspecialized, building
    // the path costs several times more).
    Self(
      name: .literal(name),
      embed: unsafeBitCast(embed, to: (@Sendable (Value) -> Root).self),
      extract: unsafeBitCast(extract, to: (@Sendable (Root) -> Value?).self)
    )
  }

  /// Creates an unnamed case path from a pair of functions; what expansions made before case
  /// names were passed call. Reports print such a path's case key path as the standard library
  /// prints key paths.
  ///
  /// - Parameters:
  ///   - embed: A function constructing the case from its associated value.
  ///   - extract: A function returning the associated value when the root is in the case.
  /// - Returns: A case path built from the two functions.
  public static func _$case(
    embed: @escaping (Value) -> Root,
    extract: @escaping (Root) -> Value?
  ) -> Self {
    Self(
      embed: unsafeBitCast(embed, to: (@Sendable (Value) -> Root).self),
      extract: unsafeBitCast(extract, to: (@Sendable (Root) -> Value?).self)
    )
  }
}

extension AnyCasePath {
  /// Creates a case path whose name is computed when a report prints its case key path; what
  /// hand-written `AllCasePaths` with one member per something dynamic call (such as
  /// `BindingAction`'s, one member per field: `\.binding.email`).
  ///
  /// A path built with ``init(embed:extract:)`` has no name, and a report prints its member as
  /// the platform prints key paths (on Linux, `<computed 0x…>`).
  ///
  /// - Parameters:
  ///   - name: A function returning the member's name, such as `email`; called only by reports.
  ///   - embed: A function that always succeeds in embedding a value in a root.
  ///   - extract: A function returning the root's value when the root is in the case.
  /// - Returns: A named case path.
  public static func _$case(
    computedName name: @escaping @Sendable () -> String,
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) -> Self {
    Self(name: .computed(name), embed: embed, extract: extract)
  }
}

/// A type naming the case key path of one deprecated case; what `@CasePathable` expansions declare
/// so their own code can list a deprecated case without a deprecation warning.
///
/// An expansion declares, inside `AllCasePaths`, one witness per deprecated case, carrying the
/// case's `@available` attribute on ``caseKeyPath``, and reads it through
/// ``_$caseKeyPath(_:)``, a generic function, where Swift reports no deprecation:
///
/// ```swift
/// public nonisolated enum _$square: CasePaths._CaseKeyPathWitness {
///   @available(*, deprecated, message: "Use rect")
///   public static var caseKeyPath: CasePaths.PartialCaseKeyPath<Shape> { \.square }
/// }
/// ```
public protocol _CaseKeyPathWitness {
  /// The enum whose case this witness names.
  associatedtype Root

  /// The case key path of the case.
  static var caseKeyPath: PartialCaseKeyPath<Root> { get }
}

/// Returns a witness's case key path; what `@CasePathable` expansions call for deprecated cases.
///
/// - Parameter witness: A witness type declared by the expansion.
/// - Returns: The case key path the witness names.
public func _$caseKeyPath<Witness: _CaseKeyPathWitness>(
  _ witness: Witness.Type
) -> PartialCaseKeyPath<Witness.Root> {
  Witness.caseKeyPath
}

extension AnyCasePath {
  /// The embed function of a case whose associated values include `Never`: a value of the case can
  /// never exist, so the function can never be called. What `@CasePathable` expansions pass for
  /// `case failed(Int, Never)`, where a closure switching over the impossible value would be code
  /// the compiler warns will never be executed.
  ///
  /// - Returns: A function that cannot be called, its argument holding an uninhabited value.
  @inlinable
  public static func _$uninhabitedEmbed() -> (Value) -> Root {
    { _ in preconditionFailure("a value holding 'Never' cannot exist") }
  }
}
