/// Formats measurements as text lines or JSON.
enum Report {
  /// The column titles of the text lines.
  static var header: String {
    pad("benchmark", 28) + padLeft("iterations", 12) + padLeft("median ns/op", 14)
      + padLeft("p90 ns/op", 12) + "  vs baseline"
  }

  /// One text line: name, iterations, median and p90 ns/op, and the comparison with the target.
  ///
  /// - Parameters:
  ///   - measurement: The figures.
  ///   - target: The benchmark's target, if any.
  ///   - baseline: The baseline's figures, when the target is a ratio and the baseline ran.
  static func line(_ measurement: Measurement, target: Benchmark.Target?, baseline: Measurement?) -> String {
    var line = pad(measurement.name, 28) + padLeft(String(measurement.iterations), 12)
      + padLeft(format(measurement.medianNanoseconds), 14) + padLeft(format(measurement.p90Nanoseconds), 12)
    switch target {
    case let .ratio(name, maximum)?:
      if let baseline, baseline.medianNanoseconds > 0 {
        let ratio = measurement.medianNanoseconds / baseline.medianNanoseconds
        line += "  \(format(ratio))x \(name) (target <= \(format(maximum))x: \(ratio <= maximum ? "met" : "MISSED"))"
      }
    case let .absolute(nanoseconds)?:
      let met = measurement.medianNanoseconds < nanoseconds
      line += "  (target < \(format(nanoseconds)) ns: \(met ? "met" : "MISSED"))"
    case nil:
      break
    }
    return line
  }

  /// One JSON array of objects with keys `name`, `iterations`, `median_ns` and `p90_ns`.
  static func json(_ measurements: [Measurement]) -> String {
    let objects = measurements.map { measurement in
      """
        {"name": \(quoted(measurement.name)), "iterations": \(measurement.iterations), \
      "median_ns": \(format(measurement.medianNanoseconds)), "p90_ns": \(format(measurement.p90Nanoseconds))}
      """
    }
    return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
  }

  /// A number with one decimal below 100 and none above, as plain JSON-compatible text.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value >= 100 { return String(Int(value.rounded())) }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` padded with spaces to `width` characters, with at least one space after it.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  /// `text` right-aligned in `width` characters, with at least one space before it.
  static func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }
}
