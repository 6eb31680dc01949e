/// A type a generated stored property or payload can have, with value expressions for it.
///
/// `value(variant: 0)` and `value(variant: 1)` always differ (when ``isComparable``), so a check can
/// set one after the other and see a change.
struct ValueType {
  /// How the type is spelled in the declaration (`Dictionary<String, [Int: Set<String>]>`, ...).
  var spelling: String
  /// Whether the type conforms to `Equatable` (tuples and functions do not).
  var isEquatable: Bool
  /// Whether `==` compares two values (tuples of equatable values do, without conforming).
  var isComparable: Bool
  /// Whether the type is a function type.
  var isFunction = false
  /// Whether the type is an optional (a property of it without a value starts at `nil`).
  var isOptional = false
  /// Whether a value of the type mentions the generic parameter `T` (instantiated with `Int`).
  var usesGenericParameter = false
  /// The grammar features the spelling exercises.
  var features: [String] = []
  /// A value expression: `variant` 0 or 1, lines after the first indented by `indent`.
  var makeValue: (_ variant: Int, _ indent: String, _ random: inout SeededGenerator) -> String

  /// A value expression of this type.
  func value(variant: Int, indent: String, _ random: inout SeededGenerator) -> String {
    makeValue(variant, indent, &random)
  }
}

/// Generates ``ValueType``s, nesting generic arguments with commas, tuples, optionals, function types.
enum ValueTypes {
  /// A type, nested up to `depth` levels; `allowGeneric` lets it mention the generic parameter `T`.
  static func make(_ random: inout SeededGenerator, depth: Int = 2, allowGeneric: Bool = false) -> ValueType {
    let choice = random.int(in: 0...(depth > 0 ? 15 : 5))
    switch choice {
    case 0, 1: return int(&random)
    case 2, 3: return string()
    case 4: return bool(&random)
    case 5: return allowGeneric ? generic() : double()
    case 6: return optional(make(&random, depth: depth - 1, allowGeneric: allowGeneric), &random)
    case 7: return array(make(&random, depth: depth - 1, allowGeneric: allowGeneric), &random)
    case 8, 9:
      return dictionary(
        key: random.chance(0.5) ? string() : int(&random),
        value: make(&random, depth: depth - 1, allowGeneric: allowGeneric), &random)
    case 10: return set(&random)
    case 11: return tuple(&random, depth: depth, allowGeneric: allowGeneric)
    case 12: return pair(make(&random, depth: depth - 1), make(&random, depth: depth - 1), &random)
    case 13: return result(make(&random, depth: depth - 1), &random)
    case 14: return function(&random)
    default: return nestedDictionary(&random)
    }
  }

  /// A type whose values can be compared with `==` (for payloads that are extracted and compared).
  static func comparable(_ random: inout SeededGenerator, depth: Int = 2, allowGeneric: Bool = false) -> ValueType {
    for _ in 0..<20 {
      let type = make(&random, depth: depth, allowGeneric: allowGeneric)
      if type.isComparable { return type }
    }
    return int(&random)
  }

  /// A type that conforms to `Equatable`.
  static func equatable(_ random: inout SeededGenerator, depth: Int = 2) -> ValueType {
    for _ in 0..<20 {
      let type = make(&random, depth: depth)
      if type.isEquatable { return type }
    }
    return string()
  }

  /// `Int`, its values sometimes continued on the next line by a name that is a contextual keyword.
  static func int(_ random: inout SeededGenerator) -> ValueType {
    let spelling = random.element(of: ["Int", "Swift.Int", "Int"])
    return ValueType(
      spelling: spelling, isEquatable: true, isComparable: true, features: ["Int"]
    ) { variant, indent, random in
      let token = (variant == 0 ? 1000 : 5000) + random.int(in: 0...999)
      switch random.int(in: 0...6) {
      case 0:
        let name = random.element(of: ProgramPrelude.contextualGlobals)
        return "\(token) +\n\(indent)  \(name)"
      case 1: return "(\(token))"
      case 2: return "\(token) /* , } */"
      case 3: return "Int(\"\(token)\") ?? 0"
      case 4: return "[\(token), 0].first ?? 0"
      default: return "\(token)"
      }
    }
  }

