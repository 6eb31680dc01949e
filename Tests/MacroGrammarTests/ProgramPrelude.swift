/// The top of every generated program: imports, names that are contextual keywords, the helper
/// types generated declarations use, and the harness the behaviour checks drive stores with.
enum ProgramPrelude {
  /// Global constants named by contextual keywords, used to continue an initializer on the next line
  /// (`1 +` newline `actor`). Their values are small, so they never make two variants equal.
  static let contextualGlobals = ["actor", "open", "package", "mutating", "lazy", "indirect", "consuming"]

  /// The prelude's source.
  static var source: String {
    var text = """
      import ComposableArchitecture
      import Foundation
      import Observation

      // Names that are contextual keywords; an initializer may continue on a line starting with one.

      """
    for (index, name) in contextualGlobals.enumerated() {
      text += "public let \(name) = \(index + 1)\n"
    }
    text += #"""

      /// A generic struct with a conditional conformance.
      public struct GrammarPair<A, B> {
        public var first: A
        public var second: B
        public init(first: A, second: B) {
          self.first = first
          self.second = second
        }
      }
      extension GrammarPair: Equatable where A: Equatable, B: Equatable {}
      extension GrammarPair: Sendable where A: Sendable, B: Sendable {}

      /// An error for typed throws.
      public struct GrammarError: Error, Equatable {}

      /// An empty enum, a payload no value can have.
      public enum GrammarEmpty: Equatable, Sendable {}

      /// A property wrapper taking a closure, a string and a number.
      @propertyWrapper
      public struct GrammarWrapper<Value> {
        public var wrappedValue: Value
        public init(wrappedValue: Value, transform: (Int) -> Int = { $0 }, label: String = "", _ extra: Int = 0) {
          self.wrappedValue = wrappedValue
        }
      }
      extension GrammarWrapper: Equatable where Value: Equatable {}

      /// A child feature for `@Presents` and `@Reducer enum` cases.
      @Reducer
      public struct GrammarChild {
        @ObservableState
        public struct State: Equatable {
          public var count = 0
          public init(count: Int = 0) { self.count = count }
        }
        public enum Action: Equatable { case increment }
        public init() {}
        public var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.count += 1
            return .none
          }
        }
      }

      /// Runs any change to a state, as a reducer does.
      struct GrammarHarness<State>: Reducer {
        enum Action { case mutate(@Sendable (inout State) -> Void) }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case let .mutate(change):
            change(&state)
            return .none
          }
        }
      }

      /// `path`, its root given by `root` (`\Root.Cases.name` cannot spell every case name:
      /// `\E.Cases.`Protocol`` reads as a metatype).
      func grammarCasePath<Root: CasePathable, Value>(
        _ path: CaseKeyPath<Root, Value>, of root: Root.Type
      ) -> CaseKeyPath<Root, Value> {
        path
      }

      /// Whether a change was reported for what `read` read (one-shot observation).
      @MainActor
      func grammarObserve(_ read: () -> Void) -> LockIsolated<Bool> {
        let changed = LockIsolated(false)
        withObservationTracking { read() } onChange: { changed.setValue(true) }
        return changed
      }

      /// Records the issues reported while it is installed.
      final class GrammarIssueLog: IssueReporter {
        let messages = LockIsolated<[String]>([])
        func reportIssue(
          _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
          filePath: StaticString, line: UInt, column: UInt
        ) {
          let text = message() ?? ""
          messages.withValue { $0.append(text) }
        }
        func expectIssue(
          _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt,
          column: UInt
        ) {}
        func expectIssue(
          _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString,
          filePath: StaticString, line: UInt, column: UInt
        ) {}
      }

      """#
    return text
  }

  /// The end of the program: runs the checks named on the command line (all when none), printing
  /// `BEGIN name`, `FAIL name: message` and `END name`, and exits non-zero when one failed.
  static func main(checks names: [String]) -> String {
    var text = "\n// MARK: - Running the checks\n\n"
    text += "let grammarChecks: [(String, @MainActor () async -> [String])] = [\n"
    for name in names {
      text += "  (\"\(name)\", check_\(name)),\n"
    }
    text += "]\n"
    text += #"""
      let grammarSelected = Set(CommandLine.arguments.dropFirst())
      var grammarFailed = false
      for (name, check) in grammarChecks where grammarSelected.isEmpty || grammarSelected.contains(name) {
        print("BEGIN \(name)")
        fflush(nil)
        for failure in await check() {
          print("FAIL \(name): \(failure)")
          grammarFailed = true
        }
        print("END \(name)")
        fflush(nil)
      }
      exit(grammarFailed ? 1 : 0)

      """#
    return text
  }
}
