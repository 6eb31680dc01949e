// `.fileStorage` under faults, across real processes: the program behind scripts/filestorage-faults.sh.
//
//   filestorage-faults run [--kills K] [--seed S]   every scenario; exits 0 when all hold, 1 otherwise
//   filestorage-faults child <mode> …               one process of a scenario (started by `run`)
//
// Scenarios (each prints one line per check, then "N passed, N failed"):
//   exit        a burst of mutations, then a normal exit (return from main, exit(0)): every one on disk
//   kill        a writer killed with SIGKILL at random moments: the file is always a whole JSON value,
//               a prefix of what was acknowledged, and what is lost is at most the last window (measured)
//   processes   two and three processes appending to one file at once: every value kept, none twice
//   faults      a file-size limit, a full disk and a read-only folder (tmpfs, when it can be mounted):
//               the failure is in saveError, reported once, and the value is written once the fault goes
import Foundation
import Sharing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// MARK: - Shared helpers

func monotonicNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func say(_ line: String) {
  print(line)
  fflush(nil)
}

func readInts(_ file: URL) -> [Int]? {
  guard let data = try? Data(contentsOf: file) else { return nil }
  return try? JSONDecoder().decode([Int].self, from: data)
}


// MARK: - Children

/// The processes a scenario starts; each acts through a `@Shared(.fileStorage)` value of its own,
/// with the live dependencies (the real file system and clock) a program has.
enum Child {
  static func main(_ arguments: [String]) async {
    guard arguments.count >= 2 else { exit(64) }
    let mode = arguments[0]
    let file = URL(fileURLWithPath: arguments[1])
    switch mode {
    case "burst":
      // burst <file> <count> <return|exit>
      let count = Int(arguments[2]) ?? 0
      let items = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
      for index in 0..<count { items.withLock { $0.append(index) } }
      say("done \(items.wrappedValue.count)")
      if arguments[3] == "exit" { exit(0) }
      return  // Returning from main: the normal exit every program takes.
    case "writer":
      // writer <file>: appends until killed, acknowledging each append with its time.
      let items = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
      var index = 0
      while true {
        items.withLock { $0.append(index) }
        say("ack \(index) \(monotonicNanoseconds())")
        index += 1
        usleep(500)
      }
    case "appender":
      // appender <file> <tag> <count>
      let tag = Int(arguments[2]) ?? 0
      let count = Int(arguments[3]) ?? 0
      let items = Shared<[Int]>(wrappedValue: [], .fileStorage(file))
      for index in 0..<count {
        items.withLock { $0.append(tag * 1_000_000 + index) }
        if index.isMultiple(of: 7) { usleep(200) }
      }
      say("done")
    case "interactive":
      await interactive(file)
    default:
      exit(64)
    }
  }

  /// Reads commands from standard input: `append <n>` (n strings of 512 bytes), `wait` (past the
  /// coalescing window), `save`, `status`, `raise-size-limit`, `exit`.
  static func interactive(_ file: URL) async {
    let items = Shared<[String]>(wrappedValue: [], .fileStorage(file))
    let payload = String(repeating: "x", count: 512)
    while let line = readLine() {
      let words = line.split(separator: " ").map(String.init)
      switch words.first {
      case "append":
        for _ in 0..<(Int(words.dropFirst().first ?? "1") ?? 1) {
          items.withLock { $0.append(payload) }
        }
        say("ok")
      case "wait":
        try? await Task.sleep(for: .milliseconds(1_300))
        say("ok")
      case "save":
        do {
          try await items.save()
          say("ok")
        } catch {
          say("save-failed")
        }
      case "status":
        say("count \(items.wrappedValue.count) saveError \(items.saveError == nil ? "nil" : "set")")
      case "limit-size":
        var limit = rlimit(rlim_cur: rlim_t(Int(words[1]) ?? 0), rlim_max: rlim_t.max)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        say("ok")
      case "raise-size-limit":
        var limit = rlimit(rlim_cur: rlim_t.max, rlim_max: rlim_t.max)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit)
        say("ok")
      case "exit":
        return
      default:
        say("unknown")
      }
    }
  }
}

// MARK: - The driver

/// One child process, with its standard output read line by line.
final class ChildProcess {
  let process = Process()
  private let output = Pipe()
  private let input = Pipe()
  private var buffer = Data()

  init(_ arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["child"] + arguments
    process.standardOutput = output
    process.standardInput = input
    try process.run()
  }

  /// The next line the child printed, or `nil` at its end.
  func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...newline)
        return line
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { return nil }
      buffer.append(chunk)
    }
  }

  /// Sends a command and returns the child's answer.
  func ask(_ command: String) -> String {
    input.fileHandleForWriting.write(Data((command + "\n").utf8))
    return readLine() ?? "(no answer)"
  }

  func kill() { Glibc.kill(process.processIdentifier, SIGKILL) }

  func wait() -> Int32 {
    process.waitUntilExit()
    return process.terminationStatus
  }
}

struct Report {
  var passed = 0
  var failed = 0

