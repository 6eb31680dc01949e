/// Wraps declarations in `#if`/`#elseif`/`#else` blocks whose active branch holds them; the inactive
/// branches hold other valid declarations with the same names.
enum ConditionalCompilation {
  /// Active conditions.
  static let active = ["true", "swift(>=5.9)", "compiler(>=5.9)", "canImport(Foundation)", "!GRAMMAR_UNDEFINED_FLAG"]
  /// Inactive conditions.
  static let inactive = ["false", "GRAMMAR_UNDEFINED_FLAG", "os(GrammarOS)", "swift(<5.0)", "canImport(GrammarMissingModule)"]

  /// `body` (lines at `indent`) inside an `#if` whose active branch is `body`; `decoy` is the text of
  /// the inactive branches (valid but never compiled).
  static func wrap(
    _ body: String, decoy: String, indent: String, _ random: inout SeededGenerator
  ) -> String {
    let on = random.element(of: active)
    let off = random.element(of: inactive)
    switch random.int(in: 0...3) {
    case 0:
      return "\(indent)#if \(on)\n\(body)\(indent)#endif\n"
    case 1:
      return "\(indent)#if \(off)\n\(decoy)\(indent)#else\n\(body)\(indent)#endif\n"
    case 2:
      return "\(indent)#if \(off)\n\(decoy)\(indent)#elseif \(on)\n\(body)\(indent)#else\n\(decoy)\(indent)#endif\n"
    default:
      let inner = "\(indent)#if \(on)\n\(body)\(indent)#endif\n"
      return "\(indent)#if \(on) // nested\n\(inner)\(indent)#elseif \(off)\n\(decoy)\(indent)#endif\n"
    }
  }
}
