import Testing
import XCTestDynamicOverlay

// `XCTUnimplemented` and `XCTUnimplementedFailure` are deprecated (as Point-Free's): exercised from
// deprecated functions, so the build stays free of warnings.
@Suite("XCTUnimplemented (deprecated)")
struct XCTUnimplementedTests {
  @available(*, deprecated)
  @Test("A closure made by XCTUnimplemented reports with its description, then returns the placeholder")
  func placeholderClosures() async {
    let theme: @Sendable (Int) -> String = XCTUnimplemented("Settings.theme", placeholder: "light")
    let load: @Sendable () async -> [Int] = XCTUnimplemented("Client.load", placeholder: [1])
    withKnownIssue {
      #expect(theme(3) == "light")
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Settings.theme …") == true
    }
    await withKnownIssue {
      #expect(await load() == [1])
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Client.load …") == true
    }
  }

  @available(*, deprecated)
  @Test("Without a placeholder, a closure returns the type's unimplemented placeholder")
  func closuresWithoutPlaceholder() async {
    let count: @Sendable () -> Int = XCTUnimplemented("Settings.count")
    let names: @Sendable (Int) async -> [String] = XCTUnimplemented("Client.names")
    withKnownIssue {
      #expect(count() == 0)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Settings.count …") == true
    }
    await withKnownIssue {
      #expect(await names(1) == [])
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Client.names …") == true
    }
  }

  @available(*, deprecated)
  @Test("Throwing closures report, then throw the failure under its old name")
  func throwingClosures() async {
    let fetch: @Sendable (Int) throws -> String = XCTUnimplemented("APIClient.fetch")
    let upload: @Sendable () async throws -> Int = XCTUnimplemented("APIClient.upload")
    withKnownIssue {
      #expect(throws: XCTUnimplementedFailure.self) { try fetch(1) }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: APIClient.fetch …") == true
    }
    await withKnownIssue {
      await #expect(throws: XCTUnimplementedFailure.self) { try await upload() }
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: APIClient.upload …") == true
    }
  }

  @available(*, deprecated)
  @Test("The unimplemented forms with a file: label come from this module")
  func fileLabelledUnimplemented() {
    let flag: @Sendable () -> Bool = unimplemented("Flags.isOn", file: #filePath, fileID: #fileID)
    withKnownIssue {
      #expect(flag() == false)
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("Unimplemented: Flags.isOn …") == true
    }
  }
}
