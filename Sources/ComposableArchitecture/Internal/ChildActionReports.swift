import CustomDump
import IssueReporting

// The reports of a child action that arrives when its child state is absent. Their wording is
// TCA's, word for word, since tests match on it; the action is then dropped without touching state.

/// Reports a child action received by an `ifLet` while the child state is `nil`.
func reportIfLetChildActionWhenNil(
  action: Any, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    An "ifLet" at "\(fileID):\(line)" received a child action when child state was "nil".

      Action:
    \(dumped(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
    before any other reducer sets child state to "nil". This ensures that child reducers can \
    handle their actions while their state is still available.

    An in-flight effect emitted this action when child state was "nil". While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state becomes "nil", especially if it is a long-living effect.

    This action was sent to the store while state was "nil". Make sure that actions for this \
    reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, use \
    "IfLetStore".
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports a child action received by an `ifCaseLet` while the parent's state is in another case.
/// Action and state are dumped whole, as `customDump` writes them.
func reportIfCaseLetChildActionInOtherCase(
  action: Any, state: Any, stateType: Any.Type,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    An "ifCaseLet" at "\(fileID):\(line)" received a child action when child state was set to a \
    different case.

      Action:
    \(dumped(action))
      State:
    \(dumped(state))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(readableTypeName(stateType))" to a different case before this \
    reducer ran. This reducer must run before any other reducer sets child state to a different \
    case. This ensures that child reducers can handle their actions while their state is still \
    available.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports a child action received by a `Scope` on a case while the parent's state is in another
/// case. Action and state are named by their cases (``debugCaseOutput(_:)``), as TCA's `Scope` does.
func reportScopeChildActionInOtherCase(
  action: Any, state: Any, stateType: Any.Type,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    A "Scope" at "\(fileID):\(line)" received a child action when child state was set to a \
    different case.

      Action:
        \(debugCaseOutput(action))
      State:
        \(debugCaseOutput(state))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer set "\(readableTypeName(stateType))" to a different case before the scoped \
    reducer ran. Child reducers must run before any parent reducer sets child state to a \
    different case. This ensures that child reducers can handle their actions while their state \
    is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer in the \
    parent reducer that change its state to ensure the child reducer runs first.

    An in-flight effect emitted this action when child state was unavailable. While it may be \
    perfectly reasonable to ignore this action, consider canceling the associated effect before \
    child state changes to another case, especially if it is a long-living effect.

    This action was sent to the store while state was another case. Make sure that actions for \
    this reducer can only be sent from a store when state is set to the appropriate case. In \
    SwiftUI applications, use "SwitchStore".
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports an element action received by a `forEach` on a collection for an id that has no element.
func reportForEachMissingElement(
  action: Any, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportMissingElement(
    action: action, swiftUIAdvice: #"use "ForEachStore""#, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// Reports an element action received by a `forEach` on a stack for an id that has no element.
func reportStackMissingElement(
  action: Any, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportMissingElement(
    action: action, swiftUIAdvice: #"use "NavigationStack.init(path:)" with a binding to a store"#,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Reports an element action for a missing element, in TCA's words; `swiftUIAdvice` ends it.
private func reportMissingElement(
  action: Any, swiftUIAdvice: String, fileID: StaticString, filePath: StaticString, line: UInt,
  column: UInt
) {
  reportIssue(
    """
    A "forEach" at "\(fileID):\(line)" received an action for a missing element.

      Action:
        \(debugCaseOutput(action))

    This is generally considered an application logic error, and can happen for a few reasons:

    A parent reducer removed an element with this ID before this reducer ran. This reducer must \
    run before any other reducer removes an element, which ensures that element reducers can \
    handle their actions while their state is still available.

    An in-flight effect emitted this action when state contained no element at this ID. While it \
    may be perfectly reasonable to ignore this action, consider canceling the associated effect \
    before an element is removed, especially if it is a long-living effect.

    This action was sent to the store while its state contained no element at this ID. To fix \
    this make sure that actions for this reducer can only be sent from a store when its state \
    contains an element at this id. In SwiftUI applications, \(swiftUIAdvice).
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports a stack action a `forEach` could not apply as sent (a pop of a missing element, a push of
/// an id already there or ahead of the next one), in TCA's words: the problem, then the two ids.
func reportStackProblem(
  _ problem: String, ids: [(label: String, value: String)], fileID: StaticString,
  filePath: StaticString, line: UInt, column: UInt
) {
  let details = ids.map { "  \($0.label):\n    \($0.value)" }.joined(separator: "\n")
  reportIssue(
    """
    A "forEach" at "\(fileID):\(line)" \(problem).

    \(details)
    """,
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// `value` as `customDump` writes it, each line indented by four spaces.
private func dumped(_ value: Any) -> String {
  var text = ""
  customDump(value, to: &text, indent: 4)
  return text
}
