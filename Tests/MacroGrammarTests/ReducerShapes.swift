/// `@Reducer` structs: `State` with fields of every shape, `Action` cases with payloads of every
/// shape and unusual names, `body` in its forms (`some ReducerOf<Self>`, `some Reducer<State, Action>`,
/// `reduce(into:action:)`), a scoped child, `BindableAction`, other members; each checked by sending
/// every action to a `Store` and seeing the reducer run.
enum ReducerShapes {
  /// A `@Reducer` struct named `name`.
  static func structure(name: String, _ random: inout SeededGenerator) -> GeneratedDeclaration {
    var names = NamePool()
    var members: [GeneratedMember] = []
    for _ in 0..<random.int(in: 1...6) {
      switch random.int(in: 0...9) {
      case 0...5:
        members.append(actionCase(&names, typeName: name, &random))
      case 6:
        let field = names.next(&random)
        let type = ValueTypes.equatable(&random)
        members.append(
          GeneratedMember(
            source: "    var \(field): \(type.spelling) = \(type.value(variant: 0, indent: "    ", &random))\n",
            features: type.features + ["state field"], tag: "state"))
      case 7:
        let child = names.plain(&random)
        members.append(
          GeneratedMember(
            source: "    var \(child) = GrammarChild.State()\n",
            check: """
              store.send(.\(child)(.increment))
              if store.state.\(child).count != 1 { fail("the scoped child '\(child)' did not run") }

              """,
            features: ["Scope"], tag: "child\u{1}\(child)"))
      case 8:
        let other = names.plain(&random)
        members.append(
          GeneratedMember(
            source: random.element(of: [
              "  @Dependency(\\.uuid) var \(other)\n",
              "  let \(other): String = \"a, } )\"\n",
              "  static let \(other) = Dictionary<String, (Int, String)>()\n",
              "  func \(other)<U>(_ u: U) -> [U] where U: Equatable { [u] }\n",
              "  // var body: Never\n  /* func reduce(into state: inout State, action: Action) -> Effect<Action> */\n",
            ]),
            features: ["other members"], tag: "member"))
      default:
        let field = names.plain(&random)
        members.append(
          GeneratedMember(
            source: "    var \(field) = \"\"\n",
            check: """
              store.send(.binding(.set(\\.\(field), "bound, }")))
              if store.state.\(field) != "bound, }" { fail("binding '\(field)' was not applied") }

              """,
            features: ["BindableAction"], tag: "binding\u{1}\(field)"))
      }
    }
    let bodyForm = random.int(in: 0...3)
    let explicitCasePathable = random.chance(0.2)
    let access = random.element(of: ["", "public "])
    let leading = Trivia.line(&random, indent: "")
    let template: @Sendable ([GeneratedMember], Bool) -> RenderedDeclaration = { members, macros in
      let cases = members.filter { $0.tag.hasPrefix("case\u{1}") }.map { $0.tag.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init) }
      let children = members.filter { $0.tag.hasPrefix("child\u{1}") }.map { String($0.tag.split(separator: "\u{1}")[1]) }
      let bindings = members.filter { $0.tag.hasPrefix("binding\u{1}") }
      var source = leading + (macros ? "@Reducer\n" : "") + "\(access)struct \(name)\(macros ? "" : ": Reducer") {\n"
      source += (macros ? "  @ObservableState\n" : "") + "  \(access)struct State: Equatable {\n    var log: [String] = []\n"
      for member in members where member.tag == "state" || member.tag.hasPrefix("child") || member.tag.hasPrefix("binding") {
        source += member.source
      }
      source += "    \(access.isEmpty ? "" : "public ")init() {}\n  }\n"
      let conformances = (bindings.isEmpty ? [] : ["BindableAction"])
      source += explicitCasePathable || !macros ? "  @CasePathable\n" : ""
      source += "  \(access)enum Action\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) {\n"
      for item in cases { source += "    case \(item[1])\(item[2])\n" }
      for child in children { source += "    case \(child)(GrammarChild.Action)\n" }
      if !bindings.isEmpty { source += "    case binding(BindingAction<State>)\n" }
      source += "    case grammarNoop\n  }\n"
      for member in members where member.tag == "member" { source += member.source }
      source += "  \(access.isEmpty ? "" : "public ")init() {}\n"
      var switchText = "      switch action {\n"
      for item in cases { switchText += "      case .\(item[1]):\n        state.log.append(\"\(NamePool.bare(item[1]))\")\n" }
      if !children.isEmpty || !bindings.isEmpty { switchText += "      case \(children.map { ".\($0)" }.joined(separator: ", "))\(children.isEmpty ? "" : ", ").grammarNoop\(bindings.isEmpty ? "" : ", .binding"):\n        break\n" } else { switchText += "      case .grammarNoop:\n        break\n" }
      switchText += "      }\n      return .none\n"
      let scopes =
        (bindings.isEmpty ? "" : "    BindingReducer()\n")
        + children.map { "    Scope(state: \\.\($0), action: \\.\($0)) {\n      GrammarChild()\n    }\n" }.joined()
      let publicPrefix = access.isEmpty ? "" : "public "
      if !macros {
        source += "  \(publicPrefix)var body: some ReducerOf<Self> {\n\(scopes)    Reduce { state, action in\n\(switchText)    }\n  }\n"
      } else {
        switch bodyForm {
        case 0 where scopes.isEmpty:
          source += "  \(publicPrefix)func reduce(into state: inout State, action: Action) -> Effect<Action> {\n\(switchText.replacingOccurrences(of: "\n  ", with: "\n"))  }\n"
        case 1:
          source += "  \(publicPrefix)var body: some Reducer<State, Action> {\n\(scopes)    Reduce { state, action in\n\(switchText)    }\n  }\n"
        case 2:
          source += "  \(publicPrefix)var body: some ReducerOf<Self> { // } ,\n\(scopes)    Reduce<State, Action> { (state: inout State, action: Action) -> Effect<Action> in\n\(switchText)    }\n  }\n"
        default:
          source += "  \(publicPrefix)var body: some ReducerOf<Self> {\n\(scopes)    Reduce { state, action in\n\(switchText)    }\n  }\n"
        }
      }
      source += "}\n"
      let check = "let store = Store(initialState: \(name).State()) { \(name)() }\n" + members.map(\.check).joined()
        + "store.send(.grammarNoop)\n"
      return RenderedDeclaration(source: source, check: check)
    }
    return GeneratedDeclaration(name: name, kind: .reducerStruct, members: members, template: template)
  }

  /// An action case; its check sends it and expects the reducer to log its name.
  private static func actionCase(
    _ names: inout NamePool, typeName: String, _ random: inout SeededGenerator
  ) -> GeneratedMember {
    let name = names.next(&random)
    let bare = NamePool.bare(name)
    var payload = ""
    var value: String? = ""
    var features = ["action case"]
    switch random.int(in: 0...5) {
    case 0:
      break
    case 1, 2:
      let type = ValueTypes.make(&random, depth: 1)
      payload = "(\(type.spelling))"
      value = "(\(type.value(variant: 1, indent: "  ", &random))) as \(type.spelling)"
      features += type.features
    case 3:
      let type = ValueTypes.make(&random, depth: 1)
      payload = "(id: Int, \(random.element(of: ["`default`", "café", "value"])): \(type.spelling) = \(type.value(variant: 0, indent: "  ", &random)))"
      value = "id: 1"
      features += type.features + ["default argument"]
    case 4:
      payload = random.element(of: ["(Never)", "(GrammarEmpty)"])
      value = nil
      features.append("Never payload")
    default:
      let signature = FunctionSignature.make(&random, allowInout: false)
      payload = "(\(signature.spelling))"
      value = signature.closure(returning: signature.returnValue(variant: 0, &random))
      features.append("function type")
    }
    var check = ""
    if let value {
      let action = value.isEmpty ? ".\(name)" : ".\(name)(\(value))"
      check = """
        do {
          let action: \(typeName).Action = \(action)
          if !action.is(\\.\(name)) { fail("action '\(bare)' is not in its case") }
          store.send(action)
          if store.state.log.last != "\(bare)" { fail("sending '\(bare)' did not run the reducer") }
        }

        """
    }
    return GeneratedMember(source: "", check: check, features: features, tag: "case\u{1}\(name)\u{1}\(payload)")
  }
}
