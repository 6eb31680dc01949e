/// `@CasePathable` enums (sometimes `@CaseBindable` too): payloads of every shape (none, one value,
/// labelled, several, default arguments, tuples, function types, `Never` and empty enums), several
/// cases per `case`, `indirect`, `#if`, generic enums, keywords and unicode as case names; each case
/// checked to embed and extract through its case key path, other cases to extract `nil`, and
/// `allCasePaths` to list every case in order.
enum CasePathableShapes {
  /// One case: its declaration text and how a check builds a value of it.
  struct Case {
    /// The case name as declared (maybe with backticks).
    var name: String
    /// The payload as declared (`(x: Int, y: String = "")`), or empty.
    var payload: String
    /// An expression of the payload value to embed (`(x: 1, y: "a")`), `nil` when no value exists
    /// (`Never`), `""` when there is no payload.
    var value: String?
    /// Whether the extracted payload can be compared with `==`.
    var comparable: Bool
    /// The grammar features used.
    var features: [String]
  }

  /// A `@CasePathable` enum named `name`.
  static func enumeration(name: String, _ random: inout SeededGenerator) -> GeneratedDeclaration {
    var names = NamePool()
    let isGeneric = random.chance(0.25)
    let isBindable = random.chance(0.2)
    // `@CaseBindable` makes the enum `@CasePathable` itself: bindable enums of an even name length
    // carry it alone (decided without a draw, so the generated programs stay as they were otherwise).
    let bindableAlone = isBindable && name.utf8.count % 2 == 0
    let access = random.element(of: ["", "", "public ", "fileprivate "])
    let nested = random.chance(0.2)
    let typeName = nested ? "\(name)Namespace.Kind" : name
    let declaredName = nested ? "Kind" : name
    let instance = typeName + (isGeneric ? "<Int>" : "")
    var members: [GeneratedMember] = []
    for _ in 0..<random.int(in: 1...6) {
      if random.chance(0.2) {
        members.append(noise(&names, &random))
        continue
      }
      let count = random.chance(0.2) ? random.int(in: 2...3) : 1
      let cases = (0..<count).map { _ in makeCase(&names, enumName: declaredName, isGeneric: isGeneric, &random) }
      let comment = Trivia.line(&random, indent: "  ")
      let isRecursive = cases.contains { $0.payload.contains("(\(declaredName)") }
      let allHavePayloads = cases.allSatisfy { !$0.payload.isEmpty }
      let isIndirect = allHavePayloads && (isRecursive || random.chance(0.05))
      let attribute = random.chance(0.08) ? random.element(of: ["@available(swift, introduced: 5.0) ", "@available(*, deprecated, message: \"a, } )\")\n  "]) : ""
      let list = cases.map { $0.name + $0.payload }.joined(separator: random.element(of: [", ", ",\n    "]))
      var source = "\(comment)  \(attribute)\(isIndirect ? "indirect " : "")case \(list)\(Trivia.trailing(&random))\n"
      var features = cases.flatMap(\.features) + (count > 1 ? ["several cases in one declaration"] : [])
      if isIndirect { features.append("indirect") }
      if isRecursive && !isIndirect { features.append("indirect enum") }
      if random.chance(0.12) {
        let decoy = "  case \(cases[0].name)(Never, Never)\n"
        source = ConditionalCompilation.wrap(source, decoy: decoy, indent: "  ", &random)
        features.append("#if")
      }
      members.append(
        GeneratedMember(
          source: source, features: features,
          tag: cases.map { encode($0) }.joined(separator: "\u{2}")))
    }
    let leading = Trivia.line(&random, indent: "")
    let generics = isGeneric ? random.element(of: ["<T: Equatable & ExpressibleByIntegerLiteral>", "<T>"]) : ""
    let whereClause = isGeneric ? random.element(of: [" where T: Hashable & ExpressibleByIntegerLiteral", " where T: Sendable, T: Equatable,\n  T: ExpressibleByIntegerLiteral"]) : ""
    let template: @Sendable ([GeneratedMember], Bool) -> RenderedDeclaration = { members, macros in
      var source = leading
      if nested { source += "enum \(name)Namespace {\n" }
      if macros {
        source += bindableAlone ? "@CaseBindable\n" : isBindable ? "@CasePathable @CaseBindable\n" : "@CasePathable\n"
      }
      let indirectEnum = members.contains { $0.features.contains("indirect enum") } ? "indirect " : ""
      source += "\(access)\(indirectEnum)enum \(declaredName)\(generics)\(whereClause) {\n"
      for member in members {
        source += indirectEnum.isEmpty ? member.source : member.source.replacingOccurrences(of: "indirect case", with: "case")
      }
      source += "}\n"
      if nested { source += "}\n" }
      let cases = members.flatMap { member in
        member.tag.isEmpty ? [] : member.tag.split(separator: "\u{2}").map { decode(String($0)) }
      }
      return RenderedDeclaration(source: source, check: check(cases: cases, type: instance, bindable: isBindable))
    }
    return GeneratedDeclaration(name: name, kind: .casePathable, members: members, template: template)
  }

