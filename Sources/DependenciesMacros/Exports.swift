// Generated code calls `IssueReporting.reportIssue` and throws `DependenciesMacros.Unimplemented`; these
// exports make both resolve in any file that imports `DependenciesMacros`.
@_exported import Dependencies
@_exported import IssueReporting
