import MacroSupport

/// The compiler plugin serving `@Perceptible`, registered by the `type:` name its `#externalMacro`
/// declaration uses. `@PerceptionTracked` and `@PerceptionIgnored` are Observation's own property
/// macros under Perception's names, so this plugin serves only the type-level macro.
@main
enum PerceptionMacrosPluginMain {
  /// The macro types, by the names the compiler asks for.
  static var macros: [String: any MacroExpander.Type] {
    ["PerceptibleMacro": PerceptibleMacro.self]
  }

  /// Serves the compiler's requests until it closes the plugin's input.
  static func main() {
    runPlugin(macros: macros)
  }
}
