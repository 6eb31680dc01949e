/// A function type with its parameters (labels, `inout`, `sending`), effects (`async`, `throws`,
/// `throws(GrammarError)`), attributes (`@Sendable`) and result, and the code that calls one.
struct FunctionSignature {
  /// One parameter of the function type.
  struct Parameter {
    /// The argument label (`_ id: Int` declares `id`), or `nil`.
    var label: String?
    /// The parameter's type (`Int`, `String`).
    var type: String
    /// `inout`, `sending` or nothing.
    var specifier: String
  }

  /// The parameters.
  var parameters: [Parameter]
  /// Whether the type is `@Sendable`.
  var isSendable: Bool
  /// Whether the type is `async`.
  var isAsync: Bool
  /// `""`, `"throws"` or `"throws(GrammarError)"`.
  var throwing: String
  /// The result type: `Void`, `Int`, `String?`, `[String: Int]`.
  var result: String
  /// Whether the spelling is wrapped in parentheses (`(() -> Void)`).
  var parenthesized: Bool

  /// A signature chosen by `random`.
  static func make(_ random: inout SeededGenerator, allowInout: Bool = true) -> FunctionSignature {
    let count = random.int(in: 0...3)
    var parameters: [Parameter] = []
    let labels = ["id", "name", "`in`", "café", "`default`", "count", "open"]
    for index in 0..<count {
      let type = random.element(of: ["Int", "String", "Dictionary<String, Int>", "[Int]"])
      let specifier = random.int(in: 0...5)
      let label = random.chance(0.6) ? labels[(index * 3 + random.int(in: 0...2)) % labels.count] : nil
      parameters.append(
        Parameter(
          label: label, type: type,
          specifier: specifier == 0 && allowInout ? "inout" : (specifier == 1 ? "sending" : "")))
    }
    // Two parameters with one label would make a method with a repeated label: still valid.
    return FunctionSignature(
      parameters: parameters, isSendable: random.chance(0.6), isAsync: random.chance(0.4),
      throwing: random.element(of: ["", "", "throws", "throws(GrammarError)"]),
      result: random.element(of: ["Void", "Int", "String?", "[String: Int]", "()"]),
      parenthesized: random.chance(0.15))
  }

  /// The type's spelling: `@Sendable (_ id: Int, inout String) async throws -> Int`.
  var spelling: String {
    let list = parameters.map { parameter in
      (parameter.label.map { "_ \($0): " } ?? "") + (parameter.specifier.isEmpty ? "" : parameter.specifier + " ")
        + parameter.type
    }.joined(separator: ", ")
    var text = (isSendable ? "@Sendable " : "") + "(\(list))"
    if isAsync { text += " async" }
    if !throwing.isEmpty { text += " " + throwing }
    text += " -> " + result
    return parenthesized ? "(\(text))" : text
  }

  /// Whether the result is `Void`.
  var returnsVoid: Bool { result == "Void" || result == "()" }

  /// A value of the result type, different for variant 0 and 1 (`nil` for an optional's variant 0).
  func returnValue(variant: Int, _ random: inout SeededGenerator) -> String {
    switch result {
    case "Int": return "\(variant == 0 ? 1000 : 5000 + random.int(in: 0...99))"
    case "String?": return variant == 0 ? "nil" : "\"r, } \\(\(random.int(in: 1...9)))\""
    case "[String: Int]": return variant == 0 ? "[:]" : "[\"k, }\": \(random.int(in: 1...9))]"
    default: return "()"
    }
  }

  /// A closure literal of this type returning `value`.
  func closure(returning value: String) -> String {
    let names = parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in "
    if returnsVoid { return parameters.isEmpty ? "{}" : "{ \(names)}" }
    return "{ \(names)\(value) }"
  }

  /// Declarations of local variables to pass as the arguments, and the argument list
  /// (`id: a0, &a1`); `labelled` uses the labels, as the macro's generated method does.
  func arguments(labelled: Bool) -> (locals: String, list: String) {
    var locals = ""
    var list: [String] = []
    for (index, parameter) in parameters.enumerated() {
      let value: String
      switch parameter.type {
      case "Int": value = "\(index + 1)"
      case "String": value = "\"arg, }\""
      case "[Int]": value = "[1, 2]"
      default: value = "[\"a, b\": 1]"
      }
      let local = "argument\(index)"
      locals += "var \(local): \(parameter.type) = \(value); _ = \(local)\n"
      let passed = parameter.specifier == "inout" ? "&\(local)" : local
      list.append((labelled ? parameter.label.map { "\($0): " } ?? "" : "") + passed)
    }
    return (locals, list.joined(separator: ", "))
  }

  /// `try await ` or what part of it the effects need.
  var callPrefix: String {
    (throwing.isEmpty ? "" : "try ") + (isAsync ? "await " : "")
  }
}
