/// Records issues into Swift Testing without linking it, through the entry points its library exports.
///
/// Swift Testing's types (`Test`, `Comment`, `SourceLocation`, `Issue`) are resilient: their layout is
/// known only at run time, through their type metadata, and they are always passed to and returned from
/// its functions indirectly. So this bridge fetches each type's metadata, opens it as a generic parameter,
/// and lets the compiler's generic machinery copy and destroy values of those types, while the calls
/// themselves pass and return them through a raw buffer that is larger than any of them.
enum SwiftTestingBridge {
  /// Whether Swift Testing is running a test in the current task.
  static var hasCurrentTest: Bool {
    guard
      let entry = symbols,
      let testType = entry.metadata(entry.testMetadataAccessor)
    else { return false }
    return currentTestIsSome(testType, getter: entry.currentTestGetter)
  }

  /// The test Swift Testing is running in the current task, as an opaque value (of Swift Testing's
  /// `Test` type), or `nil` when there is none.
  static var currentTest: Any? {
    guard
      let entry = symbols,
      let testType = entry.metadata(entry.testMetadataAccessor)
    else { return nil }
    return currentTestValue(testType, getter: entry.currentTestGetter)
  }

  /// Records an issue in the current Swift Testing test. Returns `false` when Swift Testing is not
  /// loaded or its entry points could not be found, in which case nothing was recorded.
  ///
  /// A `.warning` is recorded with Swift Testing's warning severity (it does not fail the test) when
  /// the loaded Swift Testing has `Issue.Severity` (Swift 6.3 and later); with an older one it is
  /// recorded as an ordinary issue, as every issue was before severities existed.
  static func record(
    message: String, severity: IssueSeverity = .error, location: IssueLocation
  ) -> Bool {
    guard
      let entry = symbols,
      let commentType = entry.metadata(entry.commentMetadataAccessor),
      let locationType = entry.metadata(entry.sourceLocationMetadataAccessor),
      let issueType = entry.metadata(entry.issueMetadataAccessor)
    else { return false }
    if severity == .warning, let warning = entry.warningSeverity,
      let severityType = entry.metadata(warning.metadataAccessor),
      recordWarning(
        commentType, locationType, issueType, severityType, entry: entry, warning: warning,
        message: message, location: location
      )
    {
      return true
    }
    return record(
      commentType, locationType, issueType, entry: entry, message: message, location: location
    )
  }

  /// Whether the loaded Swift Testing can record an issue with warning severity.
  static var supportsWarningSeverity: Bool { symbols?.warningSeverity != nil }

  /// Records a caught error in the current Swift Testing test, with the message as its comment.
  /// Returns `false` when Swift Testing's entry points could not be found.
  static func record(error: any Error, message: String?, location: IssueLocation) -> Bool {
    guard
      let entry = symbols,
      let recordError = entry.recordError,
      let commentType = entry.metadata(entry.commentMetadataAccessor),
      let locationType = entry.metadata(entry.sourceLocationMetadataAccessor),
      let issueType = entry.metadata(entry.issueMetadataAccessor)
    else { return false }
    return recordCaughtError(
      commentType, locationType, issueType, entry: entry, function: recordError, error: error,
      message: message, location: location
    )
  }

  /// Runs `body` inside Swift Testing's `withKnownIssue`, so issues it records (and an error it
  /// throws) are known issues. Unless `isIntermittent`, Swift Testing itself records "Known issue
  /// was not recorded" when `body` records none. Returns `false` (without running `body`) when Swift
  /// Testing's entry points are missing.
  static func withKnownIssue(
    message: String?, isIntermittent: Bool = true, location: IssueLocation,
    _ body: () throws -> Void
  ) -> Bool {
    guard
      let entry = symbols,
      let withKnownIssue = entry.withKnownIssue,
      let commentType = entry.metadata(entry.commentMetadataAccessor),
      let locationType = entry.metadata(entry.sourceLocationMetadataAccessor)
    else { return false }
    return runKnownIssue(
      commentType, locationType, entry: entry, function: withKnownIssue, message: message,
      isIntermittent: isIntermittent, location: location, body
    )
  }

  /// Runs `body` inside Swift Testing's `withKnownIssue(_:isIntermittent:sourceLocation:_:when:matching:)`
  /// with a matcher that calls `observer` and matches nothing: every issue recorded in `body`, or
  /// in a task `body` creates (the scope is task-local and inherited), is recorded as usual, and
  /// `observer` learns of it. Returns `false` (without running `body`) when the entry point is
  /// missing.
  static func observeIssues(
    _ observer: @escaping @Sendable () -> Void, location: IssueLocation, _ body: () -> Void
  ) -> Bool {
    guard
      let entry = symbols,
      let withKnownIssue = entry.withKnownIssueMatching,
      let commentType = entry.metadata(entry.commentMetadataAccessor),
      let locationType = entry.metadata(entry.sourceLocationMetadataAccessor)
    else { return false }
    return observeIssues(
      commentType, locationType, entry: entry, function: withKnownIssue, observer: observer,
      location: location, body
    )
  }

