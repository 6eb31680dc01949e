import MacroSupport

/// The compiler plugin serving `@DependencyClient`, `@DependencyEndpoint` and `@DependencyEntry`, registered by the `type:`
/// names their `#externalMacro` declarations use.
@main
enum DependenciesMacrosPluginMain {
  /// The macro types, by the names the compiler asks for.
  static var macros: [String: any MacroExpander.Type] {
    [
      "DependencyClientMacro": DependencyClientMacro.self,
      "DependencyEndpointMacro": DependencyEndpointMacro.self,
      "DependencyEndpointIgnoredMacro": DependencyEndpointIgnoredMacro.self,
      "DependencyEntryMacro": DependencyEntryMacro.self,
      "DependencyEntryDefaultValueMacro": DependencyEntryDefaultValueMacro.self,
    ]
  }

  /// Serves the compiler's requests until it closes the plugin's input.
  static func main() {
    runPlugin(macros: macros)
  }
}
