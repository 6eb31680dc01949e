import Foundation
import Testing

@testable import Dependencies

/// `DependencyValues.currentHasNoExplicitValues` reads the values in force where the task keeps
/// them, without copying them: it must say exactly what `_current.hasNoExplicitValues` says,
/// whatever is bound, however deep, in whatever kind of task or thread.
@Suite struct CurrentExplicitValuesTests {
  /// One binding of `_current`.
  enum Binding: CaseIterable, Sendable {
    /// A value set with `withDependencies`.
    case explicit
    /// The process's defaults, bound explicitly.
    case defaults
    /// A fresh collection, with defaults of its own.
    case fresh

    var values: DependencyValues {
      switch self {
      case .explicit:
        var values = DependencyValues._current
        values.uuid = UUIDGenerator { UUID(0) }
        return values
      case .defaults: return .defaultValues
      case .fresh: return DependencyValues()
      }
    }

    /// Whether the values bound have no explicit value.
    var hasNoExplicitValues: Bool { self == .defaults }
  }

  /// Checks, at every depth of `bindings` bound one inside the other, that both reads agree and say
  /// what the innermost binding is.
  static func checkNested(_ bindings: ArraySlice<Binding>) {
    #expect(DependencyValues.currentHasNoExplicitValues == DependencyValues._current.hasNoExplicitValues)
    guard let binding = bindings.first else { return }
    DependencyValues.$_current.withValue(binding.values) {
      #expect(DependencyValues.currentHasNoExplicitValues == binding.hasNoExplicitValues)
      checkNested(bindings.dropFirst())
    }
    #expect(DependencyValues.currentHasNoExplicitValues == DependencyValues._current.hasNoExplicitValues)
  }

  @Test func withNothingBoundTheDefaultsAreInForce() async {
    await Task.detached {
      #expect(DependencyValues.currentHasNoExplicitValues)
      #expect(DependencyValues._current.hasNoExplicitValues)
    }.value
  }

  @Test(arguments: Binding.allCases)
  func oneBindingIsRead(_ binding: Binding) {
    DependencyValues.$_current.withValue(binding.values) {
      #expect(DependencyValues.currentHasNoExplicitValues == binding.hasNoExplicitValues)
    }
  }

  @Test func withDependenciesMakesValuesExplicit() {
    withDependencies {
      $0.uuid = UUIDGenerator { UUID(1) }
    } operation: {
      #expect(!DependencyValues.currentHasNoExplicitValues)
      DependencyValues.$_current.withValue(.defaultValues) {
        #expect(DependencyValues.currentHasNoExplicitValues)
      }
      #expect(!DependencyValues.currentHasNoExplicitValues)
    }
  }

  /// Every sequence of up to four bindings, nested.
  @Test func everyNestingOfUpToFourBindings() {
    var sequences: [[Binding]] = [[]]
    for _ in 0..<4 {
      sequences += sequences.filter { $0.count == sequences.last!.count }.flatMap { prefix in
        Binding.allCases.map { prefix + [$0] }
      }
    }
    #expect(sequences.count == 1 + 3 + 9 + 27 + 81)
    for sequence in sequences { Self.checkNested(sequence[...]) }
  }

  /// Generated deep nestings (a fixed seed), read in a task, in child tasks that inherit the
  /// bindings, in a detached task that does not, and on a thread outside any task.
  @Test func generatedNestingsInTasksAndThreads() async {
    var generator = SplitMix64(state: 0x5EED)
    for _ in 0..<200 {
      let depth = Int(generator.next() % 12)
      let bindings = (0..<depth).map { _ in Binding.allCases[Int(generator.next() % 3)] }
      Self.checkNested(bindings[...])
      guard let innermost = bindings.last else { continue }
      await DependencyValues.$_current.withValue(innermost.values) {
        let expected = innermost.hasNoExplicitValues
        await Task {
          #expect(DependencyValues.currentHasNoExplicitValues == expected)
        }.value
        await withTaskGroup(of: Bool.self) { group in
          group.addTask { DependencyValues.currentHasNoExplicitValues }
          for await read in group { #expect(read == expected) }
        }
        await Task.detached {
          #expect(DependencyValues.currentHasNoExplicitValues)
        }.value
      }
      let thread = ThreadRead(bindings)
      await thread.run()
      #expect(thread.disagreements == 0)
    }
  }

  /// Reads both predicates, nested in `bindings`, on a thread of its own (outside any task, where
  /// task-local values are kept per thread).
  final class ThreadRead: @unchecked Sendable {
    let bindings: [Binding]
    private(set) var disagreements = 0

    init(_ bindings: [Binding]) {
      self.bindings = bindings
    }

    func run() async {
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        let thread = Thread {
          self.read(self.bindings[...])
          done.resume()
        }
        thread.start()
      }
    }

    private func read(_ bindings: ArraySlice<Binding>) {
      if DependencyValues.currentHasNoExplicitValues
        != DependencyValues._current.hasNoExplicitValues
      {
        disagreements += 1
      }
      guard let binding = bindings.first else { return }
      DependencyValues.$_current.withValue(binding.values) {
        if DependencyValues.currentHasNoExplicitValues != binding.hasNoExplicitValues {
          disagreements += 1
        }
        read(bindings.dropFirst())
      }
    }
  }
}
