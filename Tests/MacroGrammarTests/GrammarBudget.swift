import Foundation

/// How much the suite generates: declarations per macro, the seed, declarations per program, how many
/// compilations run at once, and how many compilations may go into reducing failures.
struct GrammarBudget: Sendable {
  /// Declarations per macro (`OPENTCA_MACRO_GRAMMAR_BUDGET`).
  var declarationsPerMacro: Int
  /// The seed (`OPENTCA_MACRO_GRAMMAR_SEED`).
  var seed: UInt64
  /// Declarations per program (`OPENTCA_MACRO_GRAMMAR_BATCH`).
  var batchSize: Int
  /// Compilations at once (`OPENTCA_MACRO_GRAMMAR_JOBS`).
  var jobs: Int
  /// Compilations allowed for reducing failures to their minimal members (`OPENTCA_MACRO_GRAMMAR_REDUCE`).
  var reductionCompilations: Int

  /// The budget of this run: the environment's, or the defaults (a run of `swift test` stays short).
  static var current: GrammarBudget {
    let environment = ProcessInfo.processInfo.environment
    func number(_ name: String) -> Int? { environment[name].flatMap { Int($0) } }
    return GrammarBudget(
      declarationsPerMacro: max(1, number("OPENTCA_MACRO_GRAMMAR_BUDGET") ?? 10),
      seed: environment["OPENTCA_MACRO_GRAMMAR_SEED"].flatMap { UInt64($0) } ?? 20_261_207,
      batchSize: max(1, number("OPENTCA_MACRO_GRAMMAR_BATCH") ?? 40),
      jobs: max(1, number("OPENTCA_MACRO_GRAMMAR_JOBS") ?? 2),
      reductionCompilations: max(0, number("OPENTCA_MACRO_GRAMMAR_REDUCE") ?? 24))
  }
}
