// `import Dependencies` brings the libraries its API is made of, as Point-Free's module does: the
// clocks (`TestClock`, `ImmediateClock`), the schedulers (`AnySchedulerOf`, `DispatchQueue.test`), the concurrency tools (`LockIsolated`, `ActorIsolated`,
// `withMainSerialExecutor`) and issue reporting (`reportIssue`, `withKnownIssue`-style helpers).
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
// IssueReporting also supplies `unimplemented` and `UnimplementedFailure`, as in Point-Free's
// swift-dependencies: one overload set and one error type for both imports.
@_exported import IssueReporting
// XCTestDynamicOverlay too, as Point-Free's module does: code written for the older overlay finds
// `XCTFail`, `XCTExpectFailure` and `XCTUnimplemented` through `import Dependencies`.
@_exported import XCTestDynamicOverlay
