/// `@ObservableState` structs and enums: stored properties of every shape (multi-binding, no type
/// annotation, initializers continued on the next line, `#if`, ignored, `@Presents`, property
/// wrappers, observers), among computed properties, methods and nested types; each tracked property
/// checked to notify its observer when a store's reducer changes it, each ignored one checked not to.
enum ObservableStateShapes {
  /// An `@ObservableState` struct named `name`.
  static func structure(name: String, _ random: inout SeededGenerator) -> GeneratedDeclaration {
    var names = NamePool()
    let isGeneric = random.chance(0.25)
    let isEquatable = random.chance(0.3)
    let access = random.element(of: ["", "", "public ", "internal ", "fileprivate "])
    let nonisolated = random.chance(0.15) ? "nonisolated " : ""
    var members: [GeneratedMember] = []
    for _ in 0..<random.int(in: 2...7) {
      members.append(contentsOf: member(&names, isGeneric: isGeneric, equatable: isEquatable, &random))
    }
    let leading = Trivia.line(&random, indent: "")
    let conformance = isEquatable ? random.element(of: [": Equatable", ": Equatable /* , Hashable */", ":\n  Equatable"]) : ""
    let generics = isGeneric ? random.element(of: ["<T: Equatable & ExpressibleByIntegerLiteral>", "<T>"]) : ""
    let whereClause = isGeneric ? random.element(of: [" where T: Hashable & ExpressibleByIntegerLiteral", " where T: Sendable, T: Equatable,\n  T: ExpressibleByIntegerLiteral"]) : ""
    let instance = name + (isGeneric ? "<Int>" : "")
    let template: @Sendable ([GeneratedMember], Bool) -> RenderedDeclaration = { members, macros in
      var source = leading
      if macros { source += "@ObservableState\n" }
      // `nonisolated` types cannot hold a `lazy var`.
      let isolation = members.contains { $0.source.contains("lazy var") } ? "" : nonisolated
      source += "\(access)\(isolation)struct \(name)\(generics)\(conformance)\(whereClause) {\n"
      let initializations = members.map(\.tag).filter { !$0.isEmpty }
      for member in members {
        source += macros
          ? member.source
          : member.source.replacingOccurrences(of: "@Presents ", with: "")
            .replacingOccurrences(of: "@ObservationStateIgnored", with: "")
      }
      if !initializations.isEmpty {
        source += "  init() {\n" + initializations.map { "    \($0)\n" }.joined() + "  }\n"
      }
      source += "}\n"
      let check = """
        let store = Store(initialState: \(instance)()) { GrammarHarness<\(instance)>() }
        _ = store

        """ + members.map(\.check).joined()
      return RenderedDeclaration(source: source, check: check)
    }
    return GeneratedDeclaration(name: name, kind: .observableStateStruct, members: members, template: template)
  }

