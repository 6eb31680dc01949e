import MacroSupport

/// `@Perceptible`: makes a class observable property by property, and `Perceptible`.
///
/// - member attributes: `@ObservationTracked` on every instance stored `var` of one name that is
///   not marked `@PerceptionIgnored`/`@ObservationIgnored` (or already tracked); Observation's
///   macro then turns it into accessors over a `_name` storage;
/// - members: the registrar those accessors use, `_$observationRegistrar`, and the `access`,
///   `withMutation` and `shouldNotifyObservers` helpers they call;
/// - extension: `Perceptible` and `Observable`, when missing.
///
/// ```swift
/// @Perceptible final class Counter {
///   var count = 0            // tracked
///   @PerceptionIgnored var log: [String] = []
/// }
/// ```
public enum PerceptibleMacro: MacroExpander {
  /// Expands the member, member-attribute and extension roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .memberAttribute:
      return memberAttribute(request)
    case .member:
      return try members(request)
    case .extension:
      return conformances(request)
    default:
      return .empty
    }
  }

  /// The attributes that keep a property from being tracked, or say it already is.
  static let skippingAttributes: Set<String> = [
    "PerceptionIgnored", "ObservationIgnored", "PerceptionTracked", "ObservationTracked",
  ]

  /// `@ObservationTracked` for a trackable stored `var` of the class.
  static func memberAttribute(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let parentNode = request.parentDeclaration,
      let parent = DeclarationScanner.typeDeclaration(in: parentNode.source), parent.kind == .class,
      let member = request.declaration,
      case .property(let declaration)? = DeclarationScanner.declaration(in: member.source),
      !declaration.isLet, !declaration.isStatic,
      declaration.bindings.count == 1, let binding = declaration.bindings.first,
      !binding.isTuplePattern, binding.storage != .computed,
      !declaration.attributes.contains(where: { skippingAttributes.contains($0.baseName) })
    else { return .empty }
    return MacroExpansion(source: "@Observation.ObservationTracked")
  }

  /// The registrar and the helpers the tracked accessors call.
  static func members(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source),
      type.kind == .class
    else {
      let kind = request.declaration.flatMap { DeclarationScanner.typeDeclaration(in: $0.source) }?.kind
      let what = kind.map { " to \($0 == .enum || $0 == .extension || $0 == .actor ? "an" : "a") \($0.rawValue)" }
      throw MacroExpansionError(
        request.diagnostic(
          "'@Perceptible' can only be applied to a class\(what.map { ", not\($0)" } ?? "")"))
    }
    let name = type.name
    var builder = SourceBuilder()
    builder.line("@Observation.ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()")
    builder.line()
    builder.block(
      "internal nonisolated func access<_$Member>(keyPath: Swift.KeyPath<\(name), _$Member>)"
    ) {
      $0.line("_$observationRegistrar.access(self, keyPath: keyPath)")
    }
    builder.line()
    builder.block(
      "internal nonisolated func withMutation<_$Member, _$MutationResult>(keyPath: Swift.KeyPath<\(name), "
        + "_$Member>, _ mutation: () throws -> _$MutationResult) rethrows -> _$MutationResult"
    ) {
      $0.line("try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)")
    }
    // A write notifies only when it changes the value: equal values (or the same object) do not.
    let comparisons = [
      ("", "true"), (": Swift.Equatable", "lhs != rhs"), (": AnyObject", "lhs !== rhs"),
      (": Swift.Equatable & AnyObject", "lhs != rhs"),
    ]
    for (constraint, body) in comparisons {
      builder.line()
      builder.block(
        "private nonisolated func shouldNotifyObservers<_$Member\(constraint)>(_ lhs: _$Member, "
          + "_ rhs: _$Member) -> Swift.Bool"
      ) {
        $0.line(body)
      }
    }
    return MacroExpansion(source: builder.source)
  }

  /// `extension Counter: Perception.Perceptible, Observation.Observable {}`, for the missing ones.
  static func conformances(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source),
      type.kind == .class, let extendedType = request.extendedType?.trimmedSource
    else { return .empty }
    let missing = request.conformances
    func isMissing(_ name: String) -> Bool {
      missing.contains { $0 == name || $0.hasSuffix(".\(name)") }
    }
    let qualified = [("Perceptible", "Perception.Perceptible"), ("Observable", "Observation.Observable")]
      .filter { isMissing($0.0) }.map(\.1)
    guard !qualified.isEmpty else { return .empty }
    return MacroExpansion(source: "extension \(extendedType): \(qualified.joined(separator: ", ")) {}")
  }
}
