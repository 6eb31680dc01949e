import ConcurrencyExtras
import IssueReporting

/// A clock that reports an issue when it is used.
///
/// Give it to code under test when the flow you exercise should not touch time at all. If the code
/// reads `now` or sleeps, the test fails with "Unimplemented: <name>.now" or
/// "Unimplemented: <name>.sleep", pointing at the line that created the clock. Each of these is
/// reported once per clock: one forgotten clock is one failure, not one per tick.
///
/// After reporting, the clock behaves like an ``ImmediateClock``, so the code under test keeps
/// running, up to its first sleep: the first sleep returns at once, and every later one throws
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
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// A point in time on ``UnimplementedClock``: an offset from the clock's zero.
  public typealias Instant = OffsetInstant<Duration>

  /// The clock's name, shown in the issues it reports.
  public let name: String

  private let base: ImmediateClock<Duration>
  private let usage = LockIsolated(Usage())
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates an unimplemented clock.
  ///
  /// - Parameters:
  ///   - name: The name shown in reported issues, such as `"FeatureModel.clock"`.
  ///   - now: The time the clock reports (after reporting an issue) before any sleep.
  ///   - fileID: The file ID issues point at; where the clock is created by default.
  ///   - filePath: The file path issues point at.
  ///   - line: The line issues point at.
  ///   - column: The column issues point at.
  public convenience init(
    name: String = "Clock",
    now: Instant = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, start: now, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private init(
    name: String,
    start: Instant,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.name = name
    self.base = ImmediateClock(now: .init(offset: start.offset))
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports an issue (the first time only), then returns the clock's time.
  public var now: Instant {
    report("now")
    return Instant(offset: base.now.offset)
  }

  /// Reports an issue (the first time only), then returns zero.
  public var minimumResolution: Duration {
    report("minimumResolution")
    return .zero
  }

  /// Reports an issue (the first time only); the clock's first sleep then behaves like
  /// ``ImmediateClock/sleep(until:tolerance:)``, moving `now` to `deadline` and returning without
  /// waiting, and every later sleep throws, ending the loop it is in.
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
  /// Creates an unimplemented clock measured in `Swift.Duration`.
  ///
  /// Lets the duration type be inferred: `UnimplementedClock(name: "FeatureModel.clock")`.
  ///
  /// - Parameters:
  ///   - name: The name shown in reported issues, such as `"FeatureModel.clock"`.
  ///   - now: The time the clock reports (after reporting an issue) before any sleep.
  ///   - fileID: The file ID issues point at; where the clock is created by default.
  ///   - filePath: The file path issues point at.
  ///   - line: The line issues point at.
  ///   - column: The column issues point at.
  public convenience init(
    name: String = "Clock",
    now: Instant = .init(),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, start: now, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A new unimplemented clock named "Clock".
  ///
  /// ```swift
  /// let model = CounterModel(clock: .unimplemented)
  /// ```
  ///
  /// Issues point at this library rather than at your test; create an ``UnimplementedClock``
  /// directly to have them point at your code.
  public static var unimplemented: Self {
    UnimplementedClock()
  }
}