  /// A case with a payload chosen by `random`.
  private static func makeCase(
    _ names: inout NamePool, enumName: String, isGeneric: Bool, _ random: inout SeededGenerator
  ) -> Case {
    let name = names.next(&random)
    switch random.int(in: 0...9) {
    case 0:
      return Case(name: name, payload: "", value: "", comparable: true, features: ["no payload"])
    case 1, 2:
      let type = ValueTypes.make(&random, allowGeneric: isGeneric)
      return Case(
        name: name, payload: "(\(type.spelling))", value: typed(type, &random),
        comparable: type.isComparable, features: type.features)
    case 3:
      let type = ValueTypes.make(&random, allowGeneric: isGeneric)
      let label = random.element(of: ["value", "`default`", "café", "open", "`in`"])
      return Case(
        name: name, payload: "(\(label): \(type.spelling))", value: typed(type, &random),
        comparable: type.isComparable, features: type.features + ["labelled payload"])
    case 4, 5:
      // Several values, labelled or not, some with default arguments.
      let count = random.int(in: 2...3)
      let labelled = random.chance(0.6)
      let labels = ["a", "`default`", "π", "label", "`self`"]
      var declared: [String] = []
      var values: [String] = []
      var comparable = true
      var features = ["several payload values"]
      for index in 0..<count {
        let type = ValueTypes.make(&random, depth: 1)
        comparable = comparable && type.isEquatable
        features += type.features
        let label = labelled ? labels[index] : nil
        var text = (label.map { "\($0): " } ?? "") + type.spelling
        if random.chance(0.4) {
          text += " = " + type.value(variant: 0, indent: "    ", &random)
          features.append("default argument")
        }
        declared.append(text)
        values.append((label.map { "\($0): " } ?? "") + typed(type, &random))
      }
      return Case(
        name: name, payload: "(\(declared.joined(separator: ", ")))", value: "(\(values.joined(separator: ", ")))",
        comparable: comparable, features: features)
    case 6:
      // A default argument with generic arguments holding commas.
      let type = ValueTypes.dictionary(key: ValueTypes.string(), value: ValueTypes.int(&random), &random)
      return Case(
        name: name, payload: "(g: \(type.spelling) = \(type.spelling)())",
        value: type.value(variant: 1, indent: "    ", &random), comparable: true,
        features: ["default argument", "generic arguments with commas"])
    case 7:
      let payload = random.element(of: ["(Never)", "(GrammarEmpty)", "(Int, Never)", "(x: GrammarEmpty)"])
      return Case(name: name, payload: payload, value: nil, comparable: false, features: ["Never payload"])
    case 8:
      return Case(
        name: name, payload: "(\(enumName)\(isGeneric ? "<T>" : ""))", value: ".\(name)Seed",
        comparable: false, features: ["indirect"])
    default:
      let signature = FunctionSignature.make(&random, allowInout: false)
      return Case(
        name: name, payload: "(\(signature.spelling))", value: signature.closure(returning: signature.returnValue(variant: 1, &random)),
        comparable: false, features: ["function type"])
    }
  }

