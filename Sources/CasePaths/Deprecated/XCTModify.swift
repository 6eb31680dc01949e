import IssueReporting

/// Checks that an optional holds a value and changes that value in place; reports an issue when it is
/// `nil`, when `body` throws, or when `body` leaves the value unchanged (for an equatable value).
///
/// ```swift
/// XCTModify(&state.alert) { $0.title = "Done" }
/// ```
///
/// Kept (deprecated, as in swift-case-paths) for older tests; new code calls `modify` on the enum.
@available(*, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead.")
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  let some: CaseKeyPath<Wrapped?, Wrapped> = \.some
  modifyExpectedCase(&optional, case: AnyCasePath(some), message(), body, file: file, line: line)
}

/// Checks that an enum value is in the case at `keyPath` and changes its associated value in place;
/// reports an issue when it is in another case, when `body` throws, or when `body` leaves the value
/// unchanged (for an equatable value).
///
/// ```swift
/// XCTModify(&state.destination, case: \.edit) { $0.title = "Draft" }
/// ```
@available(*, deprecated, message: "Use 'CasePathable.modify' to mutate an expected case, instead.")
public func XCTModify<Enum, Case>(
  _ enum: inout Enum,
  case keyPath: CaseKeyPath<Enum, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  modifyExpectedCase(&`enum`, case: AnyCasePath(keyPath), message(), body, file: file, line: line)
}

/// Checks that an enum value is in the case `casePath` extracts and changes its associated value in
/// place, like the case-key-path form; for case paths written `/Enum.case`.
@available(*, deprecated, message: "Use a 'CasePathable' case key path, instead")
public func XCTModify<Enum, Case>(
  _ enum: inout Enum,
  case casePath: AnyCasePath<Enum, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  modifyExpectedCase(&`enum`, case: casePath, message(), body, file: file, line: line)
}

/// Whether `XCTModify` reports a modification that changed nothing (on by default).
@_spi(Internals) public enum XCTModifyLocals {
  /// Whether an unchanged value is reported.
  @TaskLocal public static var isExhaustive = true
}

/// The work of every `XCTModify`. Only the file's path is known; it stands in for the file ID.
private func modifyExpectedCase<Enum, Case>(
  _ enum: inout Enum,
  case casePath: AnyCasePath<Enum, Case>,
  _ message: @autoclosure () -> String,
  _ body: (inout Case) throws -> Void,
  file: StaticString,
  line: UInt
) {
  guard var value = casePath.extract(from: `enum`) else {
    let message = message()
    reportIssue(
      """
      XCTModify: Expected to extract value of type "\(readableTypeName(Case.self))" from \
      "\(readableTypeName(Enum.self))"\(message.isEmpty ? "" : " - " + message) …

        Actual:
          \(`enum`)
      """,
      fileID: file, filePath: file, line: line
    )
    return
  }
  let before = value
  do {
    try body(&value)
  } catch {
    reportIssue("Threw error: \(error)", fileID: file, filePath: file, line: line)
    return
  }
  if XCTModifyLocals.isExhaustive, isEqual(before, value) == true {
    reportIssue(
      """
      XCTModify: Expected "\(readableTypeName(Case.self))" value to be modified but it was unchanged.
      """,
      fileID: file, filePath: file, line: line
    )
  }
  `enum` = casePath.embed(value)
}

/// Whether two values are equal, when their type is `Equatable`; `nil` otherwise.
private func isEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  func open<Value: Equatable>(_ lhs: Value) -> Bool {
    lhs == rhs as? Value
  }
  guard let lhs = lhs as? any Equatable else { return nil }
  return open(lhs)
}

/// A type's name without module prefixes, `Feature.Action` for `App.Feature.Action`, with the sugar
/// of optionals and arrays (`Int?`, `[String]`).
func readableTypeName(_ type: Any.Type) -> String {
  var qualified = _typeName(type, qualified: true)
  // A type declared in a function: `App.(unknown context at $1a2b).Local` is `App.Local`.
  while let marker = qualified.range(of: "(unknown context at $"),
    let close = qualified[marker.upperBound...].range(of: ").")
  {
    qualified.removeSubrange(marker.lowerBound..<close.upperBound)
  }
  var name = ""
  var word = ""
  func flush() {
    // A dotted run names a type from its module on: drop the module.
    if let dot = word.firstIndex(of: ".") {
      name += word[word.index(after: dot)...]
    } else {
      name += word
    }
    word = ""
  }
  for character in qualified {
    if character.isLetter || character.isNumber || character == "_" || character == "." {
      word.append(character)
    } else {
      flush()
      name.append(character)
    }
  }
  flush()
  return sugared(name)
}

/// `Optional<X>` as `X?` and `Array<X>` as `[X]`, for arguments without generics of their own.
private func sugared(_ name: String) -> String {
  var name = name
  for (head, open, close) in [("Optional<", "", "?"), ("Array<", "[", "]")] {
    while let range = name.range(of: head) {
      let start = range.upperBound
      guard let end = name[start...].firstIndex(where: { $0 == ">" || $0 == "<" }), name[end] == ">"
      else { break }
      let argument = name[start..<end]
      name.replaceSubrange(range.lowerBound...end, with: open + argument + close)
    }
  }
  return name
}
