import CaseStudiesCore
import ComposableArchitecture
import Testing

@MainActor
@Suite("Lesson 5 (seed 004): bindings")
struct ProfileFormTests {
  @Test("The email is validated live, after BindingReducer wrote it")
  func liveValidation() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.view(.binding(.set(\.email, "ana@")))) { $0.email = "ana@" }
    await store.send(.view(.binding(.set(\.email, "ana@x.es")))) {
      $0.email = "ana@x.es"
      $0.isEmailValid = true
    }
  }

  @Test("Toggles, pickers and focus are bindings too")
  func otherFields() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.view(.binding(.set(\.notifications, true)))) { $0.notifications = true }
    await store.send(.view(.binding(.set(\.visibility, .friends)))) { $0.visibility = .friends }
    await store.send(.view(.binding(.set(\.focus, .email)))) { $0.focus = .email }
  }

  @Test("Saving an incomplete form says what is missing")
  func saveIncomplete() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.view(.saveTapped)) { $0.message = "Fill in a name and a valid email first." }
  }

  @Test("Saving calls the client; its answer is an internal action")
  func save() async {
    let clock = TestClock()
    var state = ProfileForm.State()
    state.name = "Ana"
    state.email = "ana@x.es"
    state.isEmailValid = true
    let store = TestStore(initialState: state) {
      ProfileForm()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.view(.saveTapped)) { $0.isSaving = true }
    await clock.advance(by: .milliseconds(400))
    await store.receive(._internal(.saveFinished("Saved Ana."))) {
      $0.isSaving = false
      $0.message = "Saved Ana."
    }
  }

  @Test("Email validation rules", arguments: [
    ("ana@x.es", true), ("ana@x", false), ("@x.es", false), ("ana@.es", false), ("ana@x.", false),
    ("a@b@c.d", false),
  ])
  func emailRules(email: String, isValid: Bool) {
    #expect(ProfileForm.isValidEmail(email) == isValid)
  }
}
