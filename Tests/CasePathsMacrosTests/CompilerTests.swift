import Foundation
import Testing

/// Compiles snippets with the real compiler and this build's plugin: the macro's errors at their line
/// and column, and generated code used from another module or under main-actor default isolation.
@Suite(
  "@CasePathable under the real compiler",
  .enabled(if: SwiftCompiler.located != nil, "needs swiftc and the build products directory")
)
struct CompilerTests {
  let compiler = SwiftCompiler.located

  /// The errors the compiler printed, as `line:column: message` without the "(from macro …)" suffix.
  func errors(_ source: String) throws -> [String] {
    let output = try #require(try compiler?.typecheck(source))
    #expect(output.status != 0)
    return output.diagnostics("error").map { diagnostic in
      let message = diagnostic.message.components(separatedBy: " (from macro").first ?? diagnostic.message
      return "\(diagnostic.line):\(diagnostic.column): \(message)"
    }
  }

  @Test("Applied to a struct or a class: one error, at the attribute")
  func notAnEnum() throws {
    let source = """
      import CasePaths

      struct Outer {
        /// Not an enum.
        @CasePathable
        struct State {
          var count = 0
        }
      }

      @CasePathable final class Model {}
      """
    #expect(
      try errors(source) == [
        "5:3: '@CasePathable' cannot be applied to struct type 'State'",
        "11:1: '@CasePathable' cannot be applied to class type 'Model'",
      ])
  }

  @Test("Overloaded case names: an error at the second case, a note at the first")
  func overloadedCaseNames() throws {
    let source = """
      import CasePaths

      @CasePathable
      enum Action {
        case load(Int)
        case reset
        case load(page: Int)
      }
      """
    let output = try #require(try compiler?.typecheck(source))
    let rendered = output.diagnostics.map { "\($0.line):\($0.column): \($0.severity)" }
    #expect(rendered == ["7:8: error", "5:8: note"])
    let message = try #require(output.diagnostics.first?.message)
    #expect(message.hasPrefix("'@CasePathable' cannot be applied to overloaded case name 'load'"))
  }

  @Test("Unsupported @available forms on cases: an error at the attribute")
  func unsupportedAvailability() throws {
    let source = """
      import CasePaths

      @CasePathable
      enum Action {
        case fine
        @available(iOS, unavailable) case phoneOnly
          @available(*, renamed: "fine") case renamed
      }
      """
    #expect(
      try errors(source) == [
        "6:3: unsupported '@available' on case 'phoneOnly'; guard it with '#if' or move it to the enum",
        "7:5: unsupported '@available' on case 'renamed'; guard it with '#if' or move it to the enum",
      ])
  }

  @Test("A private enum nested in a type: a clear error at 'private', not one inside the expansion")
  func privateNestedEnum() throws {
    let source = """
      import CasePaths

      struct Feature {
        @CasePathable private enum Action { case tap }
        private struct Inner {
          @CasePathable enum Deeper { case tap }
        }
      }
      """
    let errors = try errors(source)
    #expect(errors.count == 2)
    #expect(
      errors.first?.hasPrefix("4:17: '@CasePathable' cannot be applied to a 'private' enum nested in a type") == true)
    #expect(
      errors.last?.hasPrefix("6:5: '@CasePathable' cannot be applied to an enum inside the 'private' type 'Inner'")
        == true)
  }

  @Test("A public enum's case paths are usable from another module")
  func crossModule() throws {
    let compiler = try #require(compiler)
    try compiler.withScratchDirectory { directory in
      let library = try compiler.emitModule(
        named: "Routes",
        source: """
          import CasePaths

          @CasePathable @dynamicMemberLookup
          public enum Route: Equatable {
            case home
            case detail(id: Int, title: String = "")
            @available(*, deprecated, message: "Use detail") case legacy(Int)
            case settings(Settings)
          }

          @CasePathable
          public enum Settings: Equatable { case profile(name: String), logOut }

          @CasePathable
          public enum Page<Element: Hashable>: Equatable { case items([Element]), empty }
          """,
        into: directory)
      #expect(library.status == 0, "\(library.text)")
      #expect(library.diagnostics.isEmpty, "\(library.text)")

      let client = try compiler.typecheck(
        """
        import CasePaths
        import Routes

        func use(_ route: Route) -> [String?] {
          let name: CaseKeyPath<Route, String> = \\.settings.profile
          let embedded: Route = name("Blob")
          var copy = route
          copy[case: \\.detail] = (id: 2, title: "x")
          let page = Page<Int>.items([1])
          switch route {
          case \\.settings.logOut: break
          default: break
          }
          return [
            route.detail?.title, embedded[case: \\.settings.profile], "\\(Array(Route.allCasePaths).count)",
            "\\(route.is(\\.home))", "\\(route.case)", "\\(page[case: \\.items] ?? [])",
            "\\(Route.allCasePaths.settings.extract(from: copy) as Settings?)",
          ]
        }
        """,
        importPaths: [directory])
      #expect(client.status == 0, "\(client.text)")
      #expect(client.diagnostics.isEmpty, "\(client.text)")
    }
  }

  @Test("Under -default-isolation MainActor the conformance is usable off the main actor; deprecations warn nothing")
  func defaultMainActorIsolation() throws {
    let output = try #require(
      try compiler?.typecheck(
        """
        import CasePaths

        @CasePathable @dynamicMemberLookup
        enum Action: Equatable {
          case load(page: Int)
          @available(*, deprecated) case legacy
          case child(Child)
        }

        @CasePathable
        enum Child: Equatable { case tap }

        @available(*, deprecated, message: "Old")
        @CasePathable
        enum Retired { case gone(Int) }

        nonisolated func extract(_ action: Action) async -> (Int?, Bool, Int) {
          (action.load, action.is(\\.child.tap), Array(Action.allCasePaths).count)
        }
        """,
        flags: ["-default-isolation", "MainActor"]))
    #expect(output.status == 0, "\(output.text)")
    #expect(output.diagnostics.isEmpty, "\(output.text)")
  }
}

#if os(Linux)
  /// On Linux (CI) the suite above must run, not be skipped.
  @Test("The compiler harness finds swiftc and this build's products on Linux")
  func compilerHarnessIsAvailable() {
    #expect(SwiftCompiler.located != nil)
  }
#endif
