import ConcurrencyExtras
import IssueReporting

/// A clock that reports an issue when it is used.
///
/// Give it to code under test when the flow you exercise should not touch time at all. If the code
/// reads `now` or sleeps, the test fails with "Unimplemented: <name>.now" or
/// "Unimplemented: <name>.sleep", pointing at the line that created the clock. Each of these is
/// reported once per clock: one forgotten clock is one failure, not one per tick.
///
/// After reporting, the clock behaves like the clock it wraps (an ``ImmediateClock`` unless you pass
/// another to ``init(_:name:fileID:filePath:line:column:)``), so the code under test keeps running,
/// up to its first sleep: the first sleep goes to the wrapped clock (returning at once on an
/// immediate clock), and every later one throws
/// `CancellationError`. Without that, a timer or a polling loop on an immediate clock would spin
/// without end, flooding the failing test with ticks; this way its loop ends (`.run` effects end
/// quietly on cancellation, and a `clock.timer(interval:)` sequence ends).
///
/// ```swift
/// @Test func incrementDoesNotUseTime() {
///   let model = CounterModel(clock: UnimplementedClock(name: "CounterModel.clock"))
///   model.incrementButtonTapped()
///   #expect(model.count == 1)
/// }
/// ```
///
/// Like Point-Free's, it is a struct; its copies share what was reported and whether it slept.
public struct UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock {
  /// The clock's name, shown in the issues it reports.
  public let name: String

  private let base: AnyClock<Duration>
  private let usage = LockIsolated(Usage())
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates an unimplemented clock that, after reporting each use, forwards it to `base`.
  ///
  /// ```swift
  /// let clock = UnimplementedClock(ContinuousClock(), name: "FeatureModel.clock")
  /// ```
  ///
  /// - Parameters:
  ///   - base: The clock used once an issue is reported.
  ///   - name: The name shown in reported issues; the wrapped clock's type name by default.
  ///   - fileID: The file ID issues point at; where the clock is created by default.
  ///   - filePath: The file path issues point at.
  ///   - line: The line issues point at.
  ///   - column: The column issues point at.
  public init<C: Clock>(
    _ base: C,
    name: String = "\(C.self)",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where C.Duration == Duration {
    self.base = AnyClock(base)
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Creates an unimplemented clock over an ``ImmediateClock`` starting at `now`.
  ///
  /// - Parameters:
  ///   - name: The name shown in reported issues, such as `"FeatureModel.clock"`.
  ///   - now: The starting time of the immediate clock used after an issue is reported.
  ///   - fileID: The file ID issues point at; where the clock is created by default.
  ///   - filePath: The file path issues point at.
  ///   - line: The line issues point at.
  ///   - column: The column issues point at.
  public init(
    name: String = "Clock",
    now: ImmediateClock<Duration>.Instant = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      ImmediateClock(now: now), name: name, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Reports an issue (the first time only), then returns the wrapped clock's time.
  public var now: Instant {
    report("now")
    return Instant(offset: base.now.offset)
  }

  /// Reports an issue (the first time only), then returns the wrapped clock's resolution.
  public var minimumResolution: Duration {
    report("minimumResolution")
    return base.minimumResolution
  }

  /// Reports an issue (the first time only); the clock's first sleep then goes to the wrapped
  /// clock (on an ``ImmediateClock``, moving its `now` to `deadline` and returning without waiting),
  /// and every later sleep throws, ending the loop it is in.
  ///
  /// - Throws: `CancellationError` if the current task is cancelled, or when the clock already slept.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    report("sleep")
    let isFirstSleep = usage.withValue { usage in
      defer { usage.hasSlept = true }
      return !usage.hasSlept
    }
    guard isFirstSleep else { throw CancellationError() }
    try await base.sleep(until: .init(offset: deadline.offset), tolerance: tolerance)
  }

  /// What the clock was used for so far: the endpoints reported, and whether it slept.
  private struct Usage {
    var reported: Set<String> = []
    var hasSlept = false
  }

  private func report(_ endpoint: String) {
    guard usage.withValue({ $0.reported.insert(endpoint).inserted }) else { return }
    reportIssue(
      "Unimplemented: \(name).\(endpoint)",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// Creates an unimplemented clock measured in `Swift.Duration`, named `name`.
  ///
  /// Lets the duration type be inferred: `UnimplementedClock(name: "FeatureModel.clock")`.
  ///
  /// - Parameter name: The name shown in reported issues, such as `"FeatureModel.clock"`.
  public init(name: String = "Clock") {
    self.init(name: name, now: .init())
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A new unimplemented clock named "Clock", whose issues point at the caller.
  ///
  /// ```swift
  /// let model = CounterModel(clock: .unimplemented())
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID issues point at; the caller's by default.
  ///   - filePath: The file path issues point at.
  ///   - line: The line issues point at.
  ///   - column: The column issues point at.
  /// - Returns: An ``UnimplementedClock``.
  public static func unimplemented(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    UnimplementedClock(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A new unimplemented clock named "Clock" (the spelling of swift-clocks before 1.0; today's is
  /// ``unimplemented(fileID:filePath:line:column:)``).
  ///
  /// Issues point at this library rather than at your test; call `.unimplemented()` to have them
  /// point at your code.
  public static var unimplemented: Self {
    UnimplementedClock()
  }
}
