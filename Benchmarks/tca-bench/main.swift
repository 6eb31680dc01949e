// tca-bench: `swift run -c release tca-bench [--json] [--filter NAME]... [--time SECONDS]`
// (and `--no-baselines`, `--list`, `--help`; see `Harness/Options.swift`).
//
// Each benchmark is calibrated, warmed up and sampled (see `Harness/Sampler.swift`); text mode
// prints one line per benchmark as it finishes, `--json` prints one array at the end. Progress
// goes to standard error.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { bytes in
    _ = write(2, bytes.baseAddress, bytes.count)
  }
}

let options: Options
switch Options.parse(CommandLine.arguments.dropFirst()) {
case let .success(parsed):
  options = parsed
case let .failure(error):
  printError("tca-bench: \(error.message)\n\n\(Options.usage)")
  exit(2)
}

if options.help {
  print(Options.usage)
  exit(0)
}

if options.list {
  for benchmark in Suite.all {
    print(Report.pad(benchmark.name, 28) + benchmark.summary)
  }
  exit(0)
}

if options.filters == ["stress"] {
  await Stress.run()
  exit(0)
}

var comparison: Comparison?
if let path = options.compare {
  switch Comparison.load(path) {
  case let .success(loaded):
    comparison = loaded
  case let .failure(error):
    printError("tca-bench: \(error.message)")
    exit(2)
  }
}

let benchmarks = Suite.selected(by: options)
if benchmarks.isEmpty {
  printError("tca-bench: no benchmark matches \(options.filters); see --list")
  exit(2)
}

#if DEBUG
  printError("tca-bench: this is a debug build; figures are meaningless. Use `swift run -c release tca-bench`.")
#endif

if !options.json {
  print(Report.header)
}
var results: [String: Measurement] = [:]
var ordered: [Measurement] = []
for benchmark in benchmarks {
  printError("running \(benchmark.name)…")
  let measurement = await measure(benchmark, plan: options.plan)
  printError("  \(measurement.samples) samples of \(measurement.batch) operations")
  results[benchmark.name] = measurement
  ordered.append(measurement)
  if !options.json {
    let baseline = benchmark.target?.baseline.flatMap { results[$0] }
    print(Report.line(measurement, target: benchmark.target, baseline: baseline))
    fflush(nil)
  }
}
if options.json {
  print(Report.json(ordered))
}
if let comparison {
  // After the JSON array, on standard error, so `--json` output stays one parseable document.
  let table = comparison.table(ordered)
  if options.json { printError(table) } else { print("\n" + table) }
}
