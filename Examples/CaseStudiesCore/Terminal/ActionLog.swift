import ComposableArchitecture
import Foundation

/// The app's action log: one entry per action reduced, with the state diff it made, in the style of
/// `_printChanges`. The terminal's live pane shows its tail; the script mode prints it whole.
public final class ActionLog: @unchecked Sendable {
  /// One reduced action, or a runtime warning of the library.
  public struct Entry: Equatable, Sendable {
    /// The action, on one line (for a warning: its text).
    public var action: String
    /// The state diff (`−` removed, `+` added lines, with context), or empty if nothing changed.
    public var diff: [String]
    /// Whether this is a runtime warning (such as OpenTCA's order diagnostics), not an action.
    public var isWarning = false

    /// Creates an entry.
    public init(action: String, diff: [String], isWarning: Bool = false) {
      self.action = action
      self.diff = diff
      self.isWarning = isWarning
    }
  }

  private let lock = NSLock()
  private var storage: [Entry] = []
  private var listener: (@Sendable () -> Void)?

  /// Creates an empty log.
  public init() {}

  /// Every entry, oldest first.
  public var entries: [Entry] {
    lock.withLock { storage }
  }

  /// Calls `listener` after each new entry (the terminal redraws then).
  public func onAppend(_ listener: @escaping @Sendable () -> Void) {
    lock.withLock { self.listener = listener }
  }

  /// Adds an entry.
  public func append(_ entry: Entry) {
    let listener = lock.withLock {
      storage.append(entry)
      return self.listener
    }
    listener?()
  }

  /// Adds a runtime warning (a line the library wrote to standard error).
  public func appendWarning(_ line: String) {
    let prefix = "[OpenTCA] runtime warning: "
    let text = line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
    append(Entry(action: text, diff: [], isWarning: true))
  }

  /// The whole log as `_printChanges` prints it.
  public var text: String {
    entries.map { entry in
      if entry.isWarning { return "runtime warning: " + entry.action }
      var lines = ["received action:", "  " + entry.action]
      lines += entry.diff.isEmpty ? ["  (No state changes)"] : entry.diff.map { "  " + $0 }
      return lines.joined(separator: "\n")
    }
    .joined(separator: "\n")
  }

  /// The last `count` lines of the live pane: each action (`▸ …`) followed by only its changed lines.
  ///
  /// A lesson's action is shown without its root wrapping, `CaseStudies.Action.destination(.presented(…))`,
  /// so that its payload fits: `▸ presented .run(.progress(50))`.
  /// A warning is shown as `⚠ …`, wrapped to `width`.
  public func paneLines(count: Int, width: Int = 78) -> [String] {
    var lines: [String] = []
    for entry in entries.suffix(count) {
      if entry.isWarning {
        lines += Self.wrapped("⚠ " + entry.action, width: width)
        continue
      }
      lines.append("▸ " + Self.shortened(entry.action))
      let changed = entry.diff.filter { $0.hasPrefix("−") || $0.hasPrefix("+") }
      lines += changed.isEmpty ? ["  (no state changes)"] : changed.map { "  " + $0 }
    }
    return Array(lines.suffix(count))
  }

  /// `text` split into lines of at most `width` characters, at spaces where possible; continuation
  /// lines are indented by two spaces.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if candidate.count <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = "  " + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The action without the root's presentation wrapping.
  static func shortened(_ action: String) -> String {
    let prefix = "CaseStudies.Action.destination(.presented("
    guard action.hasPrefix(prefix), action.hasSuffix("))") else { return action }
    return "presented " + action.dropFirst(prefix.count).dropLast(2)
  }
}

extension _ReducerPrinter {
  /// A printer that writes each change to `log` instead of standard output.
  public static func log(into log: ActionLog) -> Self {
    Self { action, oldState, newState in
      var actionText = ""
      CustomDump.customDump(action, to: &actionText)
      let oneLine = actionText.split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .joined()
        .replacingOccurrences(of: ",", with: ", ")
        .replacingOccurrences(of: ",  ", with: ", ")
      let difference = diff(oldState, newState, format: .proportional)
      let lines = difference.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
      log.append(ActionLog.Entry(action: oneLine, diff: lines))
    }
  }
}
