// `import XCTestDynamicOverlay` brings IssueReporting with it, as Point-Free's module does: code
// written against the older module name finds `reportIssue`, `unimplemented` and `isTesting` there.
@_exported import IssueReporting
