import CaseStudiesCore
import ComposableArchitecture
import Testing

/// Whether `issue` is OpenTCA's debug diagnostic of a reducer order (what the wrong side shows).
func isOrderDiagnostic(_ issue: Issue) -> Bool {
  let text = issue.comments.map(\.rawValue).joined()
  return text.contains("ran after a reducer that read") || text.contains("after a reducer that read")
}

@MainActor
@Suite("Lesson 3 (seed 002): order")
struct OrderLessonTests {
  @Test("Right order: the validation sees the value the binding just wrote")
  func bindingFirst() async {
    let store = TestStore(initialState: NameForm.State()) { NameForm() }
    await store.send(.binding(.set(\.name, "an"))) {
      $0.name = "an"
      $0.trace = ["validate saw \"an\": too short"]
    }
    await store.send(.binding(.set(\.name, "ana"))) {
      $0.name = "ana"
      $0.isValid = true
      $0.trace.append("validate saw \"ana\": valid")
    }
  }

  @Test("Wrong order: the validation sees the previous value, one key behind")
  func bindingLast() async {
    let store = TestStore(initialState: NameForm.State(name: "an")) { NameFormBindingLast() }
    await withKnownIssue {
      await store.send(.binding(.set(\.name, "ana"))) {
        $0.name = "ana"
        $0.trace = ["validate saw \"an\": too short"]
      }
    } matching: {
      $0.comments.map(\.rawValue).joined() == """
        A "BindingReducer" at "CaseStudiesCore/NameForm.swift:80" ran after a reducer that read \
        "\\NameForm.State.name" in the same pass: that reducer saw the field's old value. Place \
        "BindingReducer()" first in the body, before the reducers that read bound fields.
        """
    }
  }

  @Test("Right order: the parent records the name its child normalized")
  func childFirst() async {
    var state = OrderSide.State()
    state.form.name = " ana "
    let store = TestStore(initialState: state) { OrderSide() }
    await store.send(.form(.saveTapped)) {
      $0.form.name = "Ana"
      $0.lastSaved = "Ana"
      $0.form.trace = ["child saved \"Ana\"", "parent recorded \"Ana\""]
    }
  }

  @Test("Wrong order: the parent records the raw name, before its child ran")
  func parentFirst() async {
    var state = OrderSide.State()
    state.form.name = " ana "
    let store = TestStore(initialState: state) { OrderSideParentFirst() }
    await withKnownIssue {
      await store.send(.form(.saveTapped)) {
        $0.form.name = "Ana"
        $0.lastSaved = " ana "
        $0.form.trace = ["parent recorded \" ana \"", "child saved \"Ana\""]
      }
    } matching: {
      $0.comments.map(\.rawValue).joined() == """
        A "Scope" at "CaseStudiesCore/OrderSide.swift:60" ran the child action \
        OrderSide.Action.form(.saveTapped) after a reducer that read "\\OrderSide.State.form" in the \
        same pass: that reducer saw the child's state before the child changed it. Place the Scope \
        above the reducers that read the child's state: the children first, the parent's own logic \
        after.
        """
    }
  }

  @Test("The lesson runs both sides: the same key presses, two traces")
  func sideBySide() async {
    let store = TestStore(initialState: OrderLesson.State()) { OrderLesson() }
    await store.send(.right(.form(.binding(.set(\.name, "a"))))) {
      $0.right.form.name = "a"
      $0.right.form.trace = ["validate saw \"a\": too short"]
    }
    await withKnownIssue {
      await store.send(.wrong(.form(.binding(.set(\.name, "a"))))) {
        $0.wrong.form.name = "a"
        $0.wrong.form.trace = ["validate saw \"\": too short"]
      }
    } matching: {
      isOrderDiagnostic($0)
    }
  }

  @Test("Names are trimmed and capitalized when saved")
  func normalization() {
    #expect(NameForm.normalized("  ana maría ") == "Ana maría")
    #expect(NameForm.normalized("") == "")
  }
}
