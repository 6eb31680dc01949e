import Foundation
import IssueReporting
import Testing

// The forms without a placeholder are deprecated (as in XCTestDynamicOverlay): exercised from
// deprecated functions, so the build stays free of warnings.

private enum Theme: CaseIterable, Equatable {
  case light
  case dark
}

private struct Tag: RawRepresentable, Equatable {
  var rawValue: String
}

/// Whether an issue reads as an unimplemented report of `description`.
private func isUnimplemented(_ issue: Issue, _ description: String, invokedWith arguments: String? = nil)
  -> Bool
{
  guard let text = issue.comments.first?.rawValue else { return false }
  guard text.hasPrefix("Unimplemented: \(description) …") else { return false }
  guard let arguments else { return !text.contains("Invoked with") }
  return text.hasSuffix("Invoked with:\n    \(arguments)")
}

@Suite("unimplemented without a placeholder (issue 27)")
struct UnimplementedWithoutPlaceholderTests {
  @available(*, deprecated)
  @Test("A value-returning unimplemented() reports, then returns a value made up for the type")
  func values() {
    withKnownIssue {
      let count: Int = unimplemented("Settings.count")
      let name: String = unimplemented("Settings.name")
      let ids: [Int] = unimplemented("Settings.ids")
      let flags: Set<String> = unimplemented("Settings.flags")
      let isOn: Bool = unimplemented("Settings.isOn")
      let ratio: Double = unimplemented("Settings.ratio")
      let user: String? = unimplemented("Settings.user")
      let theme: Theme = unimplemented("Settings.theme")
      let tag: Tag = unimplemented("Settings.tag")
      let data: Data = unimplemented("Settings.data")
      #expect(count == 0)
      #expect(name == "")
      #expect(ids == [])
      #expect(flags == [])
      #expect(isOn == false)
      #expect(ratio == 0)
      #expect(user == nil)
      #expect(theme == .light)
      #expect(tag == Tag(rawValue: ""))
      #expect(data.isEmpty)
    } matching: { issue in
      let text = issue.comments.first?.rawValue ?? ""
      return text.hasPrefix("Unimplemented: Settings.") && !text.contains("Invoked with")
    }
  }

  @available(*, deprecated)
  @Test("Each report names what is unimplemented and where it was defined")
  func reportText() {
    let line = #line + 2
    withKnownIssue {
      let _: Int = unimplemented("Client.count")
    } matching: { issue in
      isUnimplemented(issue, "Client.count")
        && issue.comments.first?.rawValue.contains("UnimplementedWithoutPlaceholderTests.swift:\(line)")
          == true
    }
  }

  @available(*, deprecated)
  @Test("A closure without a placeholder reports each call with its arguments, then returns a made-up value")
  func closures() async {
    let fetch: @Sendable (Int, String) -> [String] = unimplemented("Client.fetch")
    let track: @Sendable (String) -> Void = unimplemented("Client.track")
    let load: @Sendable (Int) async -> Theme = unimplemented("Client.load")
    withKnownIssue {
      #expect(fetch(42, "id") == [])
    } matching: { issue in
      isUnimplemented(issue, "Client.fetch", invokedWith: #"(42, "id")"#)
    }
    withKnownIssue {
      track("opened")
    } matching: { issue in
      isUnimplemented(issue, "Client.track", invokedWith: #""opened""#)
    }
    await withKnownIssue {
      #expect(await load(7) == .light)
    } matching: { issue in
      isUnimplemented(issue, "Client.load", invokedWith: "7")
    }
  }
}
