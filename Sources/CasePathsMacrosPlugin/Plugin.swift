import MacroSupport

/// The compiler plugin serving `@CasePathable`, `@CaseBindable` and `@UITransactionEntry`, registered by the `type:` name its `#externalMacro`
/// declaration uses.
@main
enum CasePathsMacrosPluginMain {
  /// The macro types, by the names the compiler asks for.
  static var macros: [String: any MacroExpander.Type] {
    [
      "CasePathableMacro": CasePathableMacro.self, "CaseBindableMacro": CaseBindableMacro.self,
      "UITransactionEntryMacro": UITransactionEntryMacro.self,
    ]
  }

  /// Serves the compiler's requests until it closes the plugin's input.
  static func main() {
    runPlugin(macros: macros)
  }
}
