/// What kind of failure a generated declaration met.
enum FailureCategory: String, Sendable, CaseIterable {
  /// The compiler crashed (signal, stack dump) or hung.
  case compilerCrash = "compiler crash"
  /// An error located inside a macro's expansion.
  case errorInExpansion = "error inside an expansion"
  /// A compiler error (not the macro's own) at the user's declaration, caused by the expansion.
  case errorAtDeclaration = "error at the declaration caused by the expansion"
  /// The declaration compiled but what the macro generated is not what it should be: the check's
  /// code does not compile against it.
  case checkDoesNotCompile = "silent mis-expansion (the check does not compile)"
  /// The program ran and a behaviour check failed.
  case behaviourCheckFailed = "silent mis-expansion (behaviour check failed)"
  /// The program crashed while checking the declaration.
  case crashWhileChecking = "crash while checking"
  /// The macro rejected the declaration with its own diagnostic, at the user's declaration.
  case ownDiagnostic = "our own diagnostic"
  /// The declaration is not valid Swift even without its macros: a bug of the generator.
  case generatorBug = "generator bug (invalid without macros)"
}

/// One failing declaration, reduced to the members that still fail the same way.
struct GrammarFailure: Sendable {
  /// The declaration, with only the members needed to fail.
  var declaration: GeneratedDeclaration
  /// The category.
  var category: FailureCategory
  /// The first error line (or failure message).
  var firstLine: String
  /// The compiler's or the program's whole output, for the report.
  var output: String
  /// Declarations of the run that failed with the same signature.
  var occurrences = 1

  /// What identifies the failure across declarations: the category and the first line without
  /// names, numbers, file positions and double-quoted text (a crash's mangled symbol).
  var signature: String {
    declaration.kind.rawValue + " | " + Self.signature(category: category, line: firstLine)
  }

  /// The signature of a failure of `category` whose first line is `line`.
  static func signature(category: FailureCategory, line: String) -> String {
    var text = line
    if let range = text.range(of: ": error: ") ?? text.range(of: ": warning: ") {
      text = String(text[range.upperBound...])
    }
    var result = ""
    var quoted = false
    var doubleQuoted = false
    for character in text {
      // A crash report's mangled symbol ("@$s7program5CP_11O...") names the declaration: dropped.
      if character == "\"" {
        doubleQuoted.toggle()
        continue
      }
      if doubleQuoted { continue }
      if character == "'" {
        quoted.toggle()
        result.append(character)
        if quoted { result += "_" }
        continue
      }
      if quoted || character.isNumber { continue }
      result.append(character)
    }
    return category.rawValue + " | " + result
  }

  /// The minimal repro: the declaration's source (with the check when the check is what fails).
  var repro: String {
    let rendered = declaration.rendered()
    switch category {
    case .behaviourCheckFailed, .checkDoesNotCompile, .crashWhileChecking:
      return rendered.source + "// check:\n" + rendered.check
    default:
      return rendered.source
    }
  }
}
