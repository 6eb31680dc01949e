import ConcurrencyExtras
@_spi(SharedChangeTracking) import Sharing
import Testing

// A report's header names a `Shared(value:)` by its description when that is short, and with the
// value abbreviated otherwise. The first line is Point-Free's one-line form (`'…': 0 → 1`, values as
// `String(reflecting:)` writes them); a value too long for it is abbreviated there, and its difference
// follows (issues 65 and 62).

struct ReportedSettings: Equatable {
  var name = "Blob"
  var isDarkMode = false
  var fontSize = 12
  var tags = ["a", "b", "c"]
}

@Suite("Shared values as reports name them")
struct SharedReportDescriptionTests {
  private static func unassertedReport(of change: () -> Void) -> String {
    let text = LockIsolated("")
    withKnownIssue {
      let tracker = SharedChangeTracker()
      tracker.track(change)
    } matching: { issue in
      text.setValue(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    return text.value.split(separator: "\n").first.map(String.init) ?? ""
  }

  @Test("A short value is named whole, as its description")
  func shortValue() {
    @Shared(value: 0) var count
    let header = Self.unassertedReport { $count.withLock { $0 += 1 } }
    #expect(header == "Tracked unasserted changes to 'Shared<Int>(value: 1)': 0 → 1")
  }

  @Test("A long value is abbreviated to its first level, not printed on one line")
  func longValue() {
    @Shared(value: ReportedSettings()) var settings
    let header = Self.unassertedReport { $settings.withLock { $0.fontSize = 14 } }
    #expect(
      header
        == "Tracked unasserted changes to 'Shared<ReportedSettings>(value: ReportedSettings(…))': SharingTests.ReportedSettings(…) → SharingTests.ReportedSettings(…)")
    // The description itself is unchanged.
    #expect($settings.description.contains("fontSize: 14, tags: [\"a\", \"b\", \"c\"])"))
  }
}