  // MARK: - Entry points

  private typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)
  private typealias CurrentTestGetter = @convention(thin) () -> OpaqueBuffer
  private typealias CommentInit = @convention(thin) (consuming String) -> OpaqueBuffer
  private typealias SourceLocationInit = @convention(thin) (
    consuming String, consuming String, Int, Int
  ) -> OpaqueBuffer
  private typealias RecordIssue = @convention(thin) (UnsafeRawPointer, UnsafeRawPointer) ->
    OpaqueBuffer
  /// `Issue.record(_: any Error, _: Comment?, sourceLocation: SourceLocation) -> Issue`
  private typealias RecordError = @convention(thin) (
    any Error, UnsafeRawPointer, UnsafeRawPointer
  ) -> OpaqueBuffer
  /// `withKnownIssue(_: Comment?, isIntermittent: Bool, sourceLocation: SourceLocation, _: () throws -> Void)`
  /// `Issue.record(_: Comment?, severity: Issue.Severity, sourceLocation: SourceLocation) -> Issue`
  private typealias RecordWithSeverity = @convention(thin) (
    UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer
  ) -> OpaqueBuffer
  private typealias WithKnownIssue = @convention(thin) (
    UnsafeRawPointer, Bool, UnsafeRawPointer, () throws -> Void
  ) -> Void

  /// `withKnownIssue(_: Comment?, isIntermittent: Bool, sourceLocation: SourceLocation,
  /// _: () throws -> Void, when: () -> Bool, matching: @escaping @Sendable (Issue) -> Bool) throws`;
  /// the matcher receives the resilient `Issue` indirectly, as a pointer.
  private typealias WithKnownIssueMatching = @convention(thin) (
    UnsafeRawPointer, Bool, UnsafeRawPointer, () throws -> Void, () -> Bool,
    @escaping @Sendable (UnsafeRawPointer) -> Bool
  ) throws -> Void

  private struct EntryPoints: @unchecked Sendable {
    let testMetadataAccessor: MetadataAccessor
    let commentMetadataAccessor: MetadataAccessor
    let sourceLocationMetadataAccessor: MetadataAccessor
    let issueMetadataAccessor: MetadataAccessor
    let currentTestGetter: CurrentTestGetter
    let commentInit: CommentInit
    let sourceLocationInit: SourceLocationInit
    let recordIssue: RecordIssue
    let withKnownIssue: WithKnownIssue?
    let withKnownIssueMatching: WithKnownIssueMatching?
    let recordError: RecordError?
    let warningSeverity: WarningSeverity?

    func metadata(_ accessor: MetadataAccessor) -> Any.Type? {
      // Request 0: complete metadata.
      guard let pointer = accessor(0).0 else { return nil }
      return unsafeBitCast(pointer, to: Any.Type.self)
    }
  }

  /// What recording a warning takes: `Issue.Severity`'s metadata, the tag of its `warning` case (a
  /// resilient enum's case tags are exported), and the recording function that takes a severity.
  private struct WarningSeverity {
    let metadataAccessor: MetadataAccessor
    let tag: Int32
    let record: RecordWithSeverity
  }

  private static let symbols: EntryPoints? = {
    func lookUp<F>(_ name: String, as type: F.Type) -> F? {
      guard let address = DynamicSymbol.address(name) else { return nil }
      return unsafeBitCast(address, to: type)
    }
    guard
      let testMetadata = lookUp("$s7Testing4TestVMa", as: MetadataAccessor.self),
      let commentMetadata = lookUp("$s7Testing7CommentVMa", as: MetadataAccessor.self),
      let locationMetadata = lookUp("$s7Testing14SourceLocationVMa", as: MetadataAccessor.self),
      let issueMetadata = lookUp("$s7Testing5IssueVMa", as: MetadataAccessor.self),
      let current = lookUp("$s7Testing4TestV7currentACSgvgZ", as: CurrentTestGetter.self),
      let comment = lookUp("$s7Testing7CommentV8rawValueACSS_tcfC", as: CommentInit.self),
      let location =
        lookUp(
          "$s7Testing14SourceLocationV17__uncheckedFileID8filePath4line6columnACSS_SSS2itcfC",
          as: SourceLocationInit.self
        )
        ?? lookUp(
          "$s7Testing14SourceLocationV6fileID0D4Path4line6columnACSS_SSS2itcfC",
          as: SourceLocationInit.self
        ),
      let record = lookUp(
        "$s7Testing5IssueV6record_14sourceLocationAcA7CommentVSg_AA06SourceE0VtFZ",
        as: RecordIssue.self
      )
    else { return nil }
    return EntryPoints(
      testMetadataAccessor: testMetadata,
      commentMetadataAccessor: commentMetadata,
      sourceLocationMetadataAccessor: locationMetadata,
      issueMetadataAccessor: issueMetadata,
      currentTestGetter: current,
      commentInit: comment,
      sourceLocationInit: location,
      recordIssue: record,
      withKnownIssue: lookUp(
        "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_yAA7CommentVSg_SbAA06SourceH0VyyKXEtF",
        as: WithKnownIssue.self
      ),
      withKnownIssueMatching: lookUp(
        "$s7Testing14withKnownIssue_14isIntermittent14sourceLocation_4when8matchingyAA7CommentVSg_SbAA06SourceH0VyyKXESbyXESbAA0D0VYbctKF",
        as: WithKnownIssueMatching.self
      ),
      recordError: lookUp(
        "$s7Testing5IssueV6record__14sourceLocationACs5Error_p_AA7CommentVSgAA06SourceE0VtFZ",
        as: RecordError.self
      ),
      warningSeverity: {
        guard
          let accessor = lookUp("$s7Testing5IssueV8SeverityOMa", as: MetadataAccessor.self),
          let tag = DynamicSymbol.address("$s7Testing5IssueV8SeverityO7warningyA2EmFWC"),
          let record = lookUp(
            "$s7Testing5IssueV6record_8severity14sourceLocationAcA7CommentVSg_AC8SeverityOAA06SourceF0VtFZ",
            as: RecordWithSeverity.self
          )
        else { return nil }
        return WarningSeverity(
          metadataAccessor: accessor, tag: tag.load(as: Int32.self), record: record
        )
      }()
    )
  }()

  // MARK: - Generic helpers (the opened types stand for Swift Testing's own)

  private static func fits<T>(_: T.Type) -> Bool {
    MemoryLayout<T>.size <= MemoryLayout<OpaqueBuffer>.size
      && MemoryLayout<T>.alignment <= MemoryLayout<OpaqueBuffer>.alignment
  }

  private static func currentTestIsSome<Test>(_: Test.Type, getter: CurrentTestGetter) -> Bool {
    guard fits(Test?.self) else { return false }
    var buffer = getter()
    return withUnsafeMutableBytes(of: &buffer) { raw -> Bool in
      guard let base = raw.baseAddress else { return false }
      let current = base.assumingMemoryBound(to: Test?.self)
      let isSome = current.pointee != nil
      current.deinitialize(count: 1)
      return isSome
    }
  }

  private static func currentTestValue<Test>(_: Test.Type, getter: CurrentTestGetter) -> Any? {
    guard fits(Test?.self) else { return nil }
    var buffer = getter()
    return withUnsafeMutableBytes(of: &buffer) { raw -> Any? in
      guard let base = raw.baseAddress else { return nil }
      let current = base.assumingMemoryBound(to: Test?.self)
      let value = current.pointee.map { $0 as Any }
      current.deinitialize(count: 1)
      return value
    }
  }

  private static func runKnownIssue<Comment, SourceLocation>(
    _: Comment.Type, _: SourceLocation.Type, entry: EntryPoints, function: WithKnownIssue,
    message: String?, isIntermittent: Bool, location: IssueLocation, _ body: () throws -> Void
  ) -> Bool {
    withCommentAndLocation(
      Comment.self, SourceLocation.self, entry: entry, message: message, location: location
    ) { comment, sourceLocation in
      function(comment, isIntermittent, sourceLocation, body)
    }
  }

  private static func observeIssues<Comment, SourceLocation>(
    _: Comment.Type, _: SourceLocation.Type, entry: EntryPoints, function: WithKnownIssueMatching,
    observer: @escaping @Sendable () -> Void, location: IssueLocation, _ body: () -> Void
  ) -> Bool {
    withCommentAndLocation(
      Comment.self, SourceLocation.self, entry: entry, message: nil, location: location
    ) { comment, sourceLocation in
      // The body throws nothing, so neither does the call.
      try? function(
        comment, true, sourceLocation, body, { true },
        { _ in
          observer()
          return false
        })
    }
  }

  private static func recordCaughtError<Comment, SourceLocation, Issue>(
    _: Comment.Type, _: SourceLocation.Type, _: Issue.Type, entry: EntryPoints,
    function: RecordError, error: any Error, message: String?, location: IssueLocation
  ) -> Bool {
    guard fits(Issue.self) else { return false }
    return withCommentAndLocation(
      Comment.self, SourceLocation.self, entry: entry, message: message, location: location
    ) { comment, sourceLocation in
      var issueBuffer = function(error, comment, sourceLocation)
      destroy(&issueBuffer, as: Issue.self)
    }
  }

  private static func recordWarning<Comment, SourceLocation, Issue, Severity>(
    _: Comment.Type, _: SourceLocation.Type, _: Issue.Type, _: Severity.Type,
    entry: EntryPoints, warning: WarningSeverity, message: String, location: IssueLocation
  ) -> Bool {
    // `Issue.Severity` has no payloads: its value is its case tag, in one byte.
    guard fits(Issue.self), MemoryLayout<Severity>.size == 1, (0..<256).contains(warning.tag)
    else { return false }
    let severity = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    defer { severity.deallocate() }
    severity.storeBytes(of: UInt8(warning.tag), as: UInt8.self)
    return withCommentAndLocation(
      Comment.self, SourceLocation.self, entry: entry, message: message.isEmpty ? nil : message,
      location: location
    ) { comment, sourceLocation in
      var issueBuffer = warning.record(comment, UnsafeRawPointer(severity), sourceLocation)
      destroy(&issueBuffer, as: Issue.self)
    }
  }

  private static func record<Comment, SourceLocation, Issue>(
    _: Comment.Type, _: SourceLocation.Type, _: Issue.Type,
    entry: EntryPoints, message: String, location: IssueLocation
  ) -> Bool {
    guard fits(Issue.self) else { return false }
    // No comment for an empty message, as Point-Free's.
    return withCommentAndLocation(
      Comment.self, SourceLocation.self, entry: entry, message: message.isEmpty ? nil : message,
      location: location
    ) { comment, sourceLocation in
      var issueBuffer = entry.recordIssue(comment, sourceLocation)
      destroy(&issueBuffer, as: Issue.self)
    }
  }

  /// Runs `body` with Swift Testing's `Comment?` holding `message` (`nil` without one) and its
  /// `SourceLocation` for `location`, both built in place and destroyed after `body`.
  ///
  /// - Returns: Whether `body` ran (`false` when the types do not fit the bridge's buffers).
  private static func withCommentAndLocation<Comment, SourceLocation>(
    _: Comment.Type, _: SourceLocation.Type, entry: EntryPoints, message: String?,
    location: IssueLocation,
    _ body: (_ comment: UnsafeRawPointer, _ sourceLocation: UnsafeRawPointer) -> Void
  ) -> Bool {
    guard fits(Comment?.self), fits(SourceLocation.self) else { return false }
    let comment = UnsafeMutablePointer<Comment?>.allocate(capacity: 1)
    defer { comment.deallocate() }
    if let message {
      var commentBuffer = entry.commentInit(message)
      withUnsafeMutableBytes(of: &commentBuffer) { raw in
        if let base = raw.baseAddress {
          comment.initialize(to: base.assumingMemoryBound(to: Comment.self).move())
        } else {
          comment.initialize(to: nil)
        }
      }
    } else {
      comment.initialize(to: nil)
    }
    defer { comment.deinitialize(count: 1) }
    var locationBuffer = entry.sourceLocationInit(
      location.fileID.description, location.filePath.description, Int(location.line),
      Int(location.column)
    )
    return withUnsafeMutableBytes(of: &locationBuffer) { raw -> Bool in
      guard let sourceLocation = raw.baseAddress else { return false }
      defer { sourceLocation.assumingMemoryBound(to: SourceLocation.self).deinitialize(count: 1) }
      body(UnsafeRawPointer(comment), UnsafeRawPointer(sourceLocation))
      return true
    }
  }

  /// Destroys the Swift Testing `Issue` a recording function returned in `buffer`.
  private static func destroy<Issue>(_ buffer: inout OpaqueBuffer, as _: Issue.Type) {
    withUnsafeMutableBytes(of: &buffer) { issue in
      _ = issue.baseAddress?.assumingMemoryBound(to: Issue.self).deinitialize(count: 1)
    }
  }
}

/// Raw storage larger than any Swift Testing value the bridge handles. Being larger than four machine
/// words, it is returned indirectly, exactly as a resilient type is, so a function returning one of
/// Swift Testing's resilient types can be called as if it returned this buffer.
private struct OpaqueBuffer {
  typealias Row = (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  )
  var rows: (Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row, Row)
}
