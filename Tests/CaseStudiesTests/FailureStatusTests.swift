import CaseStudiesCore
import Testing

/// Point 2 of issue 31: lesson 2 (seed 001) shows the state it teaches: a cancelled request is
/// "cancelled", not "loaded" nor a failure; a failure keeps the earlier articles (as the seed's
/// reducer does) but marks them stale.
private let stale = "Elm, Redux, TCA (stale: from an earlier load)"
private let cancelled = "cancelled (not a failure: nothing to show)"

@MainActor
@Suite("Lesson 2 (seed 001): the status and the articles after every outcome")
struct FailureStatusTests {
  func shown(_ script: String) async throws -> (status: String, articles: String) {
    let lines = try await ScriptPlayer.run(script: script).split(separator: "\n").map(String.init)
    func field(_ name: String) throws -> String {
      let line = try #require(lines.first { $0.hasPrefix("│ \(name):") })
      return String(line.dropFirst("│ \(name):".count).dropLast()).trimmingCharacters(in: .whitespaces)
    }
    return (try field("status"), try field("articles"))
  }

  @Test("Every outcome, after nothing and after a success", arguments: [
    ("2", "idle", "–"),
    ("2l", "loading…", "–"),
    ("2l<wait 1s>", "loaded", "Elm, Redux, TCA"),
    ("2l<wait 100ms>c<wait 1s>", cancelled, "–"),
    ("2c", "idle", "–"),
    ("2ml<wait 1s>", "failed: You are offline.", "–"),
    ("2mmmr<wait 1s>c<wait 10s>", cancelled, "–"),
    // After a success: the articles stay, marked stale until the next success.
    ("2l<wait 1s>l", "loading…", stale),
    ("2l<wait 1s>l<wait 100ms>c<wait 1s>", cancelled, stale),
    ("2l<wait 1s>c", "loaded", "Elm, Redux, TCA"),
    ("2l<wait 1s>ml<wait 1s>", "failed: You are offline.", stale),
    ("2l<wait 1s>mmr<wait 10s>", "failed: Not authorised: sign in again.", stale),
    ("2l<wait 1s>ml<wait 1s>mmmml<wait 1s>", "loaded", "Elm, Redux, TCA"),
    ("2l<wait 1s>ml<wait 1s>l<wait 100ms>c", cancelled, stale),
    ("2l<wait 100ms>c<wait 1s>l<wait 1s>", "loaded", "Elm, Redux, TCA"),
  ])
  func outcome(script: String, status: String, articles: String) async throws {
    let shown = try await shown(script)
    #expect(shown.status == status)
    #expect(shown.articles == articles)
  }
}
