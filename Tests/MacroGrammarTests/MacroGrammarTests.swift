import Foundation
import Testing

/// Generates valid declarations for every macro (seeded), compiles them in batches with `swiftc`
/// against this build's products, runs their behaviour checks, and reports each failing declaration
/// reduced to a minimal repro with its category.
///
/// `OPENTCA_MACRO_GRAMMAR_BUDGET` (declarations per macro) and `OPENTCA_MACRO_GRAMMAR_SEED` choose how
/// much and what; `scripts/macro-grammar.sh` runs a large budget. `OPENTCA_MACRO_GRAMMAR_REPORT` names
/// a file for the markdown report.
@Suite("Macro grammar: generated declarations compile and behave", .serialized)
struct MacroGrammarTests {
  /// Every generated declaration compiles, expands without error and passes its behaviour check.
  @Test func generatedDeclarationsCompileAndBehave() throws {
    guard let compiler = ProgramCompiler() else {
      Issue.record("the compiler or the build products were not found next to the test executable")
      return
    }
    defer { compiler.cleanUp() }
    var budget = GrammarBudget.current
    if !compiler.sanitizer.isEmpty && ProcessInfo.processInfo.environment["OPENTCA_MACRO_GRAMMAR_BUDGET"] == nil {
      // Under a sanitizer (CI's second run) every compilation is slower and the plain run already
      // covers the grammar: a token budget keeps the pipeline exercised.
      budget.declarationsPerMacro = 2
    }
    let report = try GrammarRunner(compiler: compiler, budget: budget).run()
    let summary =
      "macro grammar: seed \(budget.seed), \(report.declarations) declarations, \(report.batches) programs, "
      + "\(String(format: "%.1f", report.seconds)) s, \(report.failures.count) distinct failures "
      + "(\(report.unexpected.count) not accepted)"
    print(summary)
    if let path = ProcessInfo.processInfo.environment["OPENTCA_MACRO_GRAMMAR_REPORT"] {
      try report.markdown.write(toFile: path, atomically: true, encoding: .utf8)
    }
    for failure in report.unexpected {
      Issue.record(
        """
        \(failure.declaration.kind.rawValue) — \(failure.category.rawValue) (\(failure.occurrences) declaration(s), \
        seed \(budget.seed)):
        \(failure.firstLine)
        \(failure.repro)
        """)
    }
  }

  /// The suite can fail: a declaration whose check fails, or whose source does not compile, is
  /// reported with the right category and reduced to the member responsible.
  @Test func aFailingCheckAndABrokenExpansionAreReported() throws {
    guard let compiler = ProgramCompiler() else {
      Issue.record("the compiler or the build products were not found next to the test executable")
      return
    }
    defer { compiler.cleanUp() }
    try compiler.prepareRuntime()
    var good = DeclarationGenerator.declarations(.casePathable, count: 1, seed: 1)[0]
    good.name = "SelfTestGood"
    let failing = Self.declaration(
      "SelfTestFailing", source: "struct SelfTestFailing {}\n", check: "fail(\"deliberate failure\")\n")
    let broken = Self.declaration(
      "SelfTestBroken", source: "@CasePathable\nstruct SelfTestBroken {}\n", control: "struct SelfTestBroken {}\n",
      check: "")
    let bisector = FailureBisector(compiler: compiler, reductionCompilations: 4)
    let failures = try bisector.investigate([failing, broken])
    #expect(failures.count == 2)
    #expect(
      failures.contains { $0.declaration.name == "SelfTestFailing" && $0.category == .behaviourCheckFailed
        && $0.firstLine == "deliberate failure" })
    // `@CasePathable` on a struct: the macro's own diagnostic.
    #expect(failures.contains { $0.declaration.name == "SelfTestBroken" && $0.category == .ownDiagnostic })
  }

  /// The same seed gives the same declarations; another seed gives others.
  @Test func theGeneratorIsDeterministic() {
    for kind in MacroKind.allCases {
      let first = DeclarationGenerator.declarations(kind, count: 5, seed: 99).map { $0.rendered().source }
      let again = DeclarationGenerator.declarations(kind, count: 5, seed: 99).map { $0.rendered().source }
      let other = DeclarationGenerator.declarations(kind, count: 5, seed: 100).map { $0.rendered().source }
      #expect(first == again)
      #expect(first != other)
    }
  }

  /// A declaration with fixed source and check, for the self-test.
  private static func declaration(
    _ name: String, source: String, control: String? = nil, check: String
  ) -> GeneratedDeclaration {
    GeneratedDeclaration(
      name: name, kind: .casePathable, members: [GeneratedMember(source: "", isRemovable: false)]
    ) { _, macros in
      RenderedDeclaration(source: macros ? source : control ?? source, check: check)
    }
  }
}
