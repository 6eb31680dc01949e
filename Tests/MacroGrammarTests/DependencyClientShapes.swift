/// `@DependencyClient` structs: closure endpoints of every signature (labels, `inout`, `sending`,
/// `@Sendable`, `async`, `throws`, typed throws, defaults), among plain stored properties, `let`s,
/// computed properties and `#if` blocks; each endpoint checked to keep its declared type, to run the
/// closure given to the initializer through its labelled method, and, unimplemented, to report an
/// issue naming it.
enum DependencyClientShapes {
  /// A `@DependencyClient` struct named `name`.
  static func client(name: String, _ random: inout SeededGenerator) -> GeneratedDeclaration {
    var names = NamePool()
    var members: [GeneratedMember] = []
    let access = random.element(of: ["", "", "public ", "internal "])
    let isSendable = random.chance(0.7)
    for _ in 0..<random.int(in: 1...6) {
      let comment = Trivia.line(&random, indent: "  ")
      switch random.int(in: 0...9) {
      case 0...5:
        members.append(endpoint(&names, typeName: name, sendable: isSendable, comment: comment, &random))
      case 6:
        // A plain stored property: a parameter of the initializer with its default.
        let field = names.next(&random)
        let type = ValueTypes.equatable(&random, depth: 1)
        let value = type.value(variant: 0, indent: "    ", &random)
        members.append(
          GeneratedMember(
            source: "\(comment)  var \(field): \(type.spelling) = \(value)\n",
            check: "if !(\(name)().\(field) == \(value)) { fail(\"'\(NamePool.bare(field))' lost its default\") }\n",
            features: type.features + ["plain stored property"]))
      case 7:
        let field = names.plain(&random)
        members.append(
          GeneratedMember(
            source: "\(comment)  let \(field): [String: Int] = [\"a, }\": 1], \(field)Other = 2\n",
            features: ["multi-binding let"]))
      case 8:
        let field = names.plain(&random)
        members.append(
          GeneratedMember(
            source: "\(comment)  var \(field): Int { get { 1 } set { _ = newValue } }\n"
              + (isSendable ? "  static let \(field)Shared = \(name)()\n" : ""),
            features: ["computed and static members"]))
      default:
        // An optional non-closure property: defaults to nil.
        let field = names.next(&random)
        members.append(
          GeneratedMember(
            source: "\(comment)  var \(field): Optional<Dictionary<String, (Int, String)>>\n",
            check: "if \(name)().\(field) != nil { fail(\"'\(NamePool.bare(field))' is not nil by default\") }\n",
            features: ["optional without default"]))
      }
    }
    let leading = Trivia.line(&random, indent: "")
    let template: @Sendable ([GeneratedMember], Bool) -> RenderedDeclaration = { members, macros in
      var source = leading + (macros ? "@DependencyClient\n" : "") + "\(access)struct \(name)\(isSendable ? ": Sendable" : "") {\n"
      for member in members {
        source += macros
          ? member.source
          : member.source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("Shared = ") }.joined(separator: "\n")
            .replacingOccurrences(of: "@DependencyEndpoint(method:", with: "@available(swift, message:")
      }
      source += "}\n"
      var check = ""
      if macros {
        check = "let log = GrammarIssueLog()\n" + members.map(\.check).joined()
      }
      return RenderedDeclaration(source: source, check: check)
    }
    return GeneratedDeclaration(name: name, kind: .dependencyClient, members: members, template: template)
  }

  /// A closure endpoint, maybe with a default, maybe in `#if`.
  private static func endpoint(
    _ names: inout NamePool, typeName: String, sendable: Bool, comment: String, _ random: inout SeededGenerator
  ) -> GeneratedMember {
    let name = names.next(&random)
    var signature = FunctionSignature.make(&random)
    signature.isSendable = signature.isSendable || sendable
    // A client that is not `Sendable` cannot be used across an `await` of its own endpoint.
    if !sendable { signature.isAsync = false }
    let bare = NamePool.bare(name)
    // An endpoint needs a default unless unimplemented can make up its result (Void, optional,
    // untyped throws).
    let needsDefault =
      !(signature.returnsVoid || signature.result == "String?" || signature.throwing == "throws")
    let hasDefault = needsDefault || random.chance(0.2)
    let defaultValue = hasDefault ? " = " + signature.closure(returning: signature.returnValue(variant: 0, &random)) : ""
    let inIf = random.chance(0.12)
    let attribute = random.chance(0.1) ? "@DependencyEndpoint(method: \"\(bare)Method\")\n  " : ""
    var source = "\(comment)  \(attribute)var \(name)\(Trivia.inline(&random)): \(signature.spelling)\(defaultValue)\(Trivia.trailing(&random))\n"
    var features = ["endpoint"] + (hasDefault ? ["endpoint default"] : [])
    if inIf {
      source = ConditionalCompilation.wrap(source, decoy: "  var \(name): () -> Void = {}\n", indent: "  ", &random)
      features.append("#if")
    }
    let methodName: String
    if !attribute.isEmpty {
      methodName = "\(bare)Method"
      features.append("@DependencyEndpoint(method:)")
    } else {
      methodName = name
    }
    let hasLabels = signature.parameters.contains { $0.label != nil }
    // Signature: the property keeps its declared type.
    var check = "do {\n  let declared: \(signature.spelling) = \(typeName)().\(name)\n  _ = declared\n"
    // Override: the initializer (or an assignment, for an endpoint in `#if`) sets the closure, and
    // calling the endpoint runs it.
    let returned = signature.returnValue(variant: 1, &random)
    let override = signature.closure(returning: returned)
    check += inIf
      ? "  var client = \(typeName)()\n  client.\(name) = \(override)\n"
      : "  let client = \(typeName)(\(name): \(override))\n"
    let arguments = signature.arguments(labelled: hasLabels)
    check += arguments.locals.split(separator: "\n").map { "  \($0)\n" }.joined()
    let callee = hasLabels ? "client.\(methodName)" : "client.\(name)"
    let call = "\(signature.callPrefix)\(callee)(\(arguments.list))"
    let wrap = { (body: String) -> String in
      signature.throwing.isEmpty ? body : "  do {\n\(body)  } catch {\n    fail(\"'\(bare)' threw \\(error)\")\n  }\n"
    }
    if signature.returnsVoid {
      check += wrap("    \(call)\n")
    } else {
      check += wrap("    let result = \(call)\n    if !(result == \(returned)) { fail(\"'\(bare)' did not return the override's value\") }\n")
    }
    // Unimplemented: calling reports an issue (and throws, for untyped throws without a default).
    if !hasDefault || random.chance(0.5) {
      check += "  let unimplemented = \(typeName)()\n"
      let plain = "\(signature.callPrefix)unimplemented.\(hasLabels ? methodName : name)(\(arguments.list))"
      let body: String
      if signature.throwing.isEmpty {
        body = "_ = \(plain)"
      } else {
        body = "do { _ = \(plain) } catch {}"
      }
      let isolated = signature.isAsync ? "await withIssueReporters([log]) { @MainActor in" : "withIssueReporters([log]) {"
      check += "  \(isolated)\n\(arguments.locals.split(separator: "\n").map { "    \($0)\n" }.joined())    \(body)\n  }\n"
      check += "  if !log.messages.value.contains(where: { $0.contains(\"\(bare)\") }) {\n    fail(\"unimplemented '\(bare)' reported no issue naming it\")\n    fail(\"issues reported so far: \\(log.messages.value)\")\n  }\n"
    }
    check += "}\n"
    return GeneratedMember(source: source, check: check, features: features)
  }
}
