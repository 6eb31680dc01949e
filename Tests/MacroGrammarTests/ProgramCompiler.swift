import Foundation

/// Compiles generated programs with this toolchain's `swiftc` against this build's products (the
/// modules, the three macro plugins), links them to the library modules' objects (gathered once into
/// a shared library) and runs them.
///
/// The products are found from the running test executable (`/proc/self/exe` sits in the products
/// directory), or from `OPENTCA_MACRO_GRAMMAR_PRODUCTS`.
final class ProgramCompiler: Sendable {
  /// What one compilation printed and how it ended.
  struct Compilation: Sendable {
    /// The compiler's exit status (or signal).
    var status: Int32
    /// Everything the compiler printed.
    var output: String
    /// Whether the compiler crashed (a signal, a stack dump) rather than reporting errors.
    var crashed: Bool
    /// The executable, when one was linked.
    var executable: URL?
  }

  /// What one run of a program printed.
  struct Run: Sendable {
    /// The exit status.
    var status: Int32
    /// Standard output and error.
    var output: String
    /// Whether the run was stopped for taking too long.
    var timedOut: Bool
  }

  /// The libraries every generated program imports and links.
  static let libraryModules = [
    "ComposableArchitecture", "CasePaths", "Clocks", "CombineSchedulers", "ConcurrencyExtras", "CustomDump",
    "Dependencies", "DependenciesMacros", "DependenciesObserverLookup", "IdentifiedCollections", "IssueReporting",
    "Perception", "Sharing", "SwiftNavigation", "XCTestDynamicOverlay",
  ]

  /// The toolchain's `swiftc`.
  let swiftc: URL
  /// The build products directory (`.build/<triple>/debug`).
  let products: URL
  /// How many compilations ran and how long they took.
  let statistics = CompilationStatistics()
  /// Where programs are written and built; removed by ``cleanUp()``.
  let scratch: URL
  /// `-sanitize=thread` (or `address`) when the products were built with that sanitizer
  /// (`swift test --sanitize=thread`): their objects only link with its runtime.
  let sanitizer: [String]
  private let baseArguments: [String]

  /// A compiler for the products at `products`, or the located ones; `nil` when they cannot be found.
  init?(products explicit: URL? = nil) {
    let environment = ProcessInfo.processInfo.environment
    let fileManager = FileManager.default
    let products: URL
    if let explicit {
      products = explicit
    } else if let path = environment["OPENTCA_MACRO_GRAMMAR_PRODUCTS"] {
      products = URL(fileURLWithPath: path)
    } else {
      products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }
    let modules = products.appendingPathComponent("Modules")
    guard fileManager.fileExists(atPath: modules.appendingPathComponent("ComposableArchitecture.swiftmodule").path)
    else { return nil }
    let path = environment["PATH"] ?? "/usr/bin"
    guard
      let swiftc = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") })
        .first(where: { fileManager.isExecutableFile(atPath: $0.path) })
    else { return nil }
    var arguments = [
      "-swift-version", "6", "-diagnostic-style", "llvm", "-package-name", "grammar", "-Onone",
      // The compiler's own SIL and LLVM verifiers double the time of a compilation; they check the
      // compiler, not the macros.
      "-Xfrontend", "-disable-llvm-verify", "-Xfrontend", "-sil-verify-none",
      "-I", modules.path, "-module-cache-path", products.appendingPathComponent("ModuleCache").path,
    ]
    for plugin in [
      "CasePathsMacrosPlugin", "ComposableArchitectureMacrosPlugin", "DependenciesMacrosPlugin",
      "PerceptionMacrosPlugin",
    ] {
      let tool = products.appendingPathComponent("\(plugin)-tool")
      guard fileManager.isExecutableFile(atPath: tool.path) else { return nil }
      arguments += ["-load-plugin-executable", "\(tool.path)#\(plugin)"]
    }
    let moduleMap = products.appendingPathComponent("DependenciesObserverLookup.build/module.modulemap")
    arguments += ["-Xcc", "-fmodule-map-file=\(moduleMap.path)"]
    // products = <package>/.build/<triple>/debug
    let package = products.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let include = package.appendingPathComponent("Sources/DependenciesObserverLookup/include")
    if fileManager.fileExists(atPath: include.path) { arguments += ["-Xcc", "-I\(include.path)"] }
    self.sanitizer = Self.sanitizer(of: products.appendingPathComponent("IssueReporting.build"))
    self.swiftc = swiftc
    self.products = products
    self.baseArguments = arguments
    self.scratch = fileManager.temporaryDirectory.appendingPathComponent("MacroGrammar-\(UUID().uuidString)")
  }

