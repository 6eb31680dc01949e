import ComposableArchitecture

/// The screen of lesson 3 (seed 002) (order): both sides get the same keys.
enum OrderScreen {
  static let help = "type a name (letters, q too, and space) · backspace · enter save"

  static func body(_ state: OrderLesson.State, width: Int) -> [String] {
    let intro = [
      " The same keys go to both sides. Type \"ana\", then press enter.",
      " (Debug builds of OpenTCA flag the wrong side: ⚠ lines in the log.)",
    ]
    return intro + Frame.columns(
      side("RIGHT: Scope, then parent", "BindingReducer() first", state.right),
      side("WRONG: parent, then Scope", "BindingReducer() last", state.wrong),
      width: width
    )
  }

  static func side(_ title: String, _ subtitle: String, _ state: OrderSide.State) -> [String] {
    let header = [
      title,
      subtitle,
      "name: \(state.form.name)▏ \(state.form.isValid ? "valid" : "too short")",
      "last saved by parent: \(state.lastSaved.map { "\"\($0)\"" } ?? "–")",
      "trace:",
    ]
    return header + state.form.trace.suffix(4).map { "  " + $0 }
  }

  static func actions(for key: Key, _ state: OrderLesson.State) -> [OrderLesson.Action] {
    func edit(_ side: OrderSide.State) -> OrderSide.Action? {
      let name = side.form.name
      switch key {
      case let .character(character) where character.isLetter || character == " ":
        return .form(.binding(.set(\.name, name + String(character))))
      case .backspace:
        return name.isEmpty ? nil : .form(.binding(.set(\.name, String(name.dropLast()))))
      case .enter:
        return .form(.saveTapped)
      default:
        return nil
      }
    }
    return [edit(state.right).map { .right($0) }, edit(state.wrong).map { .wrong($0) }].compactMap { $0 }
  }
}
