import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension IssueReporter where Self == _BreakpointReporter {
  /// A reporter that stops in the debugger at each issue, after writing it to standard error.
  ///
  /// ```swift
  /// IssueReporters.current = [.default, .breakpoint]
  /// ```
  ///
  /// Without a debugger attached it only writes the issue: a breakpoint trap with nothing to catch it
  /// would end the program.
  public static var breakpoint: Self { Self() }
}

/// The reporter behind ``IssueReporter/breakpoint``.
@_documentation(visibility: public)
public struct _BreakpointReporter: IssueReporter {
  /// Creates the reporter; use ``IssueReporter/breakpoint``.
  public init() {}

  /// Writes the issue to standard error, then traps into the debugger when one is attached.
  public func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let attached = DebuggerDetection.isAttached
    var text = "\(fileID):\(line): \(message() ?? "")\n"
    if attached {
      text += "\nCaught debug breakpoint. Type \"continue\" (\"c\") to resume execution.\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
    if attached {
      raise(SIGTRAP)
    }
  }
}

/// Whether a debugger is tracing this process.
enum DebuggerDetection {
  static var isAttached: Bool {
    #if canImport(Darwin)
      var info = kinfo_proc()
      var size = MemoryLayout<kinfo_proc>.size
      var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, getpid()]
      guard sysctl(&name, 4, &info, &size, nil, 0) == 0 else { return false }
      return info.kp_proc.p_flag & P_TRACED != 0
    #else
      // Linux: `TracerPid:` in /proc/self/status is the tracer's pid, 0 when none.
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return false
      }
      for line in status.split(separator: "\n") where line.hasPrefix("TracerPid:") {
        let pid = line.dropFirst("TracerPid:".count).trimmingCharacters(in: .whitespaces)
        return pid != "0"
      }
      return false
    #endif
  }
}