  /// `String`, with every literal form.
  static func string() -> ValueType {
    ValueType(spelling: "String", isEquatable: true, isComparable: true, features: ["string literals"]) {
      variant, indent, random in
      StringLiterals.literal(token: (variant == 0 ? 1000 : 5000) + random.int(in: 0...999), indent: indent, &random)
    }
  }

  /// `Bool`.
  static func bool(_ random: inout SeededGenerator) -> ValueType {
    ValueType(spelling: random.element(of: ["Bool", "Swift.Bool"]), isEquatable: true, isComparable: true) {
      variant, _, _ in variant == 0 ? "false" : "true"
    }
  }

  /// `Double`.
  static func double() -> ValueType {
    ValueType(spelling: "Double", isEquatable: true, isComparable: true) { variant, _, random in
      "\(variant == 0 ? 1 : 5)\(random.int(in: 100...999)).5"
    }
  }

  /// The generic parameter `T`, instantiated with `Int`.
  static func generic() -> ValueType {
    ValueType(
      spelling: "T", isEquatable: true, isComparable: true, usesGenericParameter: true,
      features: ["generic parameter"]
    ) { variant, _, random in
      "\((variant == 0 ? 1000 : 5000) + random.int(in: 0...999))"
    }
  }

  /// `Wrapped?` or `Optional<Wrapped>`.
  static func optional(_ wrapped: ValueType, _ random: inout SeededGenerator) -> ValueType {
    if wrapped.isOptional || wrapped.isFunction { return wrapped }
    let spelling =
      random.chance(0.5) ? "Optional<\(wrapped.spelling)>" : (wrapped.spelling.contains(" ") ? "(\(wrapped.spelling))?" : "\(wrapped.spelling)?")
    return ValueType(
      spelling: spelling, isEquatable: wrapped.isEquatable, isComparable: wrapped.isEquatable,
      isOptional: true, usesGenericParameter: wrapped.usesGenericParameter, features: wrapped.features + ["optional"]
    ) { variant, indent, random in
      if variant == 0 && random.chance(0.5) { return "nil" }
      let inner = wrapped.value(variant: variant, indent: indent, &random)
      return random.chance(0.5) ? ".some(\(inner))" : inner
    }
  }

  /// `[Element]` or `Array<Element>`.
  static func array(_ element: ValueType, _ random: inout SeededGenerator) -> ValueType {
    let spelling = random.chance(0.5) ? "Array<\(element.spelling)>" : "[\(element.spelling)]"
    return ValueType(
      spelling: spelling, isEquatable: element.isEquatable, isComparable: element.isEquatable,
      usesGenericParameter: element.usesGenericParameter, features: element.features + ["array"]
    ) { variant, indent, random in
      if variant == 0 {
        if random.chance(0.3) { return "[]" }
        return "[\(element.value(variant: 0, indent: indent, &random))]"
      }
      let first = element.value(variant: 1, indent: indent, &random)
      let second = element.value(variant: 0, indent: indent, &random)
      return "[\n\(indent)  \(first),\n\(indent)  \(second),\n\(indent)]"
    }
  }

  /// `[Key: Value]`, `Dictionary<Key, Value>` or `Swift.Dictionary<Key, Value>`.
  static func dictionary(key: ValueType, value: ValueType, _ random: inout SeededGenerator) -> ValueType {
    let spelling = random.element(of: [
      "Dictionary<\(key.spelling), \(value.spelling)>", "[\(key.spelling): \(value.spelling)]",
      "Swift.Dictionary<\(key.spelling), \(value.spelling)>",
    ])
    return ValueType(
      spelling: spelling, isEquatable: value.isEquatable, isComparable: value.isEquatable,
      usesGenericParameter: value.usesGenericParameter,
      features: value.features + ["generic arguments with commas"]
    ) { variant, indent, random in
      if variant == 0 {
        // `[K: (Int) -> Int]()` does not parse as an expression: only the literal for function values.
        if value.isFunction || value.spelling.contains("->") { return "[:]" }
        return random.element(of: ["[:]", "Dictionary<\(key.spelling), \(value.spelling)>()", "\(spelling)()"])
      }
      let k = key.value(variant: 1, indent: indent, &random)
      let v = value.value(variant: 1, indent: indent, &random)
      return "[\(k): \(v)]"
    }
  }

