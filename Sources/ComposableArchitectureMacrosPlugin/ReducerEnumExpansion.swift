import MacroSupport

/// The members `@Reducer` generates for an enum of destinations (`@Reducer enum Destination { case
/// sheet(Sheet) … }`): `State` and `Action` enums with a case per reducer case, a static `body`
/// scoping each reducer case, `CaseScope` and `scope(_:)` for `store.case`.
///
/// A case's payload decides what it becomes:
/// - one reducer type `X`: state `X.State`, action `X.Action`, a `Scope` in `body`, a `StoreOf<X>` in
///   `CaseScope`;
/// - `AlertState<A>` or `ConfirmationDialogState<A>` (or a case marked `@ReducerCaseEphemeral`): the
///   state itself, its action `A` (`X.Action` for another ephemeral type), no reducer;
/// - several values, or a case marked `@ReducerCaseIgnored`: the values as state, no action
///   (`Swift.Never`), no reducer;
/// - no payload: a state-only case.
enum ReducerEnumExpansion {
  /// What one case of the enum becomes.
  enum Kind {
    case reducer(type: String)
    case ephemeral(state: String, action: String)
    case ignored
    case bare
  }

  struct Item {
    let enumCase: EnumCase
    let kind: Kind
  }

  static func classify(_ enumCase: EnumCase) -> Kind {
    let values = enumCase.associatedValues
    if values.isEmpty { return .bare }
    if enumCase.attributes.contains(named: "ReducerCaseIgnored") || values.count > 1 { return .ignored }
    let type = values[0].type
    if let action = ephemeralAction(of: type) { return .ephemeral(state: type, action: action) }
    if enumCase.attributes.contains(named: "ReducerCaseEphemeral") {
      return .ephemeral(state: type, action: "\(type).Action")
    }
    return .reducer(type: type)
  }

  /// `A` for `AlertState<A>` / `ConfirmationDialogState<A>` (module-qualified or not).
  static func ephemeralAction(of type: String) -> String? {
    for name in ["AlertState<", "ConfirmationDialogState<"] {
      guard let range = type.firstRange(of: name), type.hasSuffix(">") else { continue }
      let prefix = type[..<range.lowerBound]
      guard prefix.isEmpty || prefix.hasSuffix(".") else { continue }
      return String(type[range.upperBound..<type.index(before: type.endIndex)])
    }
    return nil
  }

  /// The generated members.
  static func members(of type: TypeDeclaration, attribute: Attribute?) -> String {
    let access = accessModifier(type.modifiers)
    let items = type.cases.map { Item(enumCase: $0, kind: classify($0)) }
    let stateConformances = conformances(named: "state", in: attribute)
    let actionConformances = conformances(named: "action", in: attribute)
    var builder = SourceBuilder()

    builder.line("@CasePathable")
    builder.line("@dynamicMemberLookup")
    builder.line("@ObservableState")
    builder.block(
      "\(access)enum State: ComposableArchitecture.CaseReducerState"
        + stateConformances.map { ", \($0)" }.joined()
    ) { builder in
      builder.line("\(access)typealias StateReducer = \(type.name)")
      builder.emit(items, conditions: { $0.enumCase.conditions }) { builder, item in
        builder.line(caseDeclaration(item.enumCase, payload: statePayload(item)))
      }
    }
    builder.line()
    builder.line("@CasePathable")
    builder.block(
      "\(access)enum Action" + (actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", "))
    ) { builder in
      builder.emit(items, conditions: { $0.enumCase.conditions }) { builder, item in
        builder.line(caseDeclaration(item.enumCase, payload: actionPayload(item)))
      }
    }
    builder.line()
    // A concrete type, named, so that `Reducer.Body` is not inferred as `Never`; `Reduce` erases the
    // scopes' types, which `#if` around cases would otherwise make vary.
    builder.line("\(access)typealias Body = ComposableArchitecture.Reduce<Self.State, Self.Action>")
    builder.line()
    builder.block("\(access)static var body: ComposableArchitecture.Reduce<Self.State, Self.Action>") { builder in
      let reducers = items.filter { if case .reducer = $0.kind { return true } else { return false } }
      if reducers.isEmpty {
        builder.line("ComposableArchitecture.Reduce(ComposableArchitecture.EmptyReducer<Self.State, Self.Action>())")
        return
      }
      builder.line("ComposableArchitecture.Reduce(")
      builder.indented { builder in
        builder.block("ComposableArchitecture.CombineReducers") { builder in
          builder.emit(reducers, conditions: { $0.enumCase.conditions }) { builder, item in
            guard case let .reducer(reducerType) = item.kind else { return }
            let name = item.enumCase.name
            builder.block(
              "ComposableArchitecture.Scope(state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name))"
            ) { $0.line("\(reducerType)()") }
          }
        }
      }
      builder.line(")")
    }
    builder.line()
    builder.block("\(access)enum CaseScope") { builder in
      builder.emit(items, conditions: { $0.enumCase.conditions }) { builder, item in
        builder.line(caseDeclaration(item.enumCase, payload: scopePayload(item)))
      }
    }
    builder.line()
    builder.line("@MainActor")
    builder.block(
      "\(access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope"
    ) { builder in
      builder.line("switch store.state {")
      builder.emit(items, conditions: { $0.enumCase.conditions }) { builder, item in
        scopeCase(item, into: &builder)
      }
      builder.line("}")
    }
    return builder.source
  }

  /// `case name(payload)` (or `case name`), `indirect` kept.
  static func caseDeclaration(_ enumCase: EnumCase, payload: String?) -> String {
    let indirect = enumCase.isIndirect ? "indirect " : ""
    return "\(indirect)case \(enumCase.name)" + (payload.map { "(\($0))" } ?? "")
  }

  static func statePayload(_ item: Item) -> String? {
    switch item.kind {
    case let .reducer(type): return "\(type).State"
    case let .ephemeral(state, _): return state
    case .ignored: return payloadList(item.enumCase)
    case .bare: return nil
    }
  }

  static func actionPayload(_ item: Item) -> String? {
    switch item.kind {
    case let .reducer(type): return "\(type).Action"
    case let .ephemeral(_, action): return action
    case .ignored, .bare: return "Swift.Never"
    }
  }

  static func scopePayload(_ item: Item) -> String? {
    switch item.kind {
    case let .reducer(type): return "ComposableArchitecture.StoreOf<\(type)>"
    case let .ephemeral(state, _): return state
    case .ignored: return payloadList(item.enumCase)
    case .bare: return nil
    }
  }

  /// The associated values as written, labels and types: `Meeting, syncUp: SyncUp`.
  static func payloadList(_ enumCase: EnumCase) -> String {
    enumCase.associatedValues.map { value in
      let label = value.firstName.map { "\($0): " } ?? ""
      return label + value.type
    }
    .joined(separator: ", ")
  }

  static func scopeCase(_ item: Item, into builder: inout SourceBuilder) {
    let name = item.enumCase.name
    switch item.kind {
    case .reducer:
      builder.line("case .\(name):")
      builder.indented {
        // The state is in this case, so the optional scope is present.
        $0.line("return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)")
      }
    case .bare:
      builder.line("case .\(name):")
      builder.indented { $0.line("return .\(name)") }
    case .ephemeral, .ignored:
      let values = item.enumCase.associatedValues
      let bindings = values.indices.map { "v\($0)" }
      let arguments = zip(values, bindings).map { value, binding in
        (value.firstName.map { "\($0): " } ?? "") + binding
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
