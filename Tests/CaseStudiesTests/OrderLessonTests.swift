import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
@Suite("Lesson 002: order")
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
    await store.send(.binding(.set(\.name, "ana"))) {
      $0.name = "ana"
      $0.trace = ["validate saw \"an\": too short"]
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
    await store.send(.form(.saveTapped)) {
      $0.form.name = "Ana"
      $0.lastSaved = " ana "
      $0.form.trace = ["parent recorded \" ana \"", "child saved \"Ana\""]
    }
  }

  @Test("The lesson runs both sides: the same key presses, two traces")
  func sideBySide() async {
    let store = TestStore(initialState: OrderLesson.State()) { OrderLesson() }
    await store.send(.right(.form(.binding(.set(\.name, "a"))))) {
      $0.right.form.name = "a"
      $0.right.form.trace = ["validate saw \"a\": too short"]
    }
    await store.send(.wrong(.form(.binding(.set(\.name, "a"))))) {
      $0.wrong.form.name = "a"
      $0.wrong.form.trace = ["validate saw \"\": too short"]
    }
  }

  @Test("Names are trimmed and capitalized when saved")
  func normalization() {
    #expect(NameForm.normalized("  ana maría ") == "Ana maría")
    #expect(NameForm.normalized("") == "")
  }
}
