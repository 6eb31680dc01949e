import ComposableArchitecture
import Foundation

/// The app's action log: one entry per action reduced, with the state diff it made, in the style of
/// `_printChanges`, and the life of the effects (started, finished, cancelled) that
/// `_printChanges(effects: true)` reports. The terminal's pane shows a window of it that can be
/// scrolled; the script mode prints it whole.
public final class ActionLog: @unchecked Sendable {
  /// One reduced action, one moment in the life of an effect, or a runtime warning of the library.
  public struct Entry: Equatable, Sendable {
    /// What an entry records.
    public enum Kind: Equatable, Sendable {
      /// An action the reducer received.
      case action
      /// An effect started, finished or was cancelled; `origin` is the action that returned it.
      case effect(origin: String)
      /// A runtime warning (such as OpenTCA's order diagnostics).
      case warning
    }

    /// The action, on one line; for an effect, the line `_printChanges` prints for it
    /// (`effect of … started`); for a warning, its text.
    public var action: String
    /// The state diff (`−` removed, `+` added lines, with context), or empty if nothing changed.
    public var diff: [String]
    /// What the entry records.
    public var kind: Kind

    /// Whether this is a runtime warning, not an action.
    public var isWarning: Bool { kind == .warning }

    /// Creates an entry.
    public init(action: String, diff: [String], kind: Kind = .action) {
      self.action = action
      self.diff = diff
      self.kind = kind
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
    append(Entry(action: text, diff: [], kind: .warning))
  }

  /// Adds an effect's start, end or cancellation, as `_printChanges(effects: true)` reports it.
  ///
  /// What an effect sends is not added: the action it sent is logged when it is received.
  public func appendEffectEvent(_ event: _EffectEvent) {
    switch event {
    case let .started(origin, _), let .finished(origin), let .cancelled(origin, _):
      append(Entry(action: event.description, diff: [], kind: .effect(origin: origin)))
    case .sent:
      return
    }
  }

  /// The whole log as `_printChanges(effects: true)` prints it.
  public var text: String {
    entries.map { entry in
      switch entry.kind {
      case .warning:
        return "runtime warning: " + entry.action
      case .effect:
        return entry.action
      case .action:
        var lines = ["received action:", "  " + entry.action]
        lines += entry.diff.isEmpty ? ["  (No state changes)"] : entry.diff.map { "  " + $0 }
        return lines.joined(separator: "\n")
      }
    }
    .joined(separator: "\n")
  }

  /// The lines of the pane (the last `count` of them, or all when `count` is `nil`): each action
  /// (`▸ …`) followed by only its changed lines; each effect event as `◦ effect of … started`; each
  /// warning as `⚠ …`. Effects and warnings are wrapped to `width`.
  ///
  /// A lesson's action is shown without its root wrapping, `CaseStudies.Action.destination(.presented(…))`,
  /// so that its payload fits: `▸ presented .run(.progress(50))`.
  public func paneLines(count: Int? = nil, width: Int = 78) -> [String] {
    var lines: [String] = []
    let shown = count.map { entries.suffix($0) } ?? entries[...]
    for entry in shown {
      switch entry.kind {
      case .warning:
        lines += Self.wrapped("⚠ " + entry.action, width: width)
      case let .effect(origin):
        let prefix = "effect of " + origin
        let text =
          entry.action.hasPrefix(prefix)
          ? "effect of " + Self.shortened(origin) + entry.action.dropFirst(prefix.count) : entry.action
        lines += Self.wrapped("◦ " + text, width: width)
      case .action:
        lines.append("▸ " + Self.shortened(entry.action))
        let changed = entry.diff.filter { $0.hasPrefix("−") || $0.hasPrefix("+") }
        lines += changed.isEmpty ? ["  (no state changes)"] : changed.map { "  " + $0 }
      }
    }
    return count.map { Array(lines.suffix($0)) } ?? lines
  }

  /// The lines a plain (not a terminal) session writes for `entry`: the action and its changed
  /// lines, or the effect's or warning's line.
  public static func plainLines(of entry: Entry) -> [String] {
    switch entry.kind {
    case .warning:
      return ["runtime warning: " + entry.action]
    case .effect:
      return [entry.action]
    case .action:
      return ["received action: " + entry.action]
        + entry.diff.filter { $0.hasPrefix("−") || $0.hasPrefix("+") }.map { "  " + $0 }
    }
  }

  /// `text` split into lines of at most `width` characters, at spaces where possible; continuation
  /// lines start with `indent`.
  static func wrapped(_ text: String, width: Int, indent: String = "  ") -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if candidate.count <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = indent + word
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
  /// A printer that writes each change, and each effect's start, end and cancellation (with
  /// `_printChanges(.log(into:), effects: true)`), to `log` instead of standard output.
  public static func log(into log: ActionLog) -> Self {
    Self(
      printChange: { action, oldState, newState in
        var actionText = ""
        CustomDump.customDump(action, to: &actionText)
        let oneLine = actionText.split(separator: "\n")
          .map { $0.trimmingCharacters(in: .whitespaces) }
          .joined()
          .replacingOccurrences(of: ",", with: ", ")
          .replacingOccurrences(of: ",  ", with: ", ")
        let difference = diff(oldState, newState, format: .proportional)
        let lines =
          difference.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        log.append(ActionLog.Entry(action: oneLine, diff: lines))
      },
      printEffectEvent: { event in log.appendEffectEvent(event) }
    )
  }
}
