import MacroSupport

/// What a `@Reducer enum` declares itself, so that the macro generates only the rest (as TCA does): a
/// `State` or `Action` (enum, struct or typealias), a `body` (SyncUps' destinations declare their own
/// `Action`; TicTacToe's app enum its own `static var body`), a `Body`, a `CaseScope`, a `scope(_:)`.
///
/// A declared `State` or `Action` is checked against the cases, because the generated `body` and
/// `scope(_:)` name them: a missing case gets an error that says which case to add, where the compiler
/// would otherwise point inside the expansion.
struct ReducerEnumDeclaredMembers {
  /// The nested type, or typealias, named `State`, if any.
  let state: Member?
  /// The nested type, or typealias, named `Action`, if any.
  let action: Member?
  /// Whether a property named `body` is declared.
  let hasBody: Bool
  /// Whether a type named `Body` is declared.
  let hasBodyType: Bool
  /// Whether a type named `CaseScope` is declared.
  let hasCaseScope: Bool
  /// Whether a function named `scope` is declared.
  let hasScope: Bool

  init(of type: TypeDeclaration) {
    func nestedType(_ name: String) -> Member? {
      type.members.first { member in
        switch member.declaration {
        case .type(let nested): SwiftIdentifier.unescaped(nested.name) == name
        case .typeAlias(let alias): SwiftIdentifier.unescaped(alias.name) == name
        default: false
        }
      }
    }
    state = nestedType("State")
    action = nestedType("Action")
    hasBodyType = nestedType("Body") != nil
    hasCaseScope = nestedType("CaseScope") != nil
    hasBody = type.properties.contains { SwiftIdentifier.unescaped($0.name) == "body" }
    hasScope = type.members.contains { member in
      guard case .function(let function) = member.declaration else { return false }
      return SwiftIdentifier.unescaped(function.name) == "scope"
    }
  }

  /// Errors for a declared `State` or `Action` that the generated members cannot use: a `State` that is
  /// not an enum, a `State` without a case of the enum, an `Action` without the case of a reducer case.
  func diagnostics(for cases: [ReducerEnumCase], in type: TypeDeclaration, node: SyntaxNode) -> [Diagnostic] {
    let name = SwiftIdentifier.unescaped(type.name)
    var diagnostics: [Diagnostic] = []
    if let state, case .type(let declaration) = state.declaration {
      if declaration.kind != .enum {
        diagnostics.append(
          node.diagnostic(
            "'State' of '@Reducer' enum '\(name)' must be an enum with a case for each case of '\(name)', "
              + "not a \(declaration.kind.rawValue)",
            at: state.range))
      } else {
        diagnostics += missingCases(
          in: declaration, member: state, typeName: "State", enumName: name, node: node,
          expected: cases.map { ($0, $0.declaration(payload: $0.statePayload)) })
      }
    }
    if let action, case .type(let declaration) = action.declaration, declaration.kind == .enum {
      diagnostics += missingCases(
        in: declaration, member: action, typeName: "Action", enumName: name, node: node,
        expected: cases.filter(\.isReducer).map { ($0, "case \($0.name)(\($0.actionPayload))") })
    }
    return diagnostics
  }

  private func missingCases(
    in declaration: TypeDeclaration, member: Member, typeName: String, enumName: String, node: SyntaxNode,
    expected: [(ReducerEnumCase, String)]
  ) -> [Diagnostic] {
    let declared = Set(declaration.cases.map { SwiftIdentifier.unescaped($0.name) })
    return expected.compactMap { enumCase, text in
      guard !declared.contains(SwiftIdentifier.unescaped(enumCase.name)) else { return nil }
      return node.diagnostic(
        "'\(typeName)' of '@Reducer' enum '\(enumName)' has no case '\(SwiftIdentifier.unescaped(enumCase.name))'; "
          + "add '\(text)'",
        at: member.range)
    }
  }
}
