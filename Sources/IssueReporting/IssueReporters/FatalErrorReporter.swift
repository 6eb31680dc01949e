extension IssueReporter where Self == _FatalErrorReporter {
  /// A reporter that stops the program at the first issue, with its message.
  ///
  /// Only for code that chose it explicitly (a debug build that must not go on after misuse); the
  /// library never installs it:
  ///
  /// ```swift
  /// #if DEBUG
  ///   IssueReporters.current = [.fatalError]
  /// #endif
  /// ```
  public static var fatalError: Self { Self() }
}

/// The reporter behind ``IssueReporter/fatalError``.
public struct _FatalErrorReporter: IssueReporter {
  /// Creates the reporter; use ``IssueReporter/fatalError``.
  public init() {}

  /// Stops the program with the issue's message (`Issue reported` when it has none).
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let text = message() ?? ""
    // The user installed this reporter to stop here: it is their explicit choice, never a default.
    Swift.fatalError(text.isEmpty ? "Issue reported" : text, file: filePath, line: line)
  }
}