  mutating func check(_ condition: Bool, _ description: String) {
    if condition { passed += 1 } else { failed += 1 }
    say("\(condition ? "pass" : "FAIL"): \(description)")
  }
}

func temporaryDirectory(_ name: String) -> URL {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("opentca-faults-\(name)-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory
}

func exitScenario(_ report: inout Report) throws {
  for count in [1, 2, 20, 1_000] {
    for style in ["return", "exit"] {
      let directory = temporaryDirectory("exit")
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("items.json")
      let child = try ChildProcess(["burst", file.path, "\(count)", style])
      _ = child.readLine()
      let status = child.wait()
      let onDisk = readInts(file)
      report.check(
        status == 0 && onDisk == Array(0..<count),
        "exit: \(count) mutations then \(style == "exit" ? "exit(0)" : "return from main"): \(onDisk?.count ?? -1) on disk")
    }
  }
}

func killScenario(_ report: inout Report, kills: Int, seed: UInt64) throws {
  var random = SplitMix64(state: seed)
  var lostCounts: [Int] = []
  var lostSpans: [Double] = []
  var wholeAndPrefix = 0
  for _ in 0..<kills {
    let directory = temporaryDirectory("kill")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("items.json")
    let child = try ChildProcess(["writer", file.path])
    // Kill after a random number of acknowledgements (about 0.05 to 1.6 s of writing).
    let target = Int.random(in: 100...3_000, using: &random)
    var acknowledged: [(index: Int, time: UInt64)] = []
    while acknowledged.count < target, let line = child.readLine() {
      let words = line.split(separator: " ")
      if words.count == 3, words[0] == "ack", let index = Int(words[1]), let time = UInt64(words[2]) {
        acknowledged.append((index, time))
      }
    }
    let killTime = monotonicNanoseconds()
    child.kill()
    // What the child printed before it died is acknowledged too.
    while let line = child.readLine() {
      let words = line.split(separator: " ")
      if words.count == 3, words[0] == "ack", let index = Int(words[1]), let time = UInt64(words[2]) {
        acknowledged.append((index, time))
      }
    }
    _ = child.wait()
    let onDisk = readInts(file) ?? []
    let isPrefix = onDisk == Array(0..<onDisk.count) && onDisk.count <= acknowledged.count
    if isPrefix && (FileManager.default.fileExists(atPath: file.path) == (readInts(file) != nil)) {
      wholeAndPrefix += 1
    }
    let lost = acknowledged.count - onDisk.count
    lostCounts.append(max(0, lost))
    if lost > 0 {
      let firstLost = acknowledged[onDisk.count].time
      lostSpans.append(Double(killTime &- firstLost) / 1e9)
    } else {
      lostSpans.append(0)
    }
  }
  report.check(wholeAndPrefix == kills, "kill: after \(kills) kills the file is always whole and a prefix of what was acknowledged (\(wholeAndPrefix)/\(kills))")
  let maxSpan = lostSpans.max() ?? 0
  let sortedSpans = lostSpans.sorted()
  let median = sortedSpans.isEmpty ? 0 : sortedSpans[sortedSpans.count / 2]
  say(
    String(
      format: "kill: lost acknowledged appends per kill: median %d, max %d; time from the first lost one to the kill: median %.3f s, max %.3f s",
      lostCounts.sorted()[lostCounts.count / 2], lostCounts.max() ?? 0, median, maxSpan))
  // The window is one second from a window's first write; what a kill loses was acknowledged in
  // the last window before it. Scheduling adds a little: a loss older than 1.5 s is a bug.
  report.check(maxSpan <= 1.5, String(format: "kill: nothing acknowledged more than the last window before a kill is lost (max %.3f s)", maxSpan))
}

func processesScenario(_ report: inout Report) throws {
  for (writers, perWriter) in [(2, 200), (3, 200), (2, 1_000)] {
    for round in 0..<3 {
      let directory = temporaryDirectory("processes")
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("items.json")
      let children = try (0..<writers).map { try ChildProcess(["appender", file.path, "\($0 + 1)", "\(perWriter)"]) }
      var statuses: [Int32] = []
      for child in children {
        _ = child.readLine()
        statuses.append(child.wait())
      }
      let onDisk = readInts(file) ?? []
      let expected = Set((0..<writers).flatMap { writer in (0..<perWriter).map { (writer + 1) * 1_000_000 + $0 } })
      report.check(
        statuses.allSatisfy { $0 == 0 } && onDisk.count == expected.count && Set(onDisk) == expected,
        "processes: \(writers) processes × \(perWriter) appends to one file (round \(round + 1)): \(onDisk.count) of \(expected.count) kept, \(onDisk.count - Set(onDisk).count) twice")
      // Each writer's own appends keep their order.
      let ordered = (1...writers).allSatisfy { writer in
        let own = onDisk.filter { $0 / 1_000_000 == writer }
        return own == own.sorted()
      }
      report.check(ordered, "processes: each process's appends in its order (round \(round + 1))")
    }
  }
}

func run(_ command: String) -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", command]
  process.standardError = FileHandle.nullDevice
  process.standardOutput = FileHandle.nullDevice
  do { try process.run() } catch { return -1 }
  process.waitUntilExit()
  return process.terminationStatus
}

