import Foundation

/// Runs this toolchain's `swiftc` on source snippets that use this build's `CasePaths` module and
/// macro plugin, to check what only a real compilation shows: the macro's diagnostics at their
/// line and column, and code in other modules or other isolation modes.
///
/// Located from the running test executable, which sits in the build products directory (Linux).
struct SwiftCompiler: Sendable {
  /// One diagnostic the compiler printed (`-diagnostic-style llvm`).
  struct Diagnostic: Equatable, CustomStringConvertible {
    var fileName: String
    var line: Int
    var column: Int
    var severity: String
    var message: String

    var description: String { "\(fileName):\(line):\(column): \(severity): \(message)" }
  }

  /// What one compilation printed and how it ended.
  struct Output {
    var status: Int32
    var diagnostics: [Diagnostic]
    var text: String

    /// The diagnostics of one severity (`error`, `warning`, `note`).
    func diagnostics(_ severity: String) -> [Diagnostic] {
      diagnostics.filter { $0.severity == severity }
    }
  }

  var swiftc: URL
  var modules: URL
  var plugin: URL
  var moduleCache: URL?

  /// The compiler and build products, or `nil` when they cannot be found.
  static let located: SwiftCompiler? = locate()

  private static func locate() -> SwiftCompiler? {
    #if os(Linux)
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      let products = executable.deletingLastPathComponent()
      let fileManager = FileManager.default
      let modules = [products.appendingPathComponent("Modules"), products].first {
        fileManager.fileExists(atPath: $0.appendingPathComponent("CasePaths.swiftmodule").path)
      }
      let plugin = ["CasePathsMacrosPlugin-tool", "CasePathsMacrosPlugin"].map(products.appendingPathComponent)
        .first { fileManager.isExecutableFile(atPath: $0.path) }
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
      let swiftc = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
        .first { fileManager.isExecutableFile(atPath: $0.path) }
      guard let modules, let plugin, let swiftc else { return nil }
      let cache = products.appendingPathComponent("ModuleCache")
      return SwiftCompiler(
        swiftc: swiftc, modules: modules, plugin: plugin,
        moduleCache: fileManager.fileExists(atPath: cache.path) ? cache : nil)
    #else
      return nil
    #endif
  }

  /// Type-checks `source` (as `Snippet.swift`, in a fresh directory) with the macro plugin loaded.
  func typecheck(_ source: String, flags: [String] = [], importPaths: [URL] = []) throws -> Output {
    try withScratchDirectory { directory in
      let file = directory.appendingPathComponent("Snippet.swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      return try run(["-typecheck", file.path] + flags, importPaths: importPaths)
    }
  }

  /// Builds `source` as module `name` into `directory`, for another snippet to import.
  func emitModule(named name: String, source: String, into directory: URL) throws -> Output {
    let file = directory.appendingPathComponent("\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try run(
      [
        "-emit-module", "-parse-as-library", "-module-name", name, file.path,
        "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
      ],
      importPaths: [])
  }

  /// Runs `body` with a new temporary directory, removed afterwards.
  func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CasePathsMacrosTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }

  private func run(_ arguments: [String], importPaths: [URL]) throws -> Output {
    var all = arguments + [
      "-swift-version", "6", "-diagnostic-style", "llvm", "-I", modules.path,
      "-load-plugin-executable", "\(plugin.path)#CasePathsMacrosPlugin",
    ]
    all += importPaths.flatMap { ["-I", $0.path] }
    if let moduleCache { all += ["-module-cache-path", moduleCache.path] }
    let process = Process()
    process.executableURL = swiftc
    process.arguments = all
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return Output(status: process.terminationStatus, diagnostics: Self.parse(text), text: text)
  }

  /// Parses `file:line:column: severity: message` lines.
  static func parse(_ text: String) -> [Diagnostic] {
    text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, let row = Int(parts[1]), let column = Int(parts[2]) else { return nil }
      let severity = parts[3].trimmingCharacters(in: .whitespaces)
      guard ["error", "warning", "note", "remark"].contains(severity) else { return nil }
      return Diagnostic(
        fileName: URL(fileURLWithPath: String(parts[0])).lastPathComponent, line: row, column: column,
        severity: severity, message: parts[4].trimmingCharacters(in: .whitespaces))
    }
  }
}
