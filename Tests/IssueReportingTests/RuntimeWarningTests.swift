import Foundation
import Testing

@testable import IssueReporting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(.serialized)
struct RuntimeWarningTests {
  @Test func textNamesTheLocationAndTheMessage() {
    let location = IssueLocation(fileID: "App/Feature.swift", filePath: "/x/App/Feature.swift", line: 12, column: 5)
    #expect(
      RuntimeWarning.text(message: "Effect failed", location: location)
        == "[OpenTCA] runtime warning: App/Feature.swift:12:5: Effect failed\n"
    )
    #expect(
      RuntimeWarning.text(message: "", location: location)
        == "[OpenTCA] runtime warning: App/Feature.swift:12:5: An issue was reported.\n"
    )
  }

  @Test func outsideTestsTheIssueGoesToStandardError() throws {
    let output = try captureStandardError {
      IssueRouter.deliver(
        message: "outside of tests",
        location: IssueLocation(fileID: "App/Main.swift", filePath: "/App/Main.swift", line: 3, column: 1),
        context: .none
      )
    }
    #expect(output.contains("[OpenTCA] runtime warning: App/Main.swift:3:1: outside of tests"))
  }

  @Test func aTestProcessWithoutCurrentTestAlsoWarnsOnStandardError() throws {
    let output = try captureStandardError {
      IssueRouter.deliver(
        message: "no current test",
        location: IssueLocation(fileID: "App/Main.swift", filePath: "/App/Main.swift", line: 9, column: 2),
        context: .testProcessWithoutCurrentTest
      )
    }
    #expect(output.contains("App/Main.swift:9:2: no current test"))
  }

  private func captureStandardError(_ body: () -> Void) throws -> String {
    var fds: [Int32] = [0, 0]
    try #require(pipe(&fds) == 0)
    let saved = dup(2)
    try #require(saved >= 0)
    dup2(fds[1], 2)
    body()
    dup2(saved, 2)
    close(saved)
    close(fds[1])
    let data = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
  }
}
