/// The command line of `tca-bench`.
struct Options {
  /// Print one JSON array instead of text lines.
  var json = false
  /// Run only the benchmarks these select (see ``selection(among:)``); all when empty.
  var filters: [String] = []
  /// Run the selected benchmarks only, without the baselines they are compared with (to profile one).
  var withoutBaselines = false
  /// List the benchmarks and exit.
  var list = false
  /// Print the usage and exit.
  var help = false
  /// A `--json` file of another run to set this run's figures against (see ``Comparison``).
  var compare: String?
  /// The sampling plan; `--time` changes its budget.
  var plan = SamplingPlan()

  /// The usage text.
  static let usage = """
    USAGE: swift run -c release tca-bench [--json] [--filter NAME]... [--time SECONDS] [--list]
                                            [--no-baselines] [--compare FILE]

      --json           print one JSON array of {name, iterations, median_ns, p90_ns}
      --filter NAME    run benchmark NAME, or if none has that name every one whose name contains
                       NAME (repeatable), with the baselines they are compared with
      --time SECONDS   sampling time per benchmark (default 1.5)
      --no-baselines   do not add the baselines of the selected benchmarks (to profile one)
      --list           list the benchmarks and what one operation is
      --compare FILE   after the run, set each median against FILE's: the --json output of another
                       tca-bench run (another commit, measured just before), for before/after checks.
                       Not a comparison with TCA: that is ../shared/bench/side-by-side.sh

    `--filter stress` alone runs the soak test instead: memory over 1,000,000 effects, and the time
    to build 100,000 effects in a loop.
    """

  /// Parses the arguments after the program's name.
  ///
  /// - Returns: The options, or a message saying what is wrong with the arguments.
  static func parse(_ arguments: some Sequence<String>) -> Result<Options, OptionsError> {
    var options = Options()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--json":
        options.json = true
      case "--no-baselines":
        options.withoutBaselines = true
      case "--list":
        options.list = true
      case "-h", "--help":
        options.help = true
      case "--filter":
        guard let name = iterator.next(), !name.isEmpty else {
          return .failure(OptionsError(message: "--filter needs a name"))
        }
        options.filters.append(name)
      case "--compare":
        guard let path = iterator.next(), !path.isEmpty else {
          return .failure(OptionsError(message: "--compare needs a file"))
        }
        options.compare = path
      case "--time":
        guard let text = iterator.next(), let seconds = Double(text), seconds > 0, seconds <= 600 else {
          return .failure(OptionsError(message: "--time needs a number of seconds in (0, 600]"))
        }
        options.plan.budget = .milliseconds(Int64(seconds * 1_000))
      default:
        return .failure(OptionsError(message: "unknown argument '\(argument)'"))
      }
    }
    return .success(options)
  }

  /// The names `filters` select among `names`: a filter equal to a name selects that name only;
  /// any other filter selects every name containing it. No filter selects all.
  func selection(among names: [String]) -> Set<String> {
    guard !filters.isEmpty else { return Set(names) }
    var selected = Set<String>()
    for filter in filters {
      if names.contains(filter) {
        selected.insert(filter)
      } else {
        selected.formUnion(names.filter { $0.contains(filter) })
      }
    }
    return selected
  }
}

/// A command line `tca-bench` cannot run.
struct OptionsError: Error {
  /// What is wrong.
  let message: String
}
