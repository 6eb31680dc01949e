// `.appStorage` across real processes: built and run by scripts/appstorage-stress.sh.
//
//   appstorage-stress run [--writes N] [--kills K] [--seed S] [--foundation]
//       (a) two writer processes, N writes each to distinct keys of one suite, run at the same time;
//           then every one of the 2×N values must be read back by a third process;
//       (b) K rounds: a writer killed (SIGKILL) at a random moment while a second writer runs; every
//           write the killed writer acknowledged, and every write of the second, must be on disk.
//       Exits 1 on any loss, 2 on a writer that failed or hung.
//   appstorage-stress writer <prefix> <count>   writes <prefix>-<n> = n, printing "ack <n>" after
//                                                each write returns (flushed)
//   appstorage-stress check <prefix> <required> [<probe>]
//                                                every <prefix>-<n> = n for n < required must be
//                                                stored; counts those present in required..<probe
//
// Writers and checkers use `.appStorage` as a program does: the live `defaultAppStorage`, so the
// suite is this executable's name, in `$XDG_CONFIG_HOME` (set by `run` to a fresh folder). With
// `--foundation` they pass `store: UserDefaults(suiteName:)` instead (Foundation's own defaults,
// which `.appStorage` synchronizes after each write): a baseline, not what `.appStorage` uses.

import Foundation
import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

let foundationSuite = "appstorage-stress-foundation"

/// The store the child processes use: the program's defaults, or Foundation's with `--foundation`.
func store() -> UserDefaults? {
  ProcessInfo.processInfo.environment["APPSTORAGE_STRESS_FOUNDATION"] == "1"
    ? UserDefaults(suiteName: foundationSuite) : nil
}

func fail(_ message: String, code: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(code)
}

// MARK: - Children

func write(prefix: String, count: Int) -> Never {
  let store = store()
  for n in 0..<count {
    @Shared(.appStorage("\(prefix)-\(n)", store: store)) var value = -1
    $value.withLock { $0 = n }
    if let error = $value.saveError { fail("error \(n): \(error)", code: 3) }
    // Unbuffered (one write(2)): once it returns, the acknowledgement is out of the process.
    FileHandle.standardOutput.write(Data("ack \(n)\n".utf8))
  }
  exit(0)
}

func check(prefix: String, required: Int, probe: Int) -> Never {
  let store = store()
  var missing: [Int] = []
  for n in 0..<max(required, probe) {
    @SharedReader(.appStorage("\(prefix)-\(n)", store: store)) var value = -1
    if let error = $value.loadError { fail("unreadable \(prefix)-\(n): \(error)", code: 1) }
    if n < required {
      if value != n { missing.append(n) }
    } else if value == n {
      print("extra \(n)")
    }
  }
  for n in missing.prefix(10) { print("missing \(n)") }
  print("present \(required - missing.count) of \(required)")
  exit(missing.isEmpty ? 0 : 1)
}

// MARK: - The run


/// A child process of this executable, its standard output read line by line.
final class Child {
  let process = Process()
  private let output = Pipe()
  private var buffer = Data()
  private(set) var lastAck = -1
  private(set) var lines: [String] = []

  init(_ arguments: [String], configuration: URL, foundation: Bool) throws {
    process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configuration.path
    environment["APPSTORAGE_STRESS_FOUNDATION"] = foundation ? "1" : "0"
    process.environment = environment
    process.standardOutput = output
    try process.run()
  }

  /// Reads what is available (blocking until something is, or the end); `false` at the end.
  func readSome() -> Bool {
    let data = output.fileHandleForReading.availableData
    if data.isEmpty {
      consume(final: true)
      return false
    }
    buffer.append(data)
    consume(final: false)
    return true
  }

  func readToEnd() { while readSome() {} }

  private func consume(final: Bool) {
    while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
      take(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
      buffer.removeSubrange(buffer.startIndex...newline)
    }
    // A line cut by a kill was not acknowledged: it is ignored.
    if final { buffer.removeAll() }
  }

  private func take(_ line: String) {
    lines.append(line)
    if line.hasPrefix("ack "), let n = Int(line.dropFirst(4)) { lastAck = max(lastAck, n) }
  }

  /// Waits for the exit, at most `seconds`; `nil` (and the child killed) when it did not exit.
  func wait(seconds: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning {
      if Date() > deadline {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
      }
      usleep(2_000)
    }
    return process.terminationStatus
  }
}

func option(_ name: String, default value: Int) -> Int {
  guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count,
    let parsed = Int(CommandLine.arguments[index + 1])
  else { return value }
  return parsed
}

/// Runs a checker; `(exit status, its lines)`.
func runCheck(_ prefix: String, required: Int, probe: Int, configuration: URL, foundation: Bool) throws -> (Int32, [String]) {
  let child = try Child(
    ["check", prefix, String(required), String(probe)], configuration: configuration, foundation: foundation)
  child.readToEnd()
  guard let status = child.wait(seconds: 60) else { fail("the checker of \(prefix) hung", code: 2) }
  return (status, child.lines)
}

/// The number a checker found present ("present <x> of <y>", its last line); 0 when it said nothing.
func present(_ lines: [String]) -> Int {
  guard let last = lines.last, last.hasPrefix("present ") else { return 0 }
  return Int(last.dropFirst("present ".count).prefix { $0 != " " }) ?? 0
}

/// The values in the suite's file, decoded here, independently of `.appStorage`'s own reading.
func fileContents(_ configuration: URL, foundation: Bool) -> [String: Any] {
  let name = foundation ? foundationSuite : ProcessInfo.processInfo.processName
  let url = configuration.appendingPathComponent(name + ".plist")
  guard let data = try? Data(contentsOf: url),
    let root = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
  else { fail("the file \(url.path) is missing or does not decode", code: 1) }
  return root
}

