import Foundation

/// What one run of the generator found.
struct GrammarReport: Sendable {
  /// Declarations generated and compiled.
  var declarations: Int
  /// Programs compiled (before bisection).
  var batches: Int
  /// Wall-clock seconds.
  var seconds: Double
  /// How many compilations ran and how long they took.
  var compilations: String
  /// Distinct failures (one per signature, the smallest repro), with their occurrence counts.
  var failures: [GrammarFailure]

  /// The failures no allow-list entry accepts.
  var unexpected: [GrammarFailure] {
    failures.filter { KnownFailures.entry(for: $0) == nil }
  }

  /// A markdown report: one section per distinct failure.
  var markdown: String {
    var text = "# Macro grammar generator: \(failures.count) distinct failures\n\n"
    text += "\(declarations) declarations, \(batches) programs, \(String(format: "%.1f", seconds)) s; "
    text += "compilations: \(compilations).\n\n"
    for (index, failure) in failures.enumerated() {
      let accepted = KnownFailures.entry(for: failure).map { " (accepted: \($0.reason))" } ?? ""
      text += "## \(index + 1). \(failure.declaration.kind.rawValue): \(failure.category.rawValue)\(accepted)\n\n"
      text += "Seen in \(failure.occurrences) declaration(s); first line:\n\n```\n\(failure.firstLine)\n```\n\n"
      text += "Minimal repro (`\(failure.declaration.name)`, with the program prelude of ProgramPrelude.swift):\n\n"
      text += "```swift\n\(failure.repro)```\n\n"
    }
    return text
  }
}

/// Generates declarations for every macro, compiles them in batches, and gathers the failures.
struct GrammarRunner {
  /// The compiler used.
  var compiler: ProgramCompiler
  /// The budget.
  var budget: GrammarBudget
  /// The macros to generate for.
  var kinds: [MacroKind] = MacroKind.allCases

  /// Runs the whole budget.
  func run() throws -> GrammarReport {
    let start = Date()
    try compiler.prepareRuntime()
    var declarations: [GeneratedDeclaration] = []
    for kind in kinds {
      declarations += DeclarationGenerator.declarations(kind, count: budget.declarationsPerMacro, seed: budget.seed)
    }
    // Interleave the macros so every batch holds a mix.
    declarations.sort { ($0.name.split(separator: "_").last.flatMap { Int($0) } ?? 0, $0.name) < ($1.name.split(separator: "_").last.flatMap { Int($0) } ?? 0, $1.name) }
    let batches = stride(from: 0, to: declarations.count, by: budget.batchSize).map {
      Array(declarations[$0..<min($0 + budget.batchSize, declarations.count)])
    }
    let failures = try investigate(batches)
    return GrammarReport(
      declarations: declarations.count, batches: batches.count, seconds: Date().timeIntervalSince(start),
      compilations: compiler.statistics.summary, failures: Self.distinct(failures))
  }

  /// Investigates `batches`, `budget.jobs` at a time.
  func investigate(_ batches: [[GeneratedDeclaration]]) throws -> [GrammarFailure] {
    let bisector = FailureBisector(compiler: compiler, reductionCompilations: budget.reductionCompilations)
    let results = ResultBox(count: batches.count)
    let queue = DispatchQueue(label: "macro-grammar", attributes: .concurrent)
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: budget.jobs)
    for (index, batch) in batches.enumerated() {
      slots.wait()
      queue.async(group: group) {
        defer { slots.signal() }
        results.set(index, Result { try bisector.investigate(batch) })
      }
    }
    group.wait()
    return try results.all().flatMap { try $0.get() }
  }

  /// One failure per signature (the one with the fewest members), counting the occurrences.
  static func distinct(_ failures: [GrammarFailure]) -> [GrammarFailure] {
    var bySignature: [String: GrammarFailure] = [:]
    var order: [String] = []
    for failure in failures {
      let key = failure.signature
      if var existing = bySignature[key] {
        existing.occurrences += 1
        if failure.declaration.members.count < existing.declaration.members.count {
          let count = existing.occurrences
          existing = failure
          existing.occurrences = count
        }
        bySignature[key] = existing
      } else {
        bySignature[key] = failure
        order.append(key)
      }
    }
    return order.compactMap { bySignature[$0] }
  }
}

/// Results written by concurrent workers.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<[GrammarFailure], any Error>?]

  /// Room for `count` results.
  init(count: Int) {
    results = Array(repeating: nil, count: count)
  }

  /// Stores the result at `index`.
  func set(_ index: Int, _ result: Result<[GrammarFailure], any Error>) {
    lock.lock()
    results[index] = result
    lock.unlock()
  }

  /// Every result, in order.
  func all() -> [Result<[GrammarFailure], any Error>] {
    lock.lock()
    defer { lock.unlock() }
    return results.map { $0 ?? .success([]) }
  }
}