  /// One or more members: a stored property of some shape, or a member that is not one.
  private static func member(
    _ names: inout NamePool, isGeneric: Bool, equatable: Bool, _ random: inout SeededGenerator
  ) -> [GeneratedMember] {
    let indent = "  "
    let comment = Trivia.line(&random, indent: indent)
    func type() -> ValueType {
      equatable
        ? ValueTypes.equatable(&random)
        : ValueTypes.make(&random, allowGeneric: isGeneric)
    }
    switch random.int(in: 0...15) {
    case 0...4:
      // A single tracked `var`.
      let name = names.next(&random)
      let type = type()
      return [trackedVar(name: name, type: type, comment: comment, wrapInIf: random.chance(0.15), &random)]
    case 5, 6:
      // Several bindings in one declaration.
      return [multiBinding(&names, isGeneric: isGeneric, equatable: equatable, comment: comment, &random)]
    case 7:
      // An ignored property.
      let name = names.next(&random)
      let type = type()
      let value0 = type.value(variant: 0, indent: indent, &random)
      let value1 = type.value(variant: 1, indent: indent + "  ", &random)
      let attribute = random.element(of: ["@ObservationStateIgnored ", "@ObservationStateIgnored\n\(indent)"])
      let source = "\(comment)\(indent)\(attribute)var \(name): \(type.spelling) = \(value0)\n"
      return [
        GeneratedMember(
          source: source,
          check: notifyCheck(name: name, value: value1, type: type, expectNotify: false),
          features: type.features + ["@ObservationStateIgnored"])
      ]
    case 8:
      // A `let`, or several.
      let first = names.next(&random)
      let type = ValueTypes.equatable(&random, depth: 1)
      if random.chance(0.5) {
        let second = names.next(&random)
        let a = type.value(variant: 0, indent: indent + "    ", &random)
        let b = type.value(variant: 1, indent: indent + "    ", &random)
        return [
          GeneratedMember(
            source: "\(comment)\(indent)let \(first): \(type.spelling), \(second): \(type.spelling)\n",
            check: "if !(store.state.\(first) == \(a)) { fail(\"let '\(NamePool.bare(first))' lost its value\") }\n",
            features: ["multi-binding let"], tag: "self.\(first) = \(a); self.\(second) = \(b)")
        ]
      }
      let value = type.value(variant: 0, indent: indent, &random)
      return [GeneratedMember(source: "\(comment)\(indent)let \(first): \(type.spelling) = \(value)\n", features: ["let"])]
    case 9:
      // `@Presents` (a plain name: `$` prefixes it).
      let name = names.plain(&random)
      let source = "\(comment)\(indent)@Presents var \(name): GrammarChild.State?\n"
      let check = notifyCheck(name: name, value: "GrammarChild.State(count: 7)", type: nil, expectNotify: true)
        + "_ = store.state.$\(name)\n"
      return [GeneratedMember(source: source, check: check, features: ["@Presents"])]
    case 10:
      // A property wrapper with arguments: not tracked (documented), but must still work.
      let name = names.next(&random)
      let argument = random.element(of: [
        "(transform: { $0 + 1 }, label: \"a, } )\")", "(label: #\"raw, \"}\"#, 3)", "", "(transform: { x in\n\(indent)  x * 2\n\(indent)})",
      ])
      let source = "\(comment)\(indent)@GrammarWrapper\(argument) var \(name): Int = 3\n"
      let check = "store.send(.mutate { $0.\(name) = 9 })\nif store.state.\(name) != 9 { fail(\"wrapped '\(NamePool.bare(name))' not set\") }\n"
      return [GeneratedMember(source: source, check: check, features: ["property wrapper with arguments"])]
    case 11:
      // A tracked `var` with observers.
      let name = names.next(&random)
      let type = type()
      let value0 = type.value(variant: 0, indent: indent, &random)
      let value1 = type.value(variant: 1, indent: indent + "  ", &random)
      let source = """
        \(comment)\(indent)var \(name): \(type.spelling) = \(value0) {
        \(indent)  willSet { _ = newValue } // } ,
        \(indent)  didSet(old) { _ = old; let _ = "}, )" }
        \(indent)}

        """
      return [
        GeneratedMember(
          source: source, check: notifyCheck(name: name, value: value1, type: type, expectNotify: true),
          features: type.features + ["willSet/didSet"])
      ]
    default:
      return [noise(&names, isGeneric: isGeneric, comment: comment, &random)]
    }
  }

  /// A tracked `var` (type annotation or not, default or not, maybe in `#if`).
  private static func trackedVar(
    name: String, type: ValueType, comment: String, wrapInIf: Bool, _ random: inout SeededGenerator
  ) -> GeneratedMember {
    let indent = wrapInIf ? "    " : "  "
    let modifier = random.element(of: ["", "", "", "internal ", "public ", "fileprivate ", "internal(set) public "])
    let value0 = type.value(variant: 0, indent: indent, &random)
    let value1 = type.value(variant: 1, indent: "  ", &random)
    var features = type.features
    var tag = ""
    let declaration: String
    let noDefault = !wrapInIf && random.chance(0.2)
    if noDefault {
      declaration = "var \(Trivia.inline(&random))\(name): \(type.spelling)"
      // `Optional<T>` spelled out gets no implicit `nil`, unlike `T?`: the initializer sets it.
      if !type.isOptional || type.spelling.hasPrefix("Optional<") {
        tag = "self.\(name) = \(type.value(variant: 0, indent: "    ", &random))"
      }
      features.append("no default")
    } else if !type.usesGenericParameter && random.chance(0.3) {
      declaration = "var \(name) = (\(value0)) as \(type.spelling)"
      features.append("no type annotation")
    } else {
      declaration = "var \(name)\(Trivia.inline(&random)): \(type.spelling) \(Trivia.inline(&random))= \(value0)"
    }
    var source = "\(comment)\(indent)\(modifier)\(declaration)\(Trivia.trailing(&random))\n"
    if wrapInIf {
      let decoy = "\(indent)var \(name): Int = 0, decoy: String = \"}\"\n"
      source = ConditionalCompilation.wrap(source, decoy: decoy, indent: "  ", &random)
      features.append("#if")
    }
    return GeneratedMember(
      source: source, check: notifyCheck(name: name, value: value1, type: type, expectNotify: true),
      features: features, tag: tag)
  }

