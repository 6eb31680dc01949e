import MacroSupport

/// The compiler plugin serving the architecture's macros, registered by the `type:` names their
/// `#externalMacro` declarations use.
@main
enum ComposableArchitectureMacrosPluginMain {
  /// The macro types, by the names the compiler asks for.
  static var macros: [String: any MacroExpander.Type] {
    [
      "ReducerMacro": ReducerMacro.self,
      "ObservableStateMacro": ObservableStateMacro.self,
      "ObservationStateTrackedMacro": ObservationStateTrackedMacro.self,
      "ObservationStateIgnoredMacro": ObservationStateIgnoredMacro.self,
      "PresentsMacro": PresentsMacro.self,
      "ReducerCaseMarkerMacro": ReducerCaseMarkerMacro.self,
      "ViewActionMacro": ViewActionMacro.self,
    ]
  }

  /// Serves the compiler's requests until it closes the plugin's input.
  static func main() {
    runPlugin(macros: macros)
  }
}
