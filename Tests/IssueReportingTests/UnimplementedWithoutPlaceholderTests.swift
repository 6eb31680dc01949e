import Foundation
import IssueReporting
import XCTestDynamicOverlay
import Testing

private enum Theme: Equatable, UnimplementedPlaceholder {
  case light
  case dark
  static var unimplementedPlaceholder: Theme { .light }
}

// The forms without a placeholder are deprecated (as Point-Free's): exercised from deprecated
// functions, so the build stays free of warnings.
@Suite("unimplemented without a placeholder (deprecated)")
struct UnimplementedWithoutPlaceholderTests {
  @available(*, deprecated)
  @Test("A value-returning unimplemented() reports, then returns the type's placeholder")
  func values() {
    let issues = withIssuesCollected {
      let count: Int = unimplemented("Settings.count")
      let name: String = unimplemented("Settings.name")
      let ids: [Int] = unimplemented("Settings.ids")
      let flags: Set<String> = unimplemented("Settings.flags")
      let table: [String: Int] = unimplemented("Settings.table")
      let isOn: Bool = unimplemented("Settings.isOn")
      let ratio: Double = unimplemented("Settings.ratio")
      let user: String? = unimplemented("Settings.user")
      let theme: Theme = unimplemented("Settings.theme")
      let data: Data = unimplemented("Settings.data")
      #expect(count == 0)
      #expect(name == "")
      #expect(ids == [])
      #expect(flags == [])
      #expect(table == [:])
      #expect(isOn == false)
      #expect(ratio == 0)
      #expect(user == nil)
      #expect(theme == .light)
      #expect(data.isEmpty)
    }
    let names = [
      "count", "name", "ids", "flags", "table", "isOn", "ratio", "user", "theme", "data",
    ]
    #expect(issues.count == names.count)
    for (issue, name) in zip(issues, names) {
      #expect(issue.hasPrefix("Unimplemented: Settings.\(name) …\n\n  Defined in 'values()' at:"))
      #expect(!issue.contains("Invoked with"))
    }
  }

  @available(*, deprecated)
  @Test("A closure without a placeholder reports each call with its arguments, then returns the placeholder")
  func closures() async {
    let fetch: @Sendable (Int, String) -> [String] = unimplemented("Client.fetch")
    let load: @Sendable (Int) async -> Theme = unimplemented("Client.load")
    let line = #line - 1
    let issues = await withIssuesCollected {
      #expect(fetch(42, "id") == [])
      #expect(await load(7) == .light)
    }
    #expect(
      issues == [
        """
        Unimplemented: Client.fetch …

          Defined in 'closures()' at:
            IssueReportingTests/UnimplementedWithoutPlaceholderTests.swift:\(line - 1)

          Invoked with:
            (42, "id")
        """,
        """
        Unimplemented: Client.load …

          Defined in 'closures()' at:
            IssueReportingTests/UnimplementedWithoutPlaceholderTests.swift:\(line)

          Invoked with:
            7
        """,
      ]
    )
  }

  @available(*, deprecated)
  @Test("They never take a Void or a throwing closure")
  func rankedBelowTheOrdinaryForms() {
    let void: @Sendable () -> Void = unimplemented("Client.void")
    let throwing: @Sendable () throws -> Int = unimplemented("Client.throwing")
    var threw = false
    let issues = withIssuesCollected {
      void()
      do { _ = try throwing() } catch { threw = error is UnimplementedFailure }
    }
    #expect(threw)
    #expect(issues.count == 2)
  }
}
