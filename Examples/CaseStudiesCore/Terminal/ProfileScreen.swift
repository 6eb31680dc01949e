import ComposableArchitecture

/// The screen of lesson 5 (seed 004) (bindings).
enum ProfileScreen {
  static let help = "tab/↑/↓ field · type in name/email (q too) · space toggle/cycle · enter save"

  static func body(_ state: ProfileForm.State) -> [String] {
    func field(_ field: ProfileForm.Field, _ label: String, _ value: String) -> String {
      (state.focus == field ? " ▸ " : "   ") + label + value
    }
    let emailNote = state.email.isEmpty ? "" : (state.isEmailValid ? "  ✓ valid" : "  ✗ not an email yet")
    return [
      " Every field is written by one generic action: view(.binding(...)).",
      " BindingReducer(action: \\.view) runs first: validation sees the new value.",
      "",
      field(.name, "name:          ", state.name + (state.focus == .name ? "▏" : "")),
      field(.email, "email:         ", state.email + (state.focus == .email ? "▏" : "") + emailNote),
      field(.notifications, "notifications: ", state.notifications ? "[x] on" : "[ ] off"),
      field(.visibility, "visibility:    ", ProfileForm.Visibility.allCases.map {
        $0 == state.visibility ? "(•) \($0.rawValue)" : "( ) \($0.rawValue)"
      }.joined(separator: " ")),
      "",
      state.isSaving ? " saving…" : " " + (state.message ?? ""),
      "",
      " Watch the log: each key is one view(.binding(...)) action with its key path;",
      " the email check runs after BindingReducer wrote it: it is never a key behind.",
    ]
  }

  static func action(for key: Key, _ state: ProfileForm.State) -> ProfileForm.Action.View? {
    let fields = ProfileForm.Field.allCases
    switch key {
    case .tab, .down:
      return .binding(.set(\.focus, fields[(state.focus.rawValue + 1) % fields.count]))
    case .up:
      return .binding(.set(\.focus, fields[(state.focus.rawValue + fields.count - 1) % fields.count]))
    case .enter:
      return .saveTapped
    case .backspace:
      switch state.focus {
      case .name: return state.name.isEmpty ? nil : .binding(.set(\.name, String(state.name.dropLast())))
      case .email: return state.email.isEmpty ? nil : .binding(.set(\.email, String(state.email.dropLast())))
      default: return nil
      }
    case let .character(character):
      switch state.focus {
      case .name: return .binding(.set(\.name, state.name + String(character)))
      case .email:
        return character == " " ? nil : .binding(.set(\.email, state.email + String(character)))
      case .notifications:
        return character == " " ? .binding(.set(\.notifications, !state.notifications)) : nil
      case .visibility:
        return character == " " ? .binding(.set(\.visibility, state.visibility.next)) : nil
      }
    default:
      return nil
    }
  }
}
