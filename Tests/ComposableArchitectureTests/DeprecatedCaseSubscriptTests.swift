import Testing

@testable import ComposableArchitecture

// Issue 62: the deprecated `case:` subscripts of `PresentationState` and `StackState`, with case
// paths built from case constructors (`/Child.int`), follow TCA's rules (TCA 1.25.5's
// PresentationReducerTests and StackReducerTests): through the case the value is in, a write
// changes it and `nil` dismisses it (removes the element); through another case, or with nothing
// there, a write is reported (`Can't modify unrelated case "int"`) and changes nothing. The whole
// class: three starting values × two cases × three writes × both containers.

enum SubscriptChild: Equatable {
  case int(Int)
  case text(String)
}

/// Where the value starts.
enum SubscriptStart: String, CaseIterable, CustomTestStringConvertible {
  case int, text, absent
  var value: SubscriptChild? {
    switch self {
    case .int: .int(42)
    case .text: .text("hi")
    case .absent: nil
    }
  }
  var testDescription: String { rawValue }
}

/// A write through `[case: /SubscriptChild.int]` or `[case: /SubscriptChild.text]`.
enum SubscriptWrite: String, CaseIterable, CustomTestStringConvertible {
  case modifyInt, modifyText, assignInt, assignText, nilInt, nilText
  var throughInt: Bool { [.modifyInt, .assignInt, .nilInt].contains(self) }
  var testDescription: String { rawValue }

  /// The value after the write when the value is in the written case.
  func result(from start: SubscriptChild) -> SubscriptChild? {
    switch (self, start) {
    case (.modifyInt, .int(let n)): .int(n + 1)
    case (.modifyText, .text(let s)): .text(s + "!")
    case (.assignInt, _): .int(7)
    case (.assignText, _): .text("new")
    default: nil
    }
  }
}

/// What TCA gives for `write` on `start`: the value after it, and the issue it reports.
private func expected(_ start: SubscriptStart, _ write: SubscriptWrite) -> (SubscriptChild?, [String]) {
  let inCase = (start == .int && write.throughInt) || (start == .text && !write.throughInt)
  guard inCase, let value = start.value else {
    let name = start == .absent ? "" : " \"\(start.rawValue)\""
    return (start.value, ["Can't modify unrelated case\(name)"])
  }
  return (write.result(from: value), [])
}

/// Runs `body`, expecting exactly the issues `issues` (none: runs it plainly).
private func expecting(_ issues: [String], _ body: () -> Void) {
  guard !issues.isEmpty else { return body() }
  let seen = LockIsolated<[String]>([])
  withKnownIssue {
    body()
  } matching: { issue in
    seen.withValue { $0.append(text(of: issue)) }
    return issues.contains(text(of: issue))
  }
  #expect(seen.value == issues)
}

@Suite struct DeprecatedCaseSubscriptTests {
  @available(*, deprecated)
  @Test(
    "PresentationState[case: /SubscriptChild.int]: writes through the present case, reports the others",
    arguments: SubscriptStart.allCases, SubscriptWrite.allCases
  )
  func presentation(_ start: SubscriptStart, _ write: SubscriptWrite) {
    var state = PresentationState(wrappedValue: start.value)
    let (value, issues) = expected(start, write)
    expecting(issues) {
      switch write {
      case .modifyInt: state[case: /SubscriptChild.int]? += 1
      case .modifyText: state[case: /SubscriptChild.text]?.append("!")
      case .assignInt: state[case: /SubscriptChild.int] = 7
      case .assignText: state[case: /SubscriptChild.text] = "new"
      case .nilInt: state[case: /SubscriptChild.int] = nil
      case .nilText: state[case: /SubscriptChild.text] = nil
      }
    }
    #expect(state.wrappedValue == value)
  }

  @available(*, deprecated)
  @Test(
    "StackState[id:case: /SubscriptChild.int]: writes through the element's case, nil removes it, reports the others",
    arguments: SubscriptStart.allCases, SubscriptWrite.allCases
  )
  func stack(_ start: SubscriptStart, _ write: SubscriptWrite) {
    var stack = StackState<SubscriptChild>()
    stack[id: 0] = .int(0)
    let id: StackElementID = 1
    if let value = start.value { stack[id: id] = value }
    let (value, issues) = expected(start, write)
    expecting(issues) {
      switch write {
      case .modifyInt: stack[id: id, case: /SubscriptChild.int]? += 1
      case .modifyText: stack[id: id, case: /SubscriptChild.text]?.append("!")
      case .assignInt: stack[id: id, case: /SubscriptChild.int] = 7
      case .assignText: stack[id: id, case: /SubscriptChild.text] = "new"
      case .nilInt: stack[id: id, case: /SubscriptChild.int] = nil
      case .nilText: stack[id: id, case: /SubscriptChild.text] = nil
      }
    }
    #expect(stack[id: id] == value)
    #expect(Array(stack) == [.int(0)] + (value.map { [$0] } ?? []))
  }

  @available(*, deprecated)
  @Test("TCA's own examples: testPresentationStateSubscriptCase and testStackStateSubscriptCase")
  func tcaExamples() {
    struct Parent: Equatable {
      @PresentationState var child: SubscriptChild?
    }
    var parent = Parent(child: .int(42))
    parent.$child[case: /SubscriptChild.int]? += 1
    #expect(parent.child == .int(43))
    parent.$child[case: /SubscriptChild.int] = nil
    #expect(parent.child == nil)

    var stack = StackState<SubscriptChild>([.int(42)])
    stack[id: 0, case: /SubscriptChild.int]? += 1
    #expect(stack[id: 0] == .int(43))
    stack[id: 0, case: /SubscriptChild.int] = nil
    #expect(stack.isEmpty)
  }
}
