// `import Dependencies` brings the libraries its API is made of, as Point-Free's module does: the
// clocks (`TestClock`, `ImmediateClock`), the schedulers (`AnySchedulerOf`, `DispatchQueue.test`), the concurrency tools (`LockIsolated`, `ActorIsolated`,
// `withMainSerialExecutor`) and issue reporting (`reportIssue`, `withKnownIssue`-style helpers).
@_exported import Clocks
@_exported import CombineSchedulers
@_exported import ConcurrencyExtras
@_exported import IssueReporting
