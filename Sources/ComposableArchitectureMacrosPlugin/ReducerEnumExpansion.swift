import MacroSupport

/// The members `@Reducer` generates for an enum of destinations (`@Reducer enum Destination { case
/// sheet(Sheet) … }`): `State` and `Action` enums with a case per enum case, a static `body` scoping each
/// reducer case, `CaseScope` and `scope(_:)` for `store.case`. What each case becomes is described by
/// ``ReducerEnumCase``.
///
/// Only what the enum does not declare is generated (see ``ReducerEnumDeclaredMembers``): a declared
/// `Action` (needed when an alert's actions must be spelled out), `State`, `static var body` (then its
/// own type is the reducer's `Body`), `CaseScope` or `scope(_:)` is used as it is.
enum ReducerEnumExpansion {
  /// The generated members, and errors for a declared `State` or `Action` they cannot use.
  static func members(of type: TypeDeclaration, attribute: Attribute?, node: SyntaxNode) -> MacroExpansion {
    let access = accessModifier(type.modifiers)
    let cases = type.cases.map(ReducerEnumCase.init)
    let declared = ReducerEnumDeclaredMembers(of: type)
    var builder = SourceBuilder()
    var sections: [(inout SourceBuilder) -> Void] = []

    // The generated `State` and `Action` declare the conformances their `@CasePathable` and
    // `@ObservableState` would add by extension: extensions that macros attached to types a macro
    // generated add to the file while the compiler type-checks it, and from five or so such enums in
    // a file, Swift 6.3 crashes (a segmentation fault in `TypeCheckPrimaryFileRequest`). With the
    // conformances declared, those extension roles add nothing.
    if declared.state == nil {
      let conformances = self.conformances(named: "state", in: attribute)
      sections.append { builder in
        builder.line("@CasePathable")
        builder.line("@dynamicMemberLookup")
        builder.line("@ObservableState")
        builder.block(
          "\(access)enum State: ComposableArchitecture.CaseReducerState, CasePaths.CasePathable, "
            + "CasePaths.CasePathIterable, ComposableArchitecture.ObservableState" + conformances.map { ", \($0)" }.joined()
        ) { builder in
          builder.line("\(access)typealias StateReducer = \(type.name)")
          builder.emit(cases, conditions: \.enumCase.conditions) { builder, item in
            builder.line(item.declaration(payload: item.statePayload))
          }
        }
      }
    }
    if declared.action == nil {
      let conformances = self.conformances(named: "action", in: attribute)
      sections.append { builder in
        builder.line("@CasePathable")
        builder.block(
          "\(access)enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable"
            + conformances.map { ", \($0)" }.joined()
        ) { builder in
          builder.emit(cases, conditions: \.enumCase.conditions) { builder, item in
            builder.line(item.declaration(payload: item.actionPayload))
          }
        }
      }
    }
    if !declared.hasBody {
      sections.append { builder in
        if !declared.hasBodyType {
          // A concrete type, named, so that `Reducer.Body` is not inferred as `Never`; `Reduce` erases
          // the scopes' types, which `#if` around cases would otherwise make vary.
          builder.line("\(access)typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>")
          builder.line()
        }
        body(of: cases, access: access, into: &builder)
      }
    }
    if !declared.hasCaseScope {
      sections.append { builder in
        builder.block("\(access)enum CaseScope") { builder in
          builder.emit(cases, conditions: \.enumCase.conditions) { builder, item in
            builder.line(item.declaration(payload: item.scopePayload))
          }
        }
      }
    }
    if !declared.hasScope {
      sections.append { builder in
        builder.line("@MainActor")
        builder.block(
          "\(access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope"
        ) { builder in
          builder.line("switch store.state {")
          builder.emit(cases, conditions: \.enumCase.conditions) { builder, item in
            scopeCase(item, into: &builder)
          }
          builder.line("}")
        }
      }
    }
    for (index, section) in sections.enumerated() {
      if index > 0 { builder.line() }
      section(&builder)
    }
    return MacroExpansion(
      source: builder.source, diagnostics: declared.diagnostics(for: cases, in: type, node: node))
  }

  /// `static var body`: a `Scope` per reducer case, building the case's default value or `Type()`.
  static func body(of cases: [ReducerEnumCase], access: String, into builder: inout SourceBuilder) {
    builder.block("\(access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action>") { builder in
      let reducers = cases.filter(\.isReducer)
      if reducers.isEmpty {
        builder.line("ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())")
        return
      }
      builder.line("ComposableArchitecture.Reduce(")
      builder.indented { builder in
        builder.block("ComposableArchitecture.CombineReducers") { builder in
          builder.emit(reducers, conditions: \.enumCase.conditions) { builder, item in
            guard case let .reducer(_, _, construction) = item.kind else { return }
            let name = SwiftIdentifier.keyPathComponent(item.name)
            builder.block(
              "ComposableArchitecture.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name))"
            ) { $0.line(construction) }
          }
        }
      }
      builder.line(")")
    }
  }

  static func scopeCase(_ item: ReducerEnumCase, into builder: inout SourceBuilder) {
    let name = item.name
    switch item.kind {
    case .reducer:
      builder.line("case .\(name):")
      // `\.is` and `\.modify` would name `CasePathable`'s own members: those cases are reached
      // through the case subscript.
      let state =
        ["is", "modify"].contains(SwiftIdentifier.unescaped(name))
        ? "\\.[case: \\Self.State.Cases.\(SwiftIdentifier.keyPathComponent(name))]" : "\\.\(name)"
      builder.indented {
        // The state is in this case, so the optional scope is present.
        $0.line("return .\(name)(store.scope(state: \(state), action: \\.\(name))!)")
      }
    case .bare:
      builder.line("case .\(name):")
      builder.indented { $0.line("return .\(name)") }
    case .ephemeral, .ignored:
      let values = item.enumCase.associatedValues
      let bindings = values.indices.map { "v\($0)" }
      let arguments = zip(values, bindings).map { value, binding in
        (value.firstName.map { "\(SwiftIdentifier.argumentLabel($0)): " } ?? "") + binding
      }
      builder.line("case let .\(name)(\(bindings.joined(separator: ", "))):")
      builder.indented { $0.line("return .\(name)(\(arguments.joined(separator: ", ")))") }
    }
  }

  /// The conformances an argument of `@Reducer(state: .equatable, .hashable, action: .sendable)`
  /// asks for.
  static func conformances(named label: String, in attribute: Attribute?) -> [String] {
    guard let attribute else { return [] }
    var current: String?
    var names: [String] = []
    for argument in attribute.arguments {
      if let argumentLabel = argument.label { current = argumentLabel }
      guard current == label else { continue }
      switch argument.value.trimmingWhitespace {
      case ".equatable": names.append("Equatable")
      case ".hashable": names.append("Hashable")
      case ".sendable": names.append("Sendable")
      case ".codable": names.append("Codable")
      case ".decodable": names.append("Decodable")
      case ".encodable": names.append("Encodable")
      default: break
      }
    }
    return names
  }

  /// The access modifier for generated members (with a trailing space).
  static func accessModifier(_ modifiers: [Modifier]) -> String {
    switch modifiers.accessLevel {
    case "open", "public": "public "
    case "package": "package "
    default: ""
    }
  }
}

extension String {
  /// The text without leading and trailing white space.
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