  /// `var a = 1, b = 2`, `var a: Int = 1, b: String = "x"` or `var a, b: Int`.
  private static func multiBinding(
    _ names: inout NamePool, isGeneric: Bool, equatable: Bool, comment: String, _ random: inout SeededGenerator
  ) -> GeneratedMember {
    let indent = "  "
    let count = random.int(in: 2...3)
    let bindingNames = (0..<count).map { _ in names.next(&random) }
    var check = ""
    var features = ["multi-binding var"]
    var tag: [String] = []
    var bindings: [String] = []
    if random.chance(0.25) {
      // One type for all, no initial values: `var a, b: Int`.
      let type = ValueTypes.int(&random)
      bindings = bindingNames
      for name in bindingNames {
        tag.append("self.\(name) = \(type.value(variant: 0, indent: "    ", &random))")
        check += notifyCheck(name: name, value: type.value(variant: 1, indent: "  ", &random), type: type, expectNotify: true)
      }
      return GeneratedMember(
        source: "\(comment)\(indent)var \(bindings.joined(separator: ", ")): \(type.spelling)\n", check: check,
        features: features + ["shared type annotation"], tag: tag.joined(separator: "; "))
    }
    for name in bindingNames {
      let type = equatable ? ValueTypes.equatable(&random) : ValueTypes.make(&random, allowGeneric: isGeneric)
      features += type.features
      let value0 = type.value(variant: 0, indent: indent + "  ", &random)
      let annotated = type.usesGenericParameter || random.chance(0.6)
      bindings.append(
        annotated ? "\(name): \(type.spelling) = \(value0)" : "\(name) = (\(value0)) as \(type.spelling)")
      check += notifyCheck(
        name: name, value: type.value(variant: 1, indent: "  ", &random), type: type, expectNotify: true)
    }
    let separator = random.element(of: [", ", ",\n\(indent)  ", " /* , */, "])
    return GeneratedMember(
      source: "\(comment)\(indent)var \(bindings.joined(separator: separator))\(Trivia.trailing(&random))\n",
      check: check, features: features)
  }

  /// A member that is not a stored property: computed property, static property, method, nested
  /// type, `lazy var`, subscript.
  private static func noise(
    _ names: inout NamePool, isGeneric: Bool, comment: String, _ random: inout SeededGenerator
  ) -> GeneratedMember {
    let indent = "  "
    let name = names.plain(&random)
    let source: String
    switch random.int(in: 0...7) {
    case 0:
      source = "\(indent)var \(name): String { \"computed, } ) \\(1)\" }\n"
    case 1:
      source = isGeneric
        ? "\(indent)static var \(name): Dictionary<String, Int> { [:] }\n"
        : "\(indent)static let \(name) = Dictionary<String, Int>()\n\(indent)static let \(name)Other: (Int, String) = (1, \"}\")\n"
    case 2:
      source = """
        \(indent)nonisolated func \(name)<U>(_ value: U, label: (Int, String) = (1, "a, }")) -> [U] where U: Equatable {
        \(indent)  let closure = { (a: Int, b: Int) -> Int in a + b }
        \(indent)  _ = closure(1, 2)
        \(indent)  return [value]
        \(indent)}

        """
    case 3:
      source = """
        \(indent)enum \(name.prefix(1).uppercased() + name.dropFirst())Kind: String, CaseIterable {
        \(indent)  case a = "a, }", b, `default`
        \(indent)  var isA: Bool { self == .a }
        \(indent)}

        """
    case 4:
      source = "\(indent)lazy var \(name): [Int] = { [1, 2, 3].map { $0 * 2 } }()\n"
    case 5:
      source = """
        \(indent)var \(name): Int {
        \(indent)  get { 1 }
        \(indent)  set { _ = newValue }
        \(indent)}

        """
    case 6:
      source = """
        \(indent)subscript(\(name) index: Int) -> String {
        \(indent)  "\\(index), }"
        \(indent)}

        """
    default:
      source = "\(indent)private static func \(name)() async throws -> sending [String: Int] { [:] }\n"
    }
    return GeneratedMember(source: comment + source, features: ["computed and other members"])
  }