  /// `Dictionary<String, [Int: Set<String>]>` and its like.
  static func nestedDictionary(_ random: inout SeededGenerator) -> ValueType {
    let inner = random.element(of: ["[Int: Set<String>]", "Dictionary<Int, Set<String>>", "[Int: Array<Set<String>>]"])
    let spelling = random.element(of: ["Dictionary<String, \(inner)>", "[String: \(inner)]"])
    return ValueType(
      spelling: spelling, isEquatable: true, isComparable: true, features: ["nested generics"]
    ) { variant, _, random in
      if variant == 0 { return random.element(of: ["[:]", "\(spelling)()"]) }
      let element = inner.contains("Array") ? "[[\"a, b\", \"}\"]]" : "[\"a, b\", \"}\"]"
      return "[\"k, )\": [\(random.int(in: 1...9)): \(element)]]"
    }
  }

  /// `Set<String>` or `Set<Int>`.
  static func set(_ random: inout SeededGenerator) -> ValueType {
    let ofString = random.chance(0.5)
    return ValueType(
      spelling: ofString ? "Set<String>" : "Swift.Set<Int>", isEquatable: true, isComparable: true
    ) { variant, _, random in
      if variant == 0 { return "[]" }
      return ofString ? "[\"x, }\", \"y\"]" : "[\(random.int(in: 1...9)), 42]"
    }
  }

  /// A tuple, its elements sometimes labelled.
  static func tuple(_ random: inout SeededGenerator, depth: Int, allowGeneric: Bool) -> ValueType {
    let count = random.int(in: 2...3)
    let elements = (0..<count).map { _ in equatableElement(&random, depth: depth - 1) }
    let labels: [String?] = random.chance(0.5) ? ["a", "b", "c"] : [nil, nil, nil]
    let spelling = "(" + elements.enumerated().map { index, type in
      (labels[index].map { "\($0): " } ?? "") + type.spelling
    }.joined(separator: ", ") + ")"
    return ValueType(
      spelling: spelling, isEquatable: false, isComparable: true,
      features: elements.flatMap(\.features) + ["tuple"]
    ) { variant, indent, random in
      "(" + elements.enumerated().map { index, type in
        (labels[index].map { "\($0): " } ?? "") + type.value(variant: variant, indent: indent, &random)
      }.joined(separator: ", ") + ")"
    }
  }

  /// An `Equatable` element for tuples.
  private static func equatableElement(_ random: inout SeededGenerator, depth: Int) -> ValueType {
    for _ in 0..<20 {
      let type = make(&random, depth: max(depth, 0))
      if type.isEquatable { return type }
    }
    return int(&random)
  }

  /// `GrammarPair<A, B>`, a generic struct of the program's prelude with a conditional `Equatable`.
  static func pair(_ first: ValueType, _ second: ValueType, _ random: inout SeededGenerator) -> ValueType {
    let equatable = first.isEquatable && second.isEquatable
    return ValueType(
      spelling: "GrammarPair<\(first.spelling), \(second.spelling)>", isEquatable: equatable,
      isComparable: equatable, features: first.features + second.features + ["generic struct"]
    ) { variant, indent, random in
      let a = first.value(variant: variant, indent: indent, &random)
      let b = second.value(variant: variant, indent: indent, &random)
      return "GrammarPair(\n\(indent)  first: \(a),\n\(indent)  second: \(b)\n\(indent))"
    }
  }

  /// `Result<Success, Never>`.
  static func result(_ success: ValueType, _ random: inout SeededGenerator) -> ValueType {
    guard success.isEquatable else { return success }
    return ValueType(
      spelling: "Result<\(success.spelling), Never>", isEquatable: true, isComparable: true,
      features: success.features + ["Never"]
    ) { variant, indent, random in
      ".success(\(success.value(variant: variant, indent: indent, &random)))"
    }
  }

  /// A function type: labels, `inout`, `sending`, `@Sendable`, `async`, `throws`.
  static func function(_ random: inout SeededGenerator) -> ValueType {
    let signature = FunctionSignature.make(&random)
    return ValueType(
      spelling: signature.spelling, isEquatable: false, isComparable: false, isFunction: true,
      features: ["function type"]
    ) { variant, _, random in
      signature.closure(returning: signature.returnValue(variant: variant, &random))
    }
  }
}
