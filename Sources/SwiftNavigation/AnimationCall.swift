#if !canImport(SwiftUI)
  /// One call that makes or modifies an ``Animation`` (`easeInOut(duration: 0.3)`, `delay(0.5)`), kept
  /// as a value: its name and arguments. Arguments left at their default are not printed, and a default
  /// spelled out equals one left out.
  struct AnimationCall: Hashable, Sendable, CustomStringConvertible {
    /// An argument's value.
    enum Value: Hashable, Sendable, CustomStringConvertible {
      case double(Double)
      case int(Int)
      case bool(Bool)

      var description: String {
        switch self {
        case .double(let value): "\(value)"
        case .int(let value): "\(value)"
        case .bool(let value): "\(value)"
        }
      }
    }

    /// An argument: its label (nil when unlabelled), its value, and the value it has by default.
    struct Argument: Hashable, Sendable {
      let label: String?
      let value: Value
      let defaultValue: Value?

      init(_ label: String?, _ value: Value, default defaultValue: Value? = nil) {
        self.label = label
        self.value = value
        self.defaultValue = defaultValue
      }

      init(_ label: String?, _ value: Double, default defaultValue: Double? = nil) {
        self.init(label, .double(value), default: defaultValue.map(Value.double))
      }

      /// Whether the argument is printed: it differs from its default, or has none.
      var isShown: Bool { value != defaultValue }

      var description: String {
        label.map { "\($0): \(value)" } ?? value.description
      }
    }

    let name: String
    /// Whether the call prints its parentheses even with every argument left at its default
    /// (`spring()`, unlike `easeInOut`).
    let parentheses: Bool
    let arguments: [Argument]

    /// The value of the argument labelled `label`, when it is a number.
    func value(of label: String) -> Double? {
      guard case .double(let value) = arguments.first(where: { $0.label == label })?.value else {
        return nil
      }
      return value
    }

    var description: String {
      let shown = arguments.filter(\.isShown)
      guard parentheses || !shown.isEmpty else { return name }
      return "\(name)(\(shown.map(\.description).joined(separator: ", ")))"
    }
  }
#endif
