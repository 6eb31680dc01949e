import Foundation

/// Figures of another run of `tca-bench` (`--compare FILE`): this run's medians set against them.
///
/// The file is what `--json` prints, typically from another commit of OpenTCA measured just
/// before (a before/after check of a change). It is not a comparison with TCA: figures of another
/// day, or of another program, say little about this one. The comparison with TCA is
/// `../shared/bench/side-by-side.sh`, which alternates both builds of one harness in one run.
struct Comparison {
  /// The other run's median ns per operation, by benchmark name.
  let medians: [String: Double]
  /// The file they came from, for the heading.
  let source: String

  private struct Entry: Decodable {
    let name: String
    let median_ns: Double
  }

  /// Reads a `--json` array from `path`.
  ///
  /// - Returns: The figures, or a message saying why the file cannot be used.
  static func load(_ path: String) -> Result<Comparison, OptionsError> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(OptionsError(message: "--compare: cannot read '\(path)'"))
    }
    do {
      let entries = try JSONDecoder().decode([Entry].self, from: data)
      let medians = Dictionary(entries.map { ($0.name, $0.median_ns) }) { first, _ in first }
      return .success(Comparison(medians: medians, source: path))
    } catch {
      return .failure(
        OptionsError(message: "--compare: '\(path)' is not a tca-bench --json array (\(error))"))
    }
  }

  /// One line per benchmark the other run also has: both medians and the ratio other/this (above 1:
  /// this run is faster).
  func table(_ measurements: [Measurement]) -> String {
    var lines = [
      "compared with \(source), another tca-bench run (ratio = its median / this run's; above 1: this run is faster)",
      Report.pad("benchmark", 28) + Report.padLeft("other ns", 12) + Report.padLeft("this ns", 12)
        + Report.padLeft("ratio", 9),
    ]
    for measurement in measurements {
      guard let other = medians[measurement.name], measurement.medianNanoseconds > 0 else {
        continue
      }
      let ratio = other / measurement.medianNanoseconds
      lines.append(
        Report.pad(measurement.name, 28) + Report.padLeft(Report.format(other), 12)
          + Report.padLeft(Report.format(measurement.medianNanoseconds), 12)
          + Report.padLeft(Report.format(ratio) + "x", 9))
    }
    return lines.joined(separator: "\n")
  }
}
