import MacroSupport

/// `@CasePathable`: gives an enum one case path per case (member role: `AllCasePaths`,
/// `allCasePaths`) and the `CasePathable`/`CasePathIterable` conformances (extension role).
///
/// ```swift
/// @CasePathable
/// enum Action {
///   case tap
///   case set(Int)
/// }
/// // public nonisolated struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence {
/// //   public subscript(root: Action) -> CasePaths.PartialCaseKeyPath<Action> { … }
/// //   public var tap: CasePaths.AnyCasePath<Action, Swift.Void> { … }
/// //   public var set: CasePaths.AnyCasePath<Action, Int> { … }
/// //   public func makeIterator() -> … { … }
/// // }
/// // public nonisolated static var allCasePaths: AllCasePaths { AllCasePaths() }
/// // extension Action: CasePaths.CasePathable, CasePaths.CasePathIterable {}
/// ```
///
/// The exact shape is specified in `notes/casepathable-expansion.md`. Errors (reported by the
/// extension role): the macro applies to enums only; it rejects two cases sharing a base name
/// (`a(Int)` and `a(x: Int)`) unless they sit in exclusive `#if` branches, `@available` forms on cases
/// it cannot reproduce, a `private` enum nested in a type (its conformance could not name it), and
/// the names `AllCasePaths` gives another meaning: an enum named `Iterator` or `AllCasePaths`, a
/// payload type naming a bare `Iterator`.
public enum CasePathableMacro: MacroExpander {
  /// Expands the member and extension roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .member:
      return members(request: request)
    case .extension:
      return conformances(request: request)
    default:
      return .empty
    }
  }

  /// `nonisolated` for the generated struct, `allCasePaths` and witnesses: without it, under
  /// `-default-isolation MainActor` the conformance would be main-actor isolated. Swift accepts it on
  /// a type from 6.2; the plugin is built by the toolchain that runs it.
  #if compiler(>=6.2)
    static let nonisolatedModifier = "nonisolated "
  #else
    static let nonisolatedModifier = ""
  #endif

  // MARK: Roles

  /// The `AllCasePaths` struct, `allCasePaths`, and `_$Element` when needed; nothing for a declaration
  /// the extension role reports errors on.
  ///
  /// Errors are reported by the extension role only: the compiler expands it for every declaration the
  /// macro is attached to, while it expands an enum's member role only when something looks up
  /// `AllCasePaths` or `allCasePaths` (which, without the conformance, may never happen).
  static func members(request: MacroExpansionRequest) -> MacroExpansion {
    guard case .success(let enumeration) = analyze(request) else { return .empty }
    return MacroExpansion(source: memberSource(enumeration))
  }

  /// `extension E: CasePaths.CasePathable, CasePaths.CasePathIterable {}` for the protocols the type
  /// does not conform to yet (preceded by the enum's own `@available` attributes); or the errors, and
  /// no extension.
  static func conformances(request: MacroExpansionRequest) -> MacroExpansion {
    let enumeration: Enumeration
    switch analyze(request) {
    case .success(let success): enumeration = success
    case .failure(let failure): return .failed(failure.diagnostics)
    }
    guard let extendedType = request.extendedType?.trimmedSource else { return .empty }
    let protocols = request.conformances.map { qualifiedCasePathConformance($0) ?? $0 }
    guard !protocols.isEmpty else { return .empty }
    return MacroExpansion(
      source: conformanceExtension(extendedType, protocols, availability: enumeration.availability))
  }

  /// The module-qualified name of a case-path protocol the compiler asks a conformance to
  /// (`CasePaths.CasePathable`, `CasePaths.CasePathIterable`), or `nil` for another protocol.
  static func qualifiedCasePathConformance(_ name: String) -> String? {
    switch name.split(separator: ".").last {
    case "CasePathable": "CasePaths.CasePathable"
    case "CasePathIterable": "CasePaths.CasePathIterable"
    default: nil
    }
  }

  /// `extension E: P, Q {}`, preceded by the enum's own `@available` attributes.
  static func conformanceExtension(
    _ extendedType: String, _ protocols: [String], availability: [Attribute]
  ) -> String {
    var builder = SourceBuilder()
    for attribute in availability {
      builder.line(attribute.text)
    }
    builder.line("extension \(extendedType): \(protocols.joined(separator: ", ")) {}")
    return builder.source
  }

  // MARK: Analysis

  /// An enum the macro can expand.
  struct Enumeration {
    /// The enum's simple name, without generic arguments, as the generated code spells it
    /// (`_$Element` for an enum named `Element`).
    var name: String
    /// The cases to generate case paths for, in declaration order (unavailable ones left out).
    var cases: [CasePathDefinition]
    /// Whether a payload type mentions `Element` (so `_$Element` must be declared).
    var mentionsElement: Bool
    /// The enum's own `@available` attributes, copied onto the conformance extension.
    var availability: [Attribute]
  }

  /// The errors that stop an expansion.
  struct Failure: Error {
    var diagnostics: [Diagnostic]
  }

  /// Scans the declaration the macro is attached to and checks it.
  static func analyze(_ request: MacroExpansionRequest) -> Result<Enumeration, Failure> {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source),
      type.kind == .enum
    else {
      // Point-Free's wording: `'@CasePathable' cannot be applied to struct type 'Foo'`.
      let declared = request.declaration.flatMap { DeclarationScanner.typeDeclaration(in: $0.source) }
      let message =
        declared.map {
          "'@CasePathable' cannot be applied to \($0.kind.rawValue) type '\(SwiftIdentifier.unescaped($0.name))'"
        } ?? "'@CasePathable' cannot be applied to this declaration"
      return .failure(Failure(diagnostics: [request.diagnostic(message)]))
    }
    var diagnostics = privateNestingDiagnostics(request: request, node: node, type: type)
    // Inside `AllCasePaths` (a `Sequence`), `Element` and `Iterator` name its own associated types.
    // An enum named `Element` is spelled through the `_$Element` alias; the others cannot be.
    let bareTypeName = SwiftIdentifier.unescaped(type.name)
    if ["Iterator", "AllCasePaths"].contains(bareTypeName) {
      diagnostics.append(
        request.diagnostic(
          "'@CasePathable' cannot be applied to an enum named '\(bareTypeName)', a name its generated "
            + "'AllCasePaths' type gives another meaning; rename the enum"))
    }
    let enumName = bareTypeName == "Element" ? "_$Element" : type.name
    var definitions: [CasePathDefinition] = []
    var reportedAttributes = Set<Range<Int>>()
    var mentionsElement = enumName == "_$Element"

    for enumCase in type.cases {
      let availability = CaseAvailability(enumCase.attributes)
      if availability.isUnavailable { continue }
      let bareName = SwiftIdentifier.unescaped(enumCase.name)
      for attribute in availability.unsupported where reportedAttributes.insert(attribute.range).inserted {
        diagnostics.append(
          node.diagnostic(
            "unsupported '@available' on case '\(bareName)'; guard it with '#if' or move it to the enum",
            at: attribute.range))
      }
      if definitions.contains(where: {
        $0.bareName == bareName && !areExclusive($0.conditions, enumCase.conditions)
      }) {
        diagnostics.append(
          node.diagnostic(
            "'@CasePathable' cannot be applied to overloaded case name '\(bareName)'", at: enumCase.range,
            notes: firstDeclaration(of: bareName, before: enumCase, in: type).map {
              [node.note("'\(bareName)' is first declared here", at: $0)]
            } ?? []))
        continue
      }
      let values = enumCase.associatedValues.map { parameter in
        let payload = PayloadType(rewriting: parameter.type, enumName: enumName)
        mentionsElement = mentionsElement || payload.mentionsElement
        if payload.mentionsIterator {
          diagnostics.append(
            node.diagnostic(
              "'Iterator' in case '\(bareName)' would mean the 'Sequence' iterator of the generated "
                + "'AllCasePaths'; qualify it with its module or enclosing type",
              at: parameter.range))
        }
        return CasePathDefinition.Value(label: parameter.label, type: payload.text)
      }
      definitions.append(
        CasePathDefinition(
          name: enumCase.name, values: values, conditions: enumCase.conditions, availability: availability))
    }
    guard diagnostics.isEmpty else { return .failure(Failure(diagnostics: diagnostics)) }
    return .success(
      Enumeration(
        name: enumName, cases: definitions, mentionsElement: mentionsElement,
        availability: type.attributes.filter { $0.name == "available" }))
  }

  /// Errors for a `private` enum, or an enum inside a `private` type, nested in a type: the conformance
  /// extension, written at file scope, cannot name it (swiftlang/swift#77023), and the compiler's own
  /// error would point into the expansion. `fileprivate` works.
  static func privateNestingDiagnostics(
    request: MacroExpansionRequest, node: SyntaxNode, type: TypeDeclaration
  ) -> [Diagnostic] {
    var enclosing: [TypeDeclaration] = []
    for context in request.lexicalContext {
      guard let type = DeclarationScanner.typeDeclaration(in: context.source) else { break }
      enclosing.append(type)
    }
    guard !enclosing.isEmpty else { return [] }
    if let modifier = type.modifiers.first(where: { $0.name == "private" && $0.detail == nil }) {
      return [
        node.diagnostic(
          "'@CasePathable' cannot be applied to a 'private' enum nested in a type: its conformance cannot "
            + "name it; make it 'fileprivate'",
          at: modifier.range,
          fixIts: [node.fixIt("Replace 'private' with 'fileprivate'", replacing: modifier.range, with: "fileprivate")])
      ]
    }
    // The outermost context sits at file scope, where `private` means `fileprivate`.
    guard let context = enclosing.dropLast().first(where: { $0.modifiers.accessLevel == "private" }) else {
      return []
    }
    let name = SwiftIdentifier.unescaped(context.name)
    return [
      request.diagnostic(
        "'@CasePathable' cannot be applied to an enum inside the 'private' type '\(name)': its conformance "
          + "cannot name it; make '\(name)' 'fileprivate'")
    ]
  }

  /// Whether two sets of `#if` clauses can never both be active: they take different branches of
  /// one `#if` block.
  static func areExclusive(_ lhs: [ConditionalClause], _ rhs: [ConditionalClause]) -> Bool {
    zip(lhs, rhs).contains { $0.blockID == $1.blockID && $0.branchIndex != $1.branchIndex }
  }

  /// The range of the first case element named `bareName` declared before `enumCase`.
  static func firstDeclaration(
    of bareName: String, before enumCase: EnumCase, in type: TypeDeclaration
  ) -> Range<Int>? {
    type.cases.first {
      SwiftIdentifier.unescaped($0.name) == bareName && $0.range.lowerBound < enumCase.range.lowerBound
        && !areExclusive($0.conditions, enumCase.conditions)
    }?.range
  }

  // MARK: Source

  /// The member role's source.
  static func memberSource(_ enumeration: Enumeration) -> String {
    let name = enumeration.name
    let cases = enumeration.cases
    let partial = "CasePaths.PartialCaseKeyPath<\(name)>"
    let nonisolated = nonisolatedModifier
    var builder = SourceBuilder()
    builder.block(
      "public \(nonisolated)struct AllCasePaths: CasePaths.CasePathReflectable, Swift.Sendable, Swift.Sequence"
    ) { builder in
      // The case key path of the case `root` is in: one `if case` a case, not a `switch`. A case whose
      // payload is uninhabited (an empty enum such as an empty feature's `Action`) cannot be told
      // apart here, and a `switch` whose every case is uninhabited is an error (Swift 6) that the
      // compiler then crashes on. Cases holding `Never` never occur and are left out.
      let inhabited = cases.filter { $0.uninhabitedIndex == nil }
      if cases.isEmpty {
        builder.line("public subscript(root: \(name)) -> \(partial) {}")
      } else {
        builder.block("public subscript(root: \(name)) -> \(partial)") { builder in
          builder.emit(inhabited, conditions: \.conditions) { builder, definition in
            guard let condition = definition.availability.availabilityCondition else {
              builder.line("if case .\(definition.name) = root { return \(definition.keyPath) }")
              return
            }
            builder.line("if case .\(definition.name) = root, \(condition) { return \(definition.keyPath) }")
          }
          builder.line("return \\.never")
        }
      }

      // One case path per case.
      builder.emit(cases, conditions: \.conditions) { builder, definition in
        for attribute in definition.availability.propertyAttributes {
          builder.line(attribute.text)
        }
        builder.block("public var \(definition.name): CasePaths.AnyCasePath<\(name), \(definition.valueType)>") {
          builder in
          if definition.uninhabitedIndex != nil {
            builder.line("._$case(name: \"\(definition.name)\", embed: \(definition.embed(enumName: name)), extract: { _ in nil })")
          } else {
            builder.line("._$case(name: \"\(definition.name)\", embed: \(definition.embed(enumName: name)), extract: { root in")
            builder.indented { builder in
              for statement in definition.extractBody {
                builder.line(statement)
              }
            }
            builder.line("})")
          }
        }
      }

      // The case key paths in declaration order.
      builder.block("public func makeIterator() -> Swift.IndexingIterator<[\(partial)]>") { builder in
        if cases.isEmpty {
          builder.line("let allCasePaths: [\(partial)] = []")
        } else {
          builder.line("var allCasePaths: [\(partial)] = []")
          builder.emit(cases, conditions: \.conditions) { builder, definition in
            let append = "allCasePaths.append(\(definition.keyPath))"
            if let condition = definition.availability.availabilityCondition {
              builder.line("if \(condition) { \(append) }")
            } else {
              builder.line(append)
            }
          }
        }
        builder.line("return allCasePaths.makeIterator()")
      }

      // Witnesses naming deprecated cases' key paths without a deprecation warning.
      builder.emit(cases.filter(\.availability.isDeprecated), conditions: \.conditions) { builder, definition in
        for attribute in definition.availability.introductions {
          builder.line(attribute.text)
        }
        builder.block("public \(nonisolated)enum \(definition.witnessName): CasePaths._CaseKeyPathWitness") {
          builder in
          for attribute in definition.availability.deprecations {
            builder.line(attribute.text)
          }
          builder.line("public static var caseKeyPath: \(partial) { \\.\(definition.name) }")
        }
      }
    }
    builder.line("public \(nonisolated)static var allCasePaths: AllCasePaths { AllCasePaths() }")
    if enumeration.mentionsElement {
      builder.line("public typealias _$Element = Element")
    }
    return builder.source
  }
}
