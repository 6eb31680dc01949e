import MacroSupport

/// One enum case as `@CasePathable` generates it: the value type, the embed and extract functions,
/// the key path expression, and the `#if` clauses and availability to wrap them in.
///
/// | case | value type | embed |
/// |---|---|---|
/// | `c` | `Swift.Void` | `{ _ in E.c }` |
/// | `c(T)`, `c(_ x: T)` | `T` | `{ v in E.c(v) }` |
/// | `c(x: T)` | `T` | `{ v in E.c(x: v) }` |
/// | `c(T1, y: T2, _ z: T3 = 0)` | `(T1, y: T2, T3)` | `{ v in E.c(v.0, y: v.1, v.2) }` |
struct CasePathDefinition {
  /// One associated value: its external label (`nil` for none or `_`) and rewritten type.
  struct Value {
    var label: String?
    var type: String
  }

  /// The case's name as written, backticks kept (`` `init` ``).
  var name: String
  /// The associated values, defaults dropped.
  var values: [Value]
  /// The `#if` clauses around the case, outermost first.
  var conditions: [ConditionalClause]
  /// What the case's `@available` attributes ask for.
  var availability: CaseAvailability

  /// The name without backticks, for messages and witness names.
  var bareName: String { SwiftIdentifier.unescaped(name) }

  /// The witness enum naming a deprecated case's key path: `_$square`.
  var witnessName: String { "_$" + bareName }

  /// The case key path expression: `\.c`, or the witness's for a deprecated case.
  var keyPath: String {
    availability.isDeprecated ? "CasePaths._$caseKeyPath(\(witnessName).self)" : "\\.\(name)"
  }

  /// The value type: `Swift.Void`, the single value's type, or a tuple with the external labels.
  var valueType: String {
    switch values.count {
    case 0: "Swift.Void"
    case 1: values[0].type
    default: "(" + values.map { value in value.label.map { "\($0): \(value.type)" } ?? value.type }
      .joined(separator: ", ") + ")"
    }
  }

  /// The position of an associated value of type `Never`, which makes the case impossible to build.
  var uninhabitedIndex: Int? {
    values.firstIndex { ["Never", "Swift.Never"].contains($0.type.trimmingWhitespace) }
  }

  /// The function constructing the case from its value, every argument passed.
  ///
  /// A case of one value is built by its constructor, `E.c` or `E.c(x:)`, not by a closure: the
  /// payload may be uninhabited (an empty enum), and a closure body would then be code the compiler
  /// warns will never be executed. Other closures name the case as an implicit member, `.c`, which
  /// also holds for the names `E.` would read as something else (`` `self` ``, `` `Type` ``,
  /// `` `Protocol` ``, `` `init` ``). A case holding `Never` among several values gets a function that
  /// cannot be called (`AnyCasePath._$uninhabitedEmbed()`).
  func embed(enumName: String) -> String {
    if uninhabitedIndex != nil, values.count > 1 {
      return "CasePaths.AnyCasePath._$uninhabitedEmbed()"
    }
    switch values.count {
    case 0:
      return "{ _ in .\(name) }"
    case 1 where !Self.memberSpellingIsReserved(name):
      let constructor = "\(enumName).\(name)"
      return values[0].label.map { "\(constructor)(\(SwiftIdentifier.argumentLabel($0)):)" } ?? constructor
    case 1:
      return "{ v in .\(name)(\(argument(0, "v"))) }"
    default:
      let arguments = values.indices.map { argument($0, "v.\($0)") }.joined(separator: ", ")
      return "{ v in .\(name)(\(arguments)) }"
    }
  }

  /// Whether `E.name` means something other than the case `name`: `E.self`, `E.Type`, `E.Protocol`
  /// and `E.init` (with or without backticks) name the type, its metatypes and its initializers.
  static func memberSpellingIsReserved(_ name: String) -> Bool {
    ["self", "Type", "Protocol", "init"].contains(SwiftIdentifier.unescaped(name))
  }

  /// The body of the function extracting the value from `root`, one statement per line.
  var extractBody: [String] {
    switch values.count {
    case 0:
      return ["guard case .\(name) = root else { return nil }", "return ()"]
    case 1:
      return ["guard case let .\(name)(v0) = root else { return nil }", "return v0"]
    default:
      let names = values.indices.map { "v\($0)" }.joined(separator: ", ")
      return ["guard case let .\(name)(\(names)) = root else { return nil }", "return (\(names))"]
    }
  }

  /// The argument at `index`, labelled as the case declares it.
  private func argument(_ index: Int, _ expression: String) -> String {
    values[index].label.map { "\(SwiftIdentifier.argumentLabel($0)): \(expression)" } ?? expression
  }
}

extension String {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