func run() throws -> Never {
  let writes = option("--writes", default: 200)
  let kills = option("--kills", default: 20)
  var random = SplitMix64(state: UInt64(option("--seed", default: 1)))
  let foundation = CommandLine.arguments.contains("--foundation")
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("appstorage-stress-\(getpid())", isDirectory: true)
  defer { try? FileManager.default.removeItem(at: root) }
  var lost = 0
  let started = Date()
  print("appstorage-stress: \(foundation ? "Foundation's UserDefaults (baseline)" : ".appStorage's defaults"), seed \(random.state)")

  // (a) Two writers at once, then a third process reads everything back.
  let concurrent = root.appendingPathComponent("concurrent", isDirectory: true)
  let writers = try ["a", "b"].map { try Child(["writer", $0, String(writes)], configuration: concurrent, foundation: foundation) }
  for writer in writers { writer.readToEnd() }
  for (writer, name) in zip(writers, ["a", "b"]) {
    guard let status = writer.wait(seconds: 60) else { fail("writer \(name) hung", code: 2) }
    guard status == 0, writer.lastAck == writes - 1 else {
      fail("writer \(name) exited \(status) after \(writer.lastAck + 1) acknowledged writes", code: 2)
    }
  }
  let stored = fileContents(concurrent, foundation: foundation)
  for prefix in ["a", "b"] {
    let (status, lines) = try runCheck(prefix, required: writes, probe: writes, configuration: concurrent, foundation: foundation)
    let inFile = (0..<writes).filter { (stored["\(prefix)-\($0)"] as? Int) == $0 }.count
    print("(a) writer \(prefix): \(writes) acknowledged, \(lines.last ?? "?") read back by another process, \(inFile) in the file")
    if status != 0 || inFile != writes { lost += max(writes - min(inFile, present(lines)), 1) }
  }

  // (b) A writer killed at random moments, beside a writer that must not be held up by its lock.
  let killed = root.appendingPathComponent("killed", isDirectory: true)
  let besideWrites = 20
  var acknowledged = 0
  var ackedByRound: [Int] = []
  var lostAtOnce = 0
  var inFlightKept = 0
  for round in 0..<kills {
    let victim = try Child(["writer", "k\(round)", "1000000"], configuration: killed, foundation: foundation)
    let bystander = try Child(["writer", "s\(round)", String(besideWrites)], configuration: killed, foundation: foundation)
    // Some acknowledged writes, then a moment anywhere in a write (one takes a few milliseconds,
    // two fsyncs, on an ordinary disk).
    let target = Int(random.next() % 40)
    let delay = useconds_t(random.next() % 20_000)
    while victim.lastAck < target, victim.readSome() {}
    usleep(delay)
    kill(victim.process.processIdentifier, SIGKILL)
    victim.readToEnd()
    victim.process.waitUntilExit()
    bystander.readToEnd()
    guard let status = bystander.wait(seconds: 60), status == 0, bystander.lastAck == besideWrites - 1 else {
      fail("round \(round): the writer beside the killed one failed or hung", code: 2)
    }
    let acked = victim.lastAck + 1
    acknowledged += acked
    let (status1, lines1) = try runCheck(
      "k\(round)", required: acked, probe: acked + 1, configuration: killed, foundation: foundation)
    let (status2, lines2) = try runCheck("s\(round)", required: besideWrites, probe: besideWrites, configuration: killed, foundation: foundation)
    let extra = lines1.filter { $0.hasPrefix("extra ") }.count
    inFlightKept += extra
    let missing = acked - present(lines1)
    print(
      "(b) round \(round + 1): killed after \(acked) acknowledged writes (+\(delay) µs): \(lines1.last ?? "?")\(extra > 0 ? ", the write in flight kept" : "")\(status2 == 0 ? "" : "; the other writer LOST writes")"
    )
    if status1 != 0 || status2 != 0 { lostAtOnce += max(missing, 0) + max(besideWrites - present(lines2), 0) }
    ackedByRound.append(acked)
  }
  // At the end, every acknowledged write of every round is still in the file (decoded here): no
  // later round lost an earlier one's writes.
  let afterAll = fileContents(killed, foundation: foundation)
  var lostInTheEnd = 0
  for (round, acked) in ackedByRound.enumerated() {
    for n in 0..<acked where (afterAll["k\(round)-\(n)"] as? Int) != n { lostInTheEnd += 1 }
    for n in 0..<besideWrites where (afterAll["s\(round)-\(n)"] as? Int) != n { lostInTheEnd += 1 }
  }
  print("(b) lost: \(lostAtOnce) right after their round, \(lostInTheEnd) from the file at the end")
  lost += max(lostInTheEnd, lostAtOnce)

  let seconds = Date().timeIntervalSince(started)
  print(
    """
    appstorage-stress: (a) \(2 * writes) writes by 2 processes at once; (b) \(kills) kills, \(acknowledged) \
    acknowledged writes by killed writers (\(inFlightKept) in-flight writes also kept), \(kills * besideWrites) by the \
    writers beside them; \(lost) lost, \(String(format: "%.1f", seconds)) s.
    """)
  exit(lost == 0 ? 0 : 1)
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "writer" where arguments.count == 4:
  write(prefix: arguments[2], count: Int(arguments[3]) ?? 0)
case "check" where arguments.count >= 4:
  check(
    prefix: arguments[2], required: Int(arguments[3]) ?? 0,
    probe: arguments.count > 4 ? Int(arguments[4]) ?? 0 : 0)
case "run":
  try run()
default:
  fail("usage: appstorage-stress run [--writes N] [--kills K] [--seed S] [--foundation]", code: 64)
}
