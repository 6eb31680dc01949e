/// Describes the difference between two values as a line diff of their dumps, or returns `nil` when their
/// dumps are identical.
///
/// Lines only in the first value's dump start with the format's `first` marker (`-`), lines only in the
/// second's with `second` (`+`), and shared lines with `both` (a space). Nested values are compared part
/// by part, so the diff points at the field, element, entry or payload that changed; unchanged parts are
/// shortened to `User(…)`, and runs of unchanged collection elements to `… (N unchanged)`.
///
/// ```swift
/// var other = user
/// other.name = "Blob Jr."
/// print(diff(user, other)!)
/// //   User(
/// //     id: 1,
/// // -   name: "Blob",
/// // +   name: "Blob Jr.",
/// //     tags: […],
/// //     address: nil
/// //   )
/// ```
///
/// - Parameters:
///   - lhs: The first value, whose lines show as removals.
///   - rhs: The second value, whose lines show as insertions.
///   - format: The line markers. ``DiffFormat/default`` suits terminals; ``DiffFormat/proportional``
///     lines up in proportional fonts.
/// - Returns: The diff, or `nil` when the two values dump identically.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
  var differ = TreeDiffer(
    first: DumpTreeBuilder.build(lhs),
    second: DumpTreeBuilder.build(rhs)
  )
  guard let lines = differ.diff() else { return nil }
  return lines.map { line in
    let marker =
      switch line.side {
      case .both: format.both
      case .first: format.first
      case .second: format.second
      }
    return "\(marker) \(line.text)"
  }
  .joined(separator: "\n")
}
