import MacroSupport

/// `@ObservableState`: makes a struct or enum state observable field by field.
///
/// On a struct:
/// - member attributes: `@ObservationStateTracked` on every stored `var` it can track (see
///   ``StoredProperty``);
/// - members: the registrar, `_$id`, `_$willModify()`, `_$registerFields(_:)` (each field's name, key
///   path and storage), `customMirror` (fields by their own names) and `CodingKeys` (so `Codable`
///   keeps the fields' names, not their `_name` storage);
/// - extension: `ObservableState` and `CustomReflectable`, when missing.
///
/// On an enum: `_$id` (the case, and the identity of a case's state) and `_$willModify()`.
public enum ObservableStateMacro: MacroExpander {
  /// Expands the member, member-attribute and extension roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    switch request.role {
    case .memberAttribute:
      return memberAttribute(request)
    case .member:
      return try members(request)
    case .extension:
      return try conformances(request)
    default:
      return .empty
    }
  }

  // MARK: - Member attributes

  /// `@ObservationStateTracked` for a trackable stored `var` of a struct.
  static func memberAttribute(_ request: MacroExpansionRequest) -> MacroExpansion {
    guard let parentNode = request.parentDeclaration,
      let parent = DeclarationScanner.typeDeclaration(in: parentNode.source), parent.kind == .struct,
      let member = request.declaration,
      case .property(let declaration)? = DeclarationScanner.declaration(in: member.source),
      declaration.bindings.count == 1, let binding = declaration.bindings.first,
      case .tracked = StoredProperty(Property(declaration: declaration, binding: binding, conditions: [])),
      !declaration.attributes.contains(named: "ObservationStateTracked")
    else { return .empty }
    return MacroExpansion(source: "@ObservationStateTracked")
  }

  /// The error for a stored `var` declaring several names (`var a = 1, b = 2`) or a tuple pattern
  /// (`var (x, y) = (0, 0)`): Swift attaches accessors to a declaration of one name only, so such
  /// properties cannot be observed, and leaving them as they are would drop their changes from
  /// observation in silence. `let`s, `static` and computed properties, and properties with a property
  /// wrapper or `@ObservationStateIgnored` are not observed anyway and are accepted.
  ///
  /// For several names the fix-it declares each on its own: `var a = 1; var b = 2`.
  static func unobservableDeclaration(_ declaration: PropertyDeclaration, in node: SyntaxNode) -> Diagnostic? {
    guard !declaration.isLet, !declaration.isStatic, !declaration.isLazy,
      declaration.bindings.count > 1 || declaration.bindings.contains(where: \.isTuplePattern),
      declaration.bindings.contains(where: \.isStored),
      declaration.attributes.allSatisfy({ StoredProperty.neutralAttributes.contains($0.baseName) })
    else { return nil }
    var names = declaration.bindings.map { "'\($0.name)'" }
    guard declaration.bindings.count > 1 else {
      return node.diagnostic(
        "'@ObservableState' cannot observe the properties of the tuple pattern \(names[0]); declare each "
          + "with its own 'var'",
        at: declaration.range)
    }
    let last = names.removeLast()
    // `var a = 1, b = 2` → `var a = 1; var b = 2`: each separator becomes `; ` and the declaration's
    // attributes, modifiers and keyword.
    let first = declaration.bindings[0].range.lowerBound
    let prefix = String(decoding: Array(node.source.utf8)[declaration.range.lowerBound..<first], as: UTF8.self)
    let changes = zip(declaration.bindings, declaration.bindings.dropFirst()).map { previous, next in
      Diagnostic.FixIt.Change(
        range: node.positionRange(previous.range.upperBound..<next.range.lowerBound), newText: "; " + prefix)
    }
    return node.diagnostic(
      "'@ObservableState' cannot observe \(names.joined(separator: ", ")) and \(last) declared in one 'var'; declare each "
        + "with its own 'var'",
      at: declaration.range,
      fixIts: [Diagnostic.FixIt(message: "Declare each property with its own 'var'", changes: changes)])
  }

  // MARK: - Members

  static func members(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source) else {
      throw MacroExpansionError(misuse(request, kind: nil))
    }
    switch type.kind {
    case .struct:
      let errors = type.members.compactMap { member -> Diagnostic? in
        guard case .property(let declaration) = member.declaration else { return nil }
        return unobservableDeclaration(declaration, in: node)
      }
      // The members are generated all the same, so the conformance holds and these are the only errors.
      var expansion = structMembers(type)
      expansion.diagnostics += errors
      return expansion
    case .enum:
      return MacroExpansion(source: enumMembers(type))
    default:
      throw MacroExpansionError(misuse(request, kind: type.kind))
    }
  }

  /// The error for `@ObservableState` on something other than a struct or an enum.
  static func misuse(_ request: MacroExpansionRequest, kind: TypeDeclaration.Kind?) -> Diagnostic {
    switch kind {
    case .class?, .actor?:
      return request.diagnostic(
        "'@ObservableState' can only be applied to a struct or an enum, not to a\(kind == .actor ? "n" : "") "
          + "\(kind?.rawValue ?? ""); use '@Observable' for a reference type")
    case let kind?:
      return request.diagnostic(
        "'@ObservableState' can only be applied to a struct or an enum, not to a\(kind == .extension ? "n" : "") "
          + kind.rawValue)
    case nil:
      return request.diagnostic("'@ObservableState' can only be applied to a struct or an enum")
    }
  }

  static func structMembers(_ type: TypeDeclaration) -> MacroExpansion {
    let stored = StoredProperty.all(in: type).filter { $0.property != nil && !$0.isLazy }
    var builder = SourceBuilder()
    builder.line("var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()")
    builder.line()
    builder.block("public var _$id: ComposableArchitecture.ObservableStateID") {
      $0.line("_$observationRegistrar.id")
    }
    builder.line()
    builder.block("public mutating func _$willModify()") {
      $0.line("_$observationRegistrar._$willModify()")
    }
    builder.line()
    builder.block(
      "public static func _$registerFields(_ fields: inout ComposableArchitecture._ObservableStateFields<Self>)"
    ) { builder in
      builder.line("fields._$registrar(\\Self._$observationRegistrar)")
      builder.emit(stored, conditions: { $0.property?.conditions ?? [] }) { builder, field in
        builder.line(registration(field))
      }
    }
    if !type.members.contains(where: { Self.declares("customMirror", $0.declaration) }) {
      builder.line()
      builder.block("public var customMirror: Swift.Mirror") { builder in
        guard !stored.isEmpty else {
          builder.line("Swift.Mirror(self, children: [], displayStyle: .struct)")
          return
        }
        builder.line("var children: [(label: Swift.String?, value: Any)] = []")
        builder.emit(stored, conditions: { $0.property?.conditions ?? [] }) { builder, field in
          guard let name = field.name else { return }
          let label: String
          let value: String
          if case .tracked = field {
            label = name
            value = StoredProperty.storageName(of: name)
          } else if field.isShared {
            // A shared value shows as itself, under its storage's name (`_count: #1 0`), as TCA
            // prints it: a test store's difference then shows its asserted and actual values.
            label = StoredProperty.storageName(of: name)
            value = label
          } else {
            label = name
            value = name
          }
          builder.line("children.append((\(stringLiteral(label)), self.\(value) as Any))")
        }
        builder.line("return Swift.Mirror(self, children: children, displayStyle: .struct)")
      }
    }
    let hasTracked = stored.contains { if case .tracked = $0 { return true } else { return false } }
    if hasTracked, !type.members.contains(where: { Self.declares("CodingKeys", $0.declaration) }) {
      builder.line()
      builder.block("private enum CodingKeys: Swift.String, Swift.CodingKey") { builder in
        builder.emit(stored, conditions: { $0.property?.conditions ?? [] }) { builder, field in
          guard let name = field.name else { return }
          if case .tracked = field {
            builder.line("case \(StoredProperty.storageName(of: name)) = \(stringLiteral(name))")
          } else {
            builder.line("case \(name)")
          }
        }
      }
    }
    return MacroExpansion(source: builder.source)
  }

  /// One line of `_$registerFields`.
  static func registration(_ field: StoredProperty) -> String {
    switch field {
    case let .tracked(property):
      let name = property.name
      return "fields._$field(\(stringLiteral(name)), \\Self.\(SwiftIdentifier.keyPathComponent(name)), storage: \\Self."
        + "\(StoredProperty.storageName(of: name)), ComposableArchitecture._$modifyBaseline)"
    case let .untracked(_, name):
      return "fields._$field(\(stringLiteral(name)), \\Self.\(SwiftIdentifier.keyPathComponent(name)))"
    case .none:
      return ""
    }
  }

  /// The enum's `_$id` and `_$willModify()`.
  static func enumMembers(_ type: TypeDeclaration) -> String {
    let cases = Array(type.cases.enumerated())
    var builder = SourceBuilder()
    builder.block("public var _$id: ComposableArchitecture.ObservableStateID") { builder in
      builder.line("switch self {")
      builder.emit(cases, conditions: { $0.element.conditions }) { builder, item in
        let (tag, enumCase) = item
        switch enumCase.associatedValues.count {
        case 0:
          builder.line("case .\(enumCase.name):")
          builder.indented { $0.line("return ComposableArchitecture.ObservableStateID._$case(\(tag))") }
        case 1:
          builder.line("case let .\(enumCase.name)(state):")
          builder.indented { $0.line("return ComposableArchitecture._$enumCaseID(state, tag: \(tag))") }
        default:
          builder.line("case .\(enumCase.name):")
          builder.indented { $0.line("return ComposableArchitecture.ObservableStateID()._$tag(\(tag))") }
        }
      }
      builder.line("}")
    }
    builder.line()
    builder.block("public mutating func _$willModify()") { builder in
      builder.line("switch self {")
      builder.emit(cases, conditions: { $0.element.conditions }) { builder, item in
        let enumCase = item.element
        guard enumCase.associatedValues.count == 1 else {
          builder.line("case .\(enumCase.name):")
          builder.indented { $0.line("break") }
          return
        }
        let label = enumCase.associatedValues[0].label.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? ""
        builder.line("case var .\(enumCase.name)(state):")
        builder.indented { builder in
          builder.line("ComposableArchitecture._$willModify(&state)")
          builder.line("self = .\(enumCase.name)(\(label)state)")
        }
      }
      builder.line("}")
    }
    return builder.source
  }

  /// Whether `declaration` declares a member named `name` (a property or a nested type or alias).
  static func declares(_ name: String, _ declaration: Declaration) -> Bool {
    switch declaration {
    case .property(let property):
      return property.bindings.contains { SwiftIdentifier.unescaped($0.name) == name }
    case .type(let type):
      return type.name == name
    case .typeAlias(let alias):
      return alias.name == name
    default:
      return false
    }
  }

  /// `name` as a string literal (backticks removed).
  static func stringLiteral(_ name: String) -> String {
    "\"\(SwiftIdentifier.unescaped(name))\""
  }

  // MARK: - Extension

  static func conformances(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let node = request.declaration, let type = DeclarationScanner.typeDeclaration(in: node.source),
      type.kind == .struct || type.kind == .enum
    else {
      // The member role reports the misuse.
      return .empty
    }
    let wanted = type.kind == .struct ? ["ObservableState", "CustomReflectable"] : ["ObservableState"]
    let missing = request.conformances
    let qualified = wanted.filter { name in missing.contains { $0 == name || $0.hasSuffix(".\(name)") } }
      .map { $0 == "CustomReflectable" ? "Swift.CustomReflectable" : "ComposableArchitecture.\($0)" }
    guard !qualified.isEmpty, let extendedType = request.extendedType?.trimmedSource else { return .empty }
    return MacroExpansion(source: "extension \(extendedType): \(qualified.joined(separator: ", ")) {}")
  }
}