  /// Check statements: observing `name`, a reducer sets it to `value`; the observer must fire (or not).
  /// The value is coerced to `type` (when it does not mention `T`): literals nested in literals are
  /// slow to type-check without it.
  static func notifyCheck(name: String, value rawValue: String, type: ValueType?, expectNotify: Bool) -> String {
    let bare = NamePool.bare(name)
    let comparable = type?.isComparable ?? true
    var value = rawValue
    if let type, !type.usesGenericParameter { value = "(\(rawValue)) as \(type.spelling)" }
    var text = """
      do {
        let changed = grammarObserve { _ = store.state.\(name) }
        store.send(.mutate { $0.\(name) = \(value) })

      """
    text += expectNotify
      ? "  if !changed.value { fail(\"changing '\(bare)' did not notify its observer\") }\n"
      : "  if changed.value { fail(\"changing ignored '\(bare)' notified an observer\") }\n"
    if comparable {
      text += "  if !(store.state.\(name) == \(value)) { fail(\"'\(bare)' does not hold the value set\") }\n"
    }
    return text + "}\n"
  }

  /// An `@ObservableState` enum: cases with child states, values, labelled payloads, no payload,
  /// `indirect` cases; switching case through a store must notify an observer of the state.
  static func enumeration(name: String, _ random: inout SeededGenerator) -> GeneratedDeclaration {
    var names = NamePool()
    var members: [GeneratedMember] = []
    for index in 0..<random.int(in: 2...6) {
      let caseName = names.next(&random)
      let comment = Trivia.line(&random, indent: "  ")
      var payload = ""
      var value = ".\(caseName)"
      switch random.int(in: 0...4) {
      case 0:
        payload = "(GrammarChild.State)"
        value = ".\(caseName)(GrammarChild.State(count: \(index)))"
      case 1:
        let type = ValueTypes.make(&random, depth: 1)
        payload = "(\(type.spelling))"
        value = ".\(caseName)(\(type.value(variant: 1, indent: "    ", &random)))"
      case 2:
        payload = "(label: Int, other: String = \"a, }\")"
        value = ".\(caseName)(label: \(index))"
      case 3:
        payload = "(\(name))"
        value = ".\(caseName)(.grammarStart)"
      default:
        break
      }
      let indirect = payload.contains(name) ? "indirect " : ""
      var source = "\(comment)  \(indirect)case \(caseName)\(payload)\n"
      if random.chance(0.1) {
        source = ConditionalCompilation.wrap(source, decoy: "  case \(caseName)(Never)\n", indent: "  ", &random)
      }
      members.append(
        GeneratedMember(
          source: source,
          check: """
            do {
              let changed = grammarObserve { _ = store.state }
              store.send(.mutate { $0 = \(value) })
              if !changed.value { fail("switching to case '\(NamePool.bare(caseName))' did not notify") }
            }

            """,
          features: ["enum case"] + (indirect.isEmpty ? [] : ["indirect"]), tag: caseName))
    }
    let leading = Trivia.line(&random, indent: "")
    let template: @Sendable ([GeneratedMember], Bool) -> RenderedDeclaration = { members, macros in
      var source = leading + (macros ? "@ObservableState\n" : "") + "enum \(name) {\n"
      for member in members { source += member.source }
      source += "  case grammarStart\n}\n"
      let check = "let store = Store(initialState: \(name).grammarStart) { GrammarHarness<\(name)>() }\n"
        + members.map(\.check).joined()
      return RenderedDeclaration(source: source, check: check)
    }
    return GeneratedDeclaration(name: name, kind: .observableStateEnum, members: members, template: template)
  }
}