  /// Removes the scratch directory.
  func cleanUp() {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Links the library modules' objects into one shared library, once; programs link against it.
  func prepareRuntime() throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)
    let library = scratch.appendingPathComponent("libGrammarRuntime.so")
    if fileManager.fileExists(atPath: library.path) { return }
    var objects: [String] = []
    for module in Self.libraryModules {
      let directory = products.appendingPathComponent("\(module).build")
      let files = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
      objects += files.filter { $0.hasSuffix(".o") }.sorted().map { directory.appendingPathComponent($0).path }
    }
    let result = try Self.run(
      swiftc, ["-emit-library", "-o", library.path] + sanitizer + objects + ["-lFoundation"], timeout: 600)
    guard result.status == 0 else {
      throw CompilerError(message: "linking the runtime library failed:\n\(result.output)")
    }
  }

  /// Compiles `source` (named `<name>.swift` in the scratch directory); `link` makes an executable,
  /// otherwise it only type-checks.
  func compile(_ source: String, name: String, link: Bool) throws -> Compilation {
    let directory = scratch.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let executable = directory.appendingPathComponent("program")
    var arguments = baseArguments + [file.path]
    if link {
      arguments += sanitizer + [
        "-o", executable.path, "-L", scratch.path, "-lGrammarRuntime", "-lFoundation",
        "-Xlinker", "-rpath", "-Xlinker", scratch.path,
      ]
    } else {
      arguments.insert("-typecheck", at: 0)
    }
    let started = Date()
    let result = try Self.run(swiftc, arguments, timeout: 600)
    statistics.record(seconds: Date().timeIntervalSince(started), linked: link)
    let crashed =
      result.timedOut || result.output.contains("Stack dump") || result.output.contains("failed due to signal")
      || result.output.contains("PLEASE submit a bug report") || result.output.contains("please submit a bug report")
      || (result.status != 0 && !result.output.contains("error:"))
    return Compilation(
      status: result.status, output: result.output, crashed: crashed,
      executable: link && result.status == 0 ? executable : nil)
  }

  /// The sanitizer flag the objects in `directory` were built with, if any.
  static func sanitizer(of directory: URL) -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    guard let object = files.sorted().first(where: { $0.hasSuffix(".o") }),
      let data = FileManager.default.contents(atPath: directory.appendingPathComponent(object).path)
    else { return [] }
    if data.range(of: Data("__tsan_".utf8)) != nil { return ["-sanitize=thread"] }
    if data.range(of: Data("__asan_".utf8)) != nil { return ["-sanitize=address"] }
    return []
  }

  /// Runs `executable` with `arguments`.
  func execute(_ executable: URL, arguments: [String] = [], timeout: TimeInterval = 120) throws -> Run {
    let result = try Self.run(executable, arguments, timeout: timeout)
    return Run(status: result.status, output: result.output, timedOut: result.timedOut)
  }

  /// Runs a process, gathering its output; stops it after `timeout` seconds.
  static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval) throws -> (
    status: Int32, output: String, timedOut: Bool
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let timedOut = LockedFlag()
    let timer = DispatchWorkItem {
      if process.isRunning {
        timedOut.set()
        process.terminate()
      }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self), timedOut.value)
  }
}

/// A failure to run the compiler itself (not a finding).
struct CompilerError: Error, CustomStringConvertible {
  /// What went wrong.
  var message: String
  /// The message.
  var description: String { message }
}

/// A flag set from another thread.
final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false

  /// Sets the flag.
  func set() {
    lock.lock()
    flag = true
    lock.unlock()
  }

  /// Whether the flag is set.
  var value: Bool {
    lock.lock()
    defer { lock.unlock() }
    return flag
  }
}

/// Counts compilations and their time.
final class CompilationStatistics: @unchecked Sendable {
  private let lock = NSLock()
  private var counts = [0, 0]
  private var seconds = [0.0, 0.0]

  /// Records one compilation.
  func record(seconds elapsed: Double, linked: Bool) {
    lock.lock()
    counts[linked ? 1 : 0] += 1
    seconds[linked ? 1 : 0] += elapsed
    lock.unlock()
  }

  /// `N linked (S s), M type-checked (T s)`.
  var summary: String {
    lock.lock()
    defer { lock.unlock() }
    return "\(counts[1]) compiled and linked (\(Int(seconds[1])) s), \(counts[0]) type-checked (\(Int(seconds[0])) s)"
  }
}
