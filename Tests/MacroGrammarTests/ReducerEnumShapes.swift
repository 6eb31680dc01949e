/// `@Reducer` enums: cases holding reducers (unusual names, default values building the reducer),
/// alert and dialog cases, `@ReducerCaseIgnored` cases, other members; each reducer case checked by
/// sending its child an action through a `Store` of the enum's `body`.
enum ReducerEnumShapes {
  /// A `@Reducer` enum named `name`.
  static func enumeration(name: String, _ random: inout SeededGenerator) -> GeneratedDeclaration {
    var names = NamePool()
    var members: [GeneratedMember] = []
    for _ in 0..<random.int(in: 1...5) {
      let comment = Trivia.line(&random, indent: "  ")
      let caseName = names.next(&random)
      let bare = NamePool.bare(caseName)
      switch random.int(in: 0...7) {
      case 0...3:
        let payload = random.element(of: [
          "(GrammarChild)", "(GrammarChild = GrammarChild())", "(GrammarChild /* , } */)", "(ComposableArchitecture.EmptyReducer<Int, Never>)",
        ])
        if payload.contains("EmptyReducer") {
          members.append(
            GeneratedMember(
              source: "\(comment)  case \(caseName)\(payload)\n",
              check: """
                do {
                  let store = Store<\(name).State, \(name).Action>(initialState: .\(caseName)(0)) { \(name).body }
                  if store.state[case: \\.\(caseName)] != 0 { fail("case '\(bare)' lost its state") }
                }

                """,
              features: ["reducer case", "qualified generic reducer"]))
          continue
        }
        members.append(
          GeneratedMember(
            source: "\(comment)  case \(caseName)\(payload)\n",
            check: """
              do {
                let store = Store<\(name).State, \(name).Action>(initialState: .\(caseName)(GrammarChild.State())) { \(name).body }
                store.send(.\(caseName)(.increment))
                if store.state[case: \\.\(caseName)]?.count != 1 { fail("case '\(bare)': the child reducer did not run") }
              }

              """,
            features: ["reducer case"] + (payload.contains("=") ? ["default value"] : [])))
      case 4:
        let type = random.element(of: ["AlertState<Never>", "ConfirmationDialogState<Never>"])
        members.append(
          GeneratedMember(
            source: "\(comment)  case \(caseName)(\(type))\n",
            check: """
              do {
                let store = Store<\(name).State, \(name).Action>(initialState: .\(caseName)(\(type)(title: { TextState("t, }") }))) { \(name).body }
                if store.state[case: \\.\(caseName)] == nil { fail("case '\(bare)' lost its state") }
              }

              """,
            features: ["alert case"]))
      case 5:
        members.append(
          GeneratedMember(
            source: "\(comment)  @ReducerCaseIgnored\n  case \(caseName)(Dictionary<String, Int>)\n",
            check: "do {\n  let state: \(name).State = .\(caseName)([\"a, }\": 1])\n  if state[case: \\.\(caseName)] == nil { fail(\"ignored case '\(bare)' lost its state\") }\n}\n",
            features: ["@ReducerCaseIgnored", "generic arguments with commas"]))
      case 6:
        let source = ConditionalCompilation.wrap(
          "    case \(caseName)(GrammarChild)\n", decoy: "    case \(caseName)(Never)\n", indent: "  ", &random)
        members.append(
          GeneratedMember(
            source: comment + source,
            check: "let _: \(name).State = .\(caseName)(GrammarChild.State())\n",
            features: ["#if"]))
      default:
        members.append(
          GeneratedMember(
            source: comment + random.element(of: [
              "  static func make\(members.count)() -> Int { 1 }\n",
              "  var grammarLabel\(members.count): String { \"case x(Int), }\" }\n",
              "  // case commented(GrammarChild)\n",
            ]),
            features: ["other members"]))
      }
    }
    let leading = Trivia.line(&random, indent: "")
    let conformances = random.element(of: ["", "(state: .equatable)", "(state: .equatable, .sendable, action: .sendable)"])
    let template: @Sendable ([GeneratedMember], Bool) -> RenderedDeclaration = { members, macros in
      var source = leading + (macros ? "@Reducer\(conformances)\n" : "") + "enum \(name) {\n"
      for member in members {
        source += macros ? member.source : member.source.replacingOccurrences(of: "@ReducerCaseIgnored\n", with: "")
      }
      source += "}\n"
      return RenderedDeclaration(source: source, check: macros ? members.map(\.check).joined() : "")
    }
    return GeneratedDeclaration(name: name, kind: .reducerEnum, members: members, template: template)
  }
}
