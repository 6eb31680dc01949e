import Foundation

/// Finds which declarations of a failing program fail, and how: attributes diagnostics to
/// declarations by their lines, bisects what cannot be attributed, classifies each failing
/// declaration alone, and reduces it to the members that still fail the same way.
final class FailureBisector: @unchecked Sendable {
  /// The compiler programs are built with.
  let compiler: ProgramCompiler
  private let lock = NSLock()
  private var reductionsLeft: Int
  private var serial = 0
  private var reduced: Set<String> = []

  /// A bisector compiling with `compiler`, allowed `reductionCompilations` compilations for reducing.
  init(compiler: ProgramCompiler, reductionCompilations: Int) {
    self.compiler = compiler
    self.reductionsLeft = reductionCompilations
  }

  /// A fresh scratch name.
  private func nextName(_ prefix: String) -> String {
    lock.lock()
    defer { lock.unlock() }
    serial += 1
    return "\(prefix)-\(serial)"
  }

  /// Takes one reduction compilation from the allowance; `false` when none is left.
  private func takeReduction() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard reductionsLeft > 0 else { return false }
    reductionsLeft -= 1
    return true
  }

  /// The failures among `declarations` (compiled together, then apart as needed).
  func investigate(_ declarations: [GeneratedDeclaration]) throws -> [GrammarFailure] {
    guard !declarations.isEmpty else { return [] }
    let program = ProgramAssembler.assemble(declarations)
    if declarations.count == 1 {
      // Type-checking alone is several times faster than compiling and linking; most failures show.
      let typecheck = try compiler.compile(program.source, name: nextName("single"), link: false)
      if typecheck.status != 0 {
        return [try classify(declarations[0], program: program, compilation: typecheck)]
      }
    }
    let compilation = try compiler.compile(program.source, name: nextName("batch"), link: true)
    if ProcessInfo.processInfo.environment["OPENTCA_MACRO_GRAMMAR_TRACE"] != nil {
      print("[grammar] \(declarations.count) declarations: status \(compilation.status), suspects \(attribute(compilation.output, program: program).count)")
    }
    if let executable = compilation.executable {
      return try runChecks(declarations, executable: executable)
    }
    if declarations.count == 1 {
      return [try classify(declarations[0], program: program, compilation: compilation)]
    }
    let suspects = Set(attribute(compilation.output, program: program))
    if !suspects.isEmpty && suspects.count < declarations.count {
      let rest = declarations.filter { !suspects.contains($0.name) }
      let alone = declarations.filter { suspects.contains($0.name) }
      var failures = try investigate(rest)
      let errors = compilation.crashed ? [:] : Self.firstErrors(in: compilation.output, program: program)
      for declaration in alone {
        // A suspect whose error was already seen (same signature) is counted without compiling it again.
        if let line = errors[declaration.name] {
          let failure = Self.categorize(
            firstLine: line, crashed: false, span: program.spans.first { $0.name == declaration.name },
            declaration: declaration, output: "")
          if isKnown(failure.signature) {
            failures.append(failure)
            continue
          }
        }
        failures += try investigate([declaration])
      }
      return failures
    }
    let half = declarations.count / 2
    return try investigate(Array(declarations[..<half])) + investigate(Array(declarations[half...]))
  }

  /// Runs the checks of a linked program, running again past a check that crashes it.
  private func runChecks(_ declarations: [GeneratedDeclaration], executable: URL) throws -> [GrammarFailure] {
    var remaining = declarations.map(\.name)
    var failures: [GrammarFailure] = []
    let byName = Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0) })
    while !remaining.isEmpty {
      let run = try compiler.execute(executable, arguments: remaining)
      var finished: Set<String> = []
      var started: String?
      var messages: [String: [String]] = [:]
      for line in run.output.split(separator: "\n") {
        if line.hasPrefix("BEGIN ") { started = String(line.dropFirst(6)) }
        if line.hasPrefix("END ") {
          finished.insert(String(line.dropFirst(4)))
          started = nil
        }
        if line.hasPrefix("FAIL "), let colon = line.firstIndex(of: ":") {
          let name = String(line[line.index(line.startIndex, offsetBy: 5)..<colon])
          messages[name, default: []].append(String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
      }
      for (name, lines) in messages.sorted(by: { $0.key < $1.key }) {
        guard let declaration = byName[name] else { continue }
        failures.append(
          reduce(
            GrammarFailure(
              declaration: declaration, category: .behaviourCheckFailed, firstLine: lines[0],
              output: lines.joined(separator: "\n"))))
      }
      if let crashed = started ?? (run.status != 0 && run.status != 1 ? remaining.first { !finished.contains($0) } : nil) {
        if let declaration = byName[crashed] {
          let tail = run.output.split(separator: "\n").suffix(8).joined(separator: "\n")
          failures.append(
            GrammarFailure(
              declaration: declaration, category: .crashWhileChecking,
              firstLine: run.timedOut ? "timed out" : "exit \(run.status): \(tail.split(separator: "\n").last ?? "")",
              output: tail))
        }
        remaining = remaining.filter { !finished.contains($0) && $0 != crashed }
      } else {
        remaining = []
      }
    }
    return failures
  }

  /// The names of the declarations whose lines a diagnostic of `output` points at.
  private func attribute(_ output: String, program: AssembledProgram) -> [String] {
    var names: [String] = []
    // A crash report names the function being compiled, mangled: `7program4RE_9O4body...`.
    for line in output.split(separator: "\n") where line.contains("While ") {
      for span in program.spans where line.contains("\(span.name.utf8.count)\(span.name)") {
        names.append(span.name)
      }
    }
    // Errors (not warnings), attributed by their own line or the first note after them.
    names += Self.firstErrors(in: output, program: program).keys
    return names
  }

  /// The line numbers of `main.swift` that `output` mentions (`main.swift:12:3`).
  static func mainFileLines(in output: String) -> [Int] {
    var lines: [Int] = []
    var rest = Substring(output)
    while let range = rest.range(of: "main.swift:") {
      rest = rest[range.upperBound...]
      let digits = rest.prefix { $0.isNumber }
      if let number = Int(digits) { lines.append(number) }
    }
    return lines
  }

  /// How a lone declaration fails to compile, reduced to its minimal members.
  private func classify(
    _ declaration: GeneratedDeclaration, program: AssembledProgram, compilation: ProgramCompiler.Compilation
  ) throws -> GrammarFailure {
    var failure = Self.categorize(compilation, program: program, declaration: declaration)
    if failure.category != .compilerCrash {
      // Is the shape valid Swift without the macros? If not, the generator is wrong.
      let control = ProgramAssembler.assemble([declaration], macros: false)
      let result = try compiler.compile(control.source, name: nextName("control"), link: false)
      if result.status != 0 {
        failure.category = .generatorBug
        failure.firstLine = Self.firstError(in: result.output) ?? failure.firstLine
        failure.output = result.output
        return failure
      }
    }
    return reduce(failure)
  }

  /// Whether a failure with `signature` was already reduced (so is known).
  private func isKnown(_ signature: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return reduced.contains(signature)
  }

  /// For each declaration of `program` that an error of `output` is attributed to (by the first
  /// `main.swift` line at or after the error line), its first error line.
  static func firstErrors(in output: String, program: AssembledProgram) -> [String: String] {
    let lines = output.split(separator: "\n").map(String.init)
    var errors: [String: String] = [:]
    for (index, line) in lines.enumerated() where line.contains(" error: ") {
      for candidate in lines[index..<min(index + 8, lines.count)] {
        guard let number = mainFileLines(in: candidate).first else { continue }
        if let span = program.spans.first(where: { $0.declaration.contains(number) || $0.check.contains(number) }),
          errors[span.name] == nil
        {
          errors[span.name] = line
        }
        break
      }
    }
    return errors
  }

  /// The category and first line of a failed compilation of `declaration`.
  static func categorize(
    _ compilation: ProgramCompiler.Compilation, program: AssembledProgram, declaration: GeneratedDeclaration
  ) -> GrammarFailure {
    let first = firstError(in: compilation.output) ?? compilation.output.split(separator: "\n").first.map(String.init) ?? ""
    // A crash's first line is its most telling one.
    let line = compilation.crashed ? crashLine(in: compilation.output) ?? first : first
    return categorize(
      firstLine: line, crashed: compilation.crashed, span: program.spans.first, declaration: declaration,
      output: compilation.output)
  }

  /// The failure whose first error line is `first`, for `declaration` at `span`.
  static func categorize(
    firstLine first: String, crashed: Bool, span: AssembledProgram.Span?, declaration: GeneratedDeclaration,
    output: String
  ) -> GrammarFailure {
    var category: FailureCategory
    if crashed {
      category = .compilerCrash
    } else if first.contains("@__swiftmacro") || first.hasPrefix("macro expansion") {
      category = .errorInExpansion
    } else if let line = mainFileLines(in: first).first, let span {
      if span.check.contains(line) {
        category = .checkDoesNotCompile
      } else if first.contains("(from macro '") {
        category = .ownDiagnostic
      } else {
        category = .errorAtDeclaration
      }
    } else {
      category = .errorInExpansion
    }
    return GrammarFailure(declaration: declaration, category: category, firstLine: first, output: output)
  }

  /// The first `error:` line of `output`.
  static func firstError(in output: String) -> String? {
    output.split(separator: "\n").first { $0.contains(" error: ") || $0.hasPrefix("error: ") }.map(String.init)
  }

  /// The line of a crash report saying what crashed.
  static func crashLine(in output: String) -> String? {
    let lines = output.split(separator: "\n").map(String.init)
    let telling = lines.first { $0.contains("Assertion") || $0.contains("Fatal error") || $0.contains("UNREACHABLE") }
    let request = lines.last { $0.contains("While ") }
    let signal = lines.first { $0.contains("failed due to signal") }
    return [telling, request, signal].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first
      ?? firstError(in: output)
  }

  /// `failure` with the fewest members that still fail with the same signature (within the allowance).
  private func reduce(_ failure: GrammarFailure) -> GrammarFailure {
    lock.lock()
    let isNew = reduced.insert(failure.signature).inserted
    lock.unlock()
    guard isNew else { return failure }
    var best = failure
    var index = best.declaration.members.count - 1
    while index >= 0 {
      let member = best.declaration.members[index]
      if member.isRemovable && best.declaration.members.count > 1 {
        guard takeReduction() else { break }
        var members = best.declaration.members
        members.remove(at: index)
        let candidate = best.declaration.with(members: members)
        if let reduced = try? reproduce(candidate, like: failure) {
          best = reduced
        }
      }
      index -= 1
    }
    best.occurrences = failure.occurrences
    return best
  }

  /// The failure `candidate` meets if it is `like`'s (same signature), or `nil`.
  private func reproduce(_ candidate: GeneratedDeclaration, like failure: GrammarFailure) throws -> GrammarFailure? {
    let program = ProgramAssembler.assemble([candidate])
    let isCompileError = ![.behaviourCheckFailed, .crashWhileChecking, .compilerCrash].contains(failure.category)
    let compilation = try compiler.compile(program.source, name: nextName("reduce"), link: !isCompileError)
    if isCompileError {
      guard compilation.status != 0 else { return nil }
      let reduced = Self.categorize(compilation, program: program, declaration: candidate)
      return reduced.signature == failure.signature ? reduced : nil
    }
    if let executable = compilation.executable {
      let run = try compiler.execute(executable)
      guard failure.category == .behaviourCheckFailed || failure.category == .crashWhileChecking else { return nil }
      let fails = run.output.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }
      if failure.category == .crashWhileChecking, run.status != 0, fails.isEmpty {
        return GrammarFailure(declaration: candidate, category: failure.category, firstLine: failure.firstLine, output: run.output)
      }
      guard let colon = fails.first?.firstIndex(of: ":"), let line = fails.first else { return nil }
      let message = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      let reduced = GrammarFailure(declaration: candidate, category: .behaviourCheckFailed, firstLine: message, output: run.output)
      return reduced.signature == failure.signature ? reduced : nil
    }
    let reduced = Self.categorize(compilation, program: program, declaration: candidate)
    return reduced.signature == failure.signature ? reduced : nil
  }
}
