/// A generated program: the prelude, declarations, their check functions and the code running them,
/// with the lines each declaration occupies (to attribute a diagnostic to its declaration).
struct AssembledProgram {
  /// The lines of one declaration and of its check function (1-based, inclusive).
  struct Span {
    /// The declaration's name.
    var name: String
    /// The declaration's lines.
    var declaration: ClosedRange<Int>
    /// The check function's lines.
    var check: ClosedRange<Int>
  }

  /// The program text.
  var source: String
  /// Where each declaration is.
  var spans: [Span]
  /// The prelude's last line.
  var preludeEnd: Int
}

/// Puts declarations together into one program.
enum ProgramAssembler {
  /// A program holding `declarations` with their checks, or, with `macros: false`, the declarations
  /// without their macros and without checks (the control program, only type-checked).
  static func assemble(_ declarations: [GeneratedDeclaration], macros: Bool = true) -> AssembledProgram {
    var source = ProgramPrelude.source
    var line = source.count(of: "\n") + 1
    let preludeEnd = line - 1
    var spans: [AssembledProgram.Span] = []
    var checks = ""
    var checkSpans: [(String, Int, Int)] = []
    var declarationSpans: [String: ClosedRange<Int>] = [:]
    for declaration in declarations {
      let rendered = declaration.rendered(macros: macros)
      let text = "\n// MARK: - \(declaration.name) (\(declaration.kind.rawValue))\n\n" + rendered.source
      let start = line + 3
      source += text
      line += text.count(of: "\n")
      declarationSpans[declaration.name] = start...max(start, line - 1)
      if macros {
        let function = """

          /// The behaviour check of `\(declaration.name)`.
          @MainActor
          func check_\(declaration.name)()\(rendered.check.contains("await") ? " async" : "") -> [String] {
            var failures: [String] = []
            func fail(_ message: String) { failures.append(message) }

          """ + rendered.check.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
          .joined(separator: "\n") + "\n  return failures\n}\n"
        checks.append(function)
        checkSpans.append((declaration.name, 0, function.count(of: "\n")))
      }
    }
    for (name, _, length) in checkSpans {
      let start = line
      line += length
      spans.append(
        AssembledProgram.Span(name: name, declaration: declarationSpans[name] ?? 0...0, check: start...(line - 1)))
    }
    if !macros {
      spans = declarations.map {
        AssembledProgram.Span(name: $0.name, declaration: declarationSpans[$0.name] ?? 0...0, check: 0...0)
      }
    }
    source += checks
    if macros { source += ProgramPrelude.main(checks: declarations.map(\.name)) }
    return AssembledProgram(source: source, spans: spans, preludeEnd: preludeEnd)
  }
}

extension String {
  /// How many times `character` occurs.
  func count(of character: Character) -> Int {
    reduce(0) { $1 == character ? $0 + 1 : $0 }
  }
}