  /// A value of `type` (variant 1), coerced to the type: inferred through a generic call, a closure
  /// literal would not be `@Sendable`, and nested literals are slow to type-check.
  private static func typed(_ type: ValueType, _ random: inout SeededGenerator) -> String {
    let value = type.value(variant: 1, indent: "    ", &random)
    guard !type.usesGenericParameter else { return value }
    return "(\(value)) as \(type.spelling)"
  }

  /// A member that is not a case.
  private static func noise(_ names: inout NamePool, _ random: inout SeededGenerator) -> GeneratedMember {
    let name = names.plain(&random)
    let source = random.element(of: [
      "  var \(name): String { \"case a(Int), } \" }\n",
      "  static func \(name)(_ x: Int = 1) -> [String: (Int, String)] { [:] }\n",
      "  struct \(name.prefix(1).uppercased())\(name.dropFirst())Payload: Equatable { var x = 0; var y = \"}\" }\n",
      "  // case commented(Int)\n  /* case blocked(String) */\n",
      "  subscript(\(name) index: Int) -> Int { index }\n",
    ])
    return GeneratedMember(source: source, features: ["non-case members"])
  }

  /// The check statements for `cases` of `type`.
  private static func check(cases: [Case], type: String, bindable: Bool) -> String {
    var text = ""
    let list = cases.map { "\\.\($0.name)" }.joined(separator: ", ")
    text += """
      do {
        let expected: [PartialCaseKeyPath<\(type)>] = [\(list)]
        let listed = Array(\(type).allCasePaths)
        if listed != expected { fail("allCasePaths lists \\(listed.count) paths, not the \(cases.count) cases in order") }
      }

      """
    if bindable { text += "_ = \(type).self as any CaseBindable.Type\n" }
    for (index, item) in cases.enumerated() {
      guard let value = item.value else { continue }
      let bare = NamePool.bare(item.name)
      var embedded = value.isEmpty ? "path()" : "path(\(value))"
      if value.hasSuffix("Seed") {
        // An indirect case holding the enum: wrap a case without payload, or skip.
        guard let simple = cases.first(where: { $0.value == "" }) else { continue }
        embedded = "path(.\(simple.name))"
      }
      text += """
        do {
          let path = grammarCasePath(\\.\(item.name), of: \(type).self)
          let embedded: \(type) = \(embedded)
          if !embedded.is(path) { fail("'\(bare)': the embedded value is not in its case") }

        """
      if item.comparable && !value.isEmpty && !value.hasSuffix("Seed") {
        text += """
            if let extracted = embedded[case: path] {
              if !(extracted == \(value)) { fail("'\(bare)': the extracted value differs") }
            } else {
              fail("'\(bare)': extracting gave nil")
            }

          """
      } else {
        text += "  if embedded[case: path] == nil { fail(\"'\(bare)': extracting gave nil\") }\n"
      }
      for (otherIndex, other) in cases.enumerated() where otherIndex != index {
        text += "  if embedded[case: \\.\(other.name)] != nil { fail(\"'\(bare)' extracted through '\(NamePool.bare(other.name))'\") }\n"
      }
      text += "  if \(type).allCasePaths[embedded] != path { fail(\"'\(bare)': allCasePaths[value] names another case\") }\n"
      text += "}\n"
    }
    return text
  }

  /// A case as text (for a member's tag).
  private static func encode(_ item: Case) -> String {
    [item.name, item.payload, item.value ?? "\u{3}", item.comparable ? "1" : "0"].joined(separator: "\u{1}")
  }

  /// The case a tag holds.
  private static func decode(_ text: String) -> Case {
    let parts = text.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
    return Case(
      name: parts[0], payload: parts[1], value: parts[2] == "\u{3}" ? nil : parts[2], comparable: parts[3] == "1",
      features: [])
  }
}
