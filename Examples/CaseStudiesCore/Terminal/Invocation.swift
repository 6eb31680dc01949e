import Foundation

/// What `case-studies` was asked to do, read from its arguments; every mistake is a ``UsageError``
/// (exit status 2) with a message that says what is wrong.
public enum Invocation: Equatable, Sendable {
  /// No arguments: the interactive app in a terminal, or ``PlainSession`` when piped.
  case app
  /// `--help` or `-h`: print ``usage``.
  case help
  /// `--script KEYS` or `--script-file PATH`: play these steps and print the report.
  case script([ScriptStep])

  /// A mistake in the command line or in the script: the executable prints it and exits with
  /// ``exitStatus``.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let description: String
    /// The exit status: 2, as for every usage error.
    public var exitStatus: Int32 { 2 }

    /// Creates an error that says `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// What `--help` prints.
  public static let usage = """
    usage: case-studies                    the interactive app (in a terminal of at least 80×24)
           case-studies --script KEYS      plays KEYS, then prints the final frame and the whole log
           case-studies --script-file PATH the same, keys read from a file ("-" for standard input)
           case-studies --help             this text

    KEYS: characters are keys; <enter> <esc> <tab> <bs> <up> <down> <left> <right> <pgup> <pgdn>
    <space> <lt> (a literal "<") <ctrl-c> are named keys; <wait 300ms> or <wait 2s> lets virtual
    time pass (at most 86400s). A bad key name, a "<" not closed on its line, or a negative wait is
    an error (exit status 2).
    Example: case-studies --script '1p<wait 2s>'

    A script is played on a virtual clock, not in real time: a <wait> passes at once, so the output
    is the same on every run, and it is printed when the script ends. The log printed includes each
    effect's start, end and cancellation.
    Without a terminal (output piped, as in `case-studies | cat`), case-studies with no argument
    reads KEYS from standard input a line at a time, plays each line on the same virtual clock,
    prints what it did after each line, and the final frame when the input ends.

    In the app: PgUp/PgDn scroll the action log; q quits (except in a text field, where it is
    typed); esc goes back to the menu (and quits from it); ctrl-c quits from everywhere.
    """

  /// Reads the command line (without the program's name).
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - readStandardInput: Reads standard input to its end (for `--script-file -`).
  public init(arguments: [String], readStandardInput: () -> String) throws(UsageError) {
    switch arguments.first {
    case nil:
      self = .app
    case "--help", "-h":
      guard arguments.count == 1 else { throw UsageError(description: "--help takes no argument") }
      self = .help
    case "--script":
      guard arguments.count == 2 else { throw UsageError(description: "--script needs one argument: the keys") }
      self = .script(try Self.steps(of: arguments[1], from: "--script"))
    case "--script-file":
      guard arguments.count == 2 else {
        throw UsageError(description: "--script-file needs one argument: a path (\"-\" for standard input)")
      }
      let path = arguments[1]
      let text = path == "-" ? readStandardInput() : try Self.readScriptFile(atPath: path)
      self = .script(try Self.steps(of: text, from: path == "-" ? "standard input" : path))
    case let argument?:
      throw UsageError(description: "unknown argument \(argument)\n\(Self.usage)")
    }
  }

  /// The text of the script file at `path`: an error if it is missing, a directory, unreadable, or
  /// not UTF-8 text.
  public static func readScriptFile(atPath path: String) throws(UsageError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UsageError(description: "cannot read the script file \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw UsageError(description: "cannot read the script file \(path): it is a directory")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError(description: "cannot read the script file \(path): permission denied or unreadable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError(description: "cannot read the script file \(path): it is not UTF-8 text")
    }
    return text
  }

  /// The steps of `script`, a parse error becoming a usage error that names where the script came
  /// from.
  static func steps(of script: String, from source: String) throws(UsageError) -> [ScriptStep] {
    do {
      return try KeyScript.parse(script)
    } catch {
      throw UsageError(description: "bad script (\(source)): \(error.description)")
    }
  }
}
