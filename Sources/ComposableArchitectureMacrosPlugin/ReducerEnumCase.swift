import MacroSupport

/// One case of a `@Reducer enum`, with what it becomes in the generated `State`, `Action`, `body` and
/// `CaseScope`.
///
/// The payload decides:
/// - one reducer type `X` (a plain or member type: `X`, `Nested.X`, `X<Int>`): state `X.State`, action
///   `X.Action`, a `Scope` in `body` building the case's default value, or `X()` when it has none, and a
///   `StoreOf<X>` in `CaseScope`. A label is kept: `case detail(feature: Detail)` gives
///   `case detail(feature: Detail.State)`;
/// - `AlertState<A>` or `ConfirmationDialogState<A>` (or a case marked `@ReducerCaseEphemeral`): the
///   payload as written is the state, its action `A` (`X.Action` for another ephemeral type), no reducer;
/// - several values, a value of another kind of type (optional, array, tuple, function…), or a case
///   marked `@ReducerCaseIgnored`: the values as written (labels and default values kept) are the state,
///   the action is `Swift.Never`, no reducer;
/// - no payload: a state-only case.
struct ReducerEnumCase {
  /// What the case becomes.
  enum Kind: Equatable {
    /// A child reducer: its type, its label (if any), and the expression that builds it.
    case reducer(type: String, label: String?, construction: String)
    /// An ephemeral state (an alert, a dialog) and its action type.
    case ephemeral(action: String)
    /// Values that are state only.
    case ignored
    /// No payload.
    case bare
  }

  /// The case as declared.
  let enumCase: EnumCase
  /// What it becomes.
  let kind: Kind

  init(_ enumCase: EnumCase) {
    self.enumCase = enumCase
    self.kind = Self.classify(enumCase)
  }

  /// The case's name as written (backticks kept).
  var name: String { enumCase.name }

  /// Whether the case has a child reducer.
  var isReducer: Bool {
    if case .reducer = kind { return true }
    return false
  }

  static func classify(_ enumCase: EnumCase) -> Kind {
    let values = enumCase.associatedValues
    guard let value = values.first else { return .bare }
    if enumCase.attributes.contains(named: "ReducerCaseIgnored") || values.count > 1 { return .ignored }
    let type = value.type.trimmingWhitespace
    if let action = ephemeralAction(of: type) { return .ephemeral(action: action) }
    if enumCase.attributes.contains(named: "ReducerCaseEphemeral") { return .ephemeral(action: "\(type).Action") }
    guard isNominal(type) else { return .ignored }
    return .reducer(type: type, label: value.label, construction: construction(of: type, default: value.defaultValue))
  }

  /// `A` for `AlertState<A>` / `ConfirmationDialogState<A>` (module-qualified or not).
  static func ephemeralAction(of type: String) -> String? {
    for name in ["AlertState<", "ConfirmationDialogState<"] {
      guard let range = type.firstRange(of: name), type.hasSuffix(">") else { continue }
      let prefix = type[..<range.lowerBound]
      guard prefix.isEmpty || prefix.hasSuffix(".") else { continue }
      return String(type[range.upperBound..<type.index(before: type.endIndex)]).trimmingWhitespace
    }
    return nil
  }

  /// Whether `type` names a nominal type: `X`, `Nested.X`, `X<Int>.Y`; not an optional, array,
  /// dictionary, tuple, function, `some`/`any` or composition type.
  static func isNominal(_ type: String) -> Bool {
    let tokens = Lexer.tokenize(type)
    var index = 0
    var expectsName = true
    while index < tokens.count {
      let token = tokens[index]
      if expectsName {
        guard token.kind == .identifier, !["some", "any", "inout", "borrowing", "consuming"].contains(token.text)
        else { return false }
        expectsName = false
        index += 1
        continue
      }
      if token.is("<") {
        // Skip the generic argument clause, nested brackets included.
        var depth = 0
        while index < tokens.count {
          if tokens[index].is("<") { depth += 1 } else if tokens[index].is(">") { depth -= 1 }
          index += 1
          if depth == 0 { break }
        }
        guard depth == 0 else { return false }
        continue
      }
      guard token.is(".") else { return false }
      expectsName = true
      index += 1
    }
    return !expectsName
  }

  /// The expression that builds a case's reducer: its default value, or `Type()`.
  ///
  /// A default value that does not start with the type's name (`.live`, `.init(context: .sheet)`, a
  /// literal) is coerced to the type, so that the builder closure it lands in knows its type.
  static func construction(of type: String, default defaultValue: String?) -> String {
    guard let defaultValue = defaultValue?.trimmingWhitespace, !defaultValue.isEmpty else { return "\(type)()" }
    let rest = defaultValue.hasPrefix(type) ? defaultValue.dropFirst(type.count) : nil
    if let rest, rest.first == "(" || rest.first == "." || rest.first == "{" || rest.first == " " {
      return defaultValue
    }
    return "(\(defaultValue)) as \(type)"
  }

  // MARK: - Generated payloads

  /// The payload of the case in the generated `State`, or `nil` for none.
  var statePayload: String? {
    switch kind {
    case let .reducer(type, label, _): labelled(label, "\(type).State")
    case .ephemeral, .ignored: writtenPayload
    case .bare: nil
    }
  }

  /// The payload of the case in the generated `Action`.
  var actionPayload: String {
    switch kind {
    case let .reducer(type, label, _): labelled(label, "\(type).Action")
    case let .ephemeral(action): action
    case .ignored, .bare: "Swift.Never"
    }
  }

  /// The payload of the case in the generated `CaseScope`, or `nil` for none.
  var scopePayload: String? {
    switch kind {
    case let .reducer(type, _, _): "ComposableArchitecture.StoreOf<\(type)>"
    case .ephemeral, .ignored: writtenPayload
    case .bare: nil
    }
  }

  /// The associated values as written: labels, types and default values (`Meeting, syncUp: SyncUp = .mock`).
  var writtenPayload: String {
    enumCase.associatedValues.map { value in
      labelled(value.firstName, value.type.trimmingWhitespace)
        + (value.defaultValue.map { " = \($0.trimmingWhitespace)" } ?? "")
    }
    .joined(separator: ", ")
  }

  private func labelled(_ label: String?, _ text: String) -> String {
    label.map { "\($0): \(text)" } ?? text
  }

  /// `case name(payload)` (or `case name`), `indirect` kept.
  func declaration(payload: String?) -> String {
    let indirect = enumCase.isIndirect ? "indirect " : ""
    return "\(indirect)case \(name)" + (payload.map { "(\($0))" } ?? "")
  }
}