func faultsScenario(_ report: inout Report) throws {
  // A file-size limit (any file system): the write fails with EFBIG; raised, the next save writes.
  do {
    let directory = temporaryDirectory("fsize")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("items.json")
    let child = try ChildProcess(["interactive", file.path])
    signal(SIGXFSZ, SIG_IGN)  // Inherited: the child's oversized write fails instead of killing it.
    _ = child.ask("append 1")
    _ = child.ask("limit-size 4096")
    _ = child.ask("wait")
    _ = child.ask("append 20")  // The first written at once; the rest, 10 KB, at the window's end.
    _ = child.ask("wait")
    let failed = child.ask("status")
    _ = child.ask("append 1")
    let stillFailed = child.ask("status")
    _ = child.ask("raise-size-limit")
    let saved = child.ask("save")
    let recovered = child.ask("status")
    _ = child.ask("exit")
    _ = child.wait()
    report.check(failed.hasSuffix("saveError set"), "faults: a file-size limit: the failed write is in saveError (\(failed))")
    report.check(stillFailed.hasSuffix("saveError set"), "faults: a file-size limit: saveError stays while writes fail")
    report.check(saved == "ok" && recovered == "count 22 saveError nil", "faults: a file-size limit raised: save() writes and clears saveError (\(recovered))")
    let onDisk = (try? JSONDecoder().decode([String].self, from: Data(contentsOf: file)))?.count
    report.check(onDisk == 22, "faults: a file-size limit raised: all 22 values on disk (\(onDisk ?? -1))")
  }

  // A full disk and a read-only folder, on a small tmpfs (needs root and a kernel that lets it mount).
  let mountPoint = temporaryDirectory("tmpfs")
  defer { try? FileManager.default.removeItem(at: mountPoint) }
  guard run("mount -t tmpfs -o size=64k tmpfs '\(mountPoint.path)'") == 0 else {
    say("skipped: a full disk and a read-only folder (cannot mount a tmpfs here)")
    return
  }
  defer { _ = run("umount '\(mountPoint.path)'") }
  let file = mountPoint.appendingPathComponent("data/items.json")
  let child = try ChildProcess(["interactive", file.path])
  _ = child.ask("append 1")
  _ = child.ask("wait")
  _ = child.ask("append 200")  // 100 KB at the window's end: more than the disk holds.
  _ = child.ask("wait")
  let full = child.ask("status")
  _ = child.ask("wait")
  _ = child.ask("append 1")
  let stillFull = child.ask("status")
  _ = run("mount -o remount,size=2m '\(mountPoint.path)'")
  let saved = child.ask("save")
  let afterGrow = child.ask("status")
  _ = run("mount -o remount,ro '\(mountPoint.path)'")
  _ = child.ask("wait")
  _ = child.ask("append 1")
  let readOnly = child.ask("status")
  _ = run("mount -o remount,rw '\(mountPoint.path)'")
  _ = child.ask("wait")
  _ = child.ask("append 1")
  let writable = child.ask("status")
  _ = child.ask("exit")
  _ = child.wait()
  let onDisk = (try? JSONDecoder().decode([String].self, from: Data(contentsOf: file)))?.count
  report.check(full.hasSuffix("saveError set"), "faults: a full disk: the failed write is in saveError (\(full))")
  report.check(stillFull.hasSuffix("saveError set"), "faults: a full disk: saveError stays while writes fail")
  report.check(saved == "ok" && afterGrow == "count 202 saveError nil", "faults: disk grown: save() writes and clears saveError (\(afterGrow))")
  report.check(readOnly.hasSuffix("saveError set"), "faults: a read-only folder: the failed write is in saveError (\(readOnly))")
  report.check(writable == "count 204 saveError nil", "faults: writable again: the next mutation writes and clears saveError (\(writable))")
  report.check(onDisk == 204, "faults: every value on disk at the end (\(onDisk ?? -1) of 204)")
}

// MARK: - Entry

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "child" {
  await Child.main(Array(arguments.dropFirst()))
} else {
  var kills = 100
  var seed: UInt64 = 1
  var index = 1
  while index < arguments.count {
    switch arguments[index] {
    case "--kills": kills = Int(arguments[index + 1]) ?? kills
    case "--seed": seed = UInt64(arguments[index + 1]) ?? seed
    default: break
    }
    index += 2
  }
  var report = Report()
  do {
    try exitScenario(&report)
    try processesScenario(&report)
    try faultsScenario(&report)
    try killScenario(&report, kills: kills, seed: seed)
  } catch {
    say("FAIL: could not start a child process: \(error)")
    report.failed += 1
  }
  say("\(report.passed) passed, \(report.failed) failed")
  exit(report.failed == 0 ? 0 : 1)
}
