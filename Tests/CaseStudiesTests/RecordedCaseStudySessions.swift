// Written by RecordedCaseStudySessionsTests (OPENTCA_WRITE_RECORDED_SESSIONS=1): the tests
// `testSource` writes for recorded sessions of the case studies. Do not edit.
import CaseStudiesCore
import ComposableArchitecture
import Testing

@Suite("Tests written by testSource from recorded case-study sessions")
struct RecordedCaseStudySessions {
  @MainActor
  @Test func orderLesson1() async {
    let store = TestStore(initialState: OrderLesson.State()) {
      OrderLesson()
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.name = "é🇫🇷"
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "  Blob  jr "))))) {
      $0.right.form.name = "  Blob  jr "
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.name = "é🇫🇷"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "line\nbreak"))))) {
      $0.right.form.name = "line\nbreak"
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "tab\there"))))) {
      $0.right.form.name = "tab\there"
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "Bo"))))) {
      $0.right.form.name = "Bo"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"Bo\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "line\nbreak"))))) {
      $0.right.form.name = "line\nbreak"
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"Bo\": too short",
        "validate saw \"line\nbreak\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "line\nbreak"))))) {
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"Bo\": too short",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"line\nbreak\": valid"
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func profileForm1() async {
    let store = TestStore(initialState: ProfileForm.State()) {
      ProfileForm()
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .friends)))) {
      $0.visibility = .friends
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "blob@example.com")))) {
      $0.email = "blob@example.com"
      $0.isEmailValid = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .friends))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "blob@example.com"))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "a@b")))) {
      $0.email = "a@b"
      $0.isEmailValid = false
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "a@b"))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "")))) {
      $0.email = ""
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func orderLesson2() async {
    let store = TestStore(initialState: OrderLesson.State()) {
      OrderLesson()
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.name = "é🇫🇷"
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "  Blob  jr "))))) {
      $0.right.form.name = "  Blob  jr "
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.name = "é🇫🇷"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "  Blob  jr "))))) {
      $0.right.form.name = "  Blob  jr "
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "  Blob  jr "))))) {
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"  Blob  jr \": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "Bo"))))) {
      $0.right.form.name = "Bo"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"Bo\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.saveTapped))) {
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"Bo\": too short",
        "child saved \"Bo\"",
        "parent recorded \"Bo\""
      ]
      $0.right.lastSaved = "Bo"
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "  Blob  jr "))))) {
      $0.right.form.name = "  Blob  jr "
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"  Blob  jr \": valid",
        "validate saw \"Bo\": too short",
        "child saved \"Bo\"",
        "parent recorded \"Bo\"",
        "validate saw \"  Blob  jr \": valid"
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func profileForm2() async {
    let store = TestStore(initialState: ProfileForm.State()) {
      ProfileForm()
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, true)))) {
      $0.notifications = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false)))) {
      $0.notifications = false
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "a@b")))) {
      $0.email = "a@b"
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "blob@example.com")))) {
      $0.email = "blob@example.com"
      $0.isEmailValid = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "a@b")))) {
      $0.email = "a@b"
      $0.isEmailValid = false
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .private))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.name, "  Blob  jr ")))) {
      $0.name = "  Blob  jr "
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "")))) {
      $0.email = ""
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func orderLesson3() async {
    let store = TestStore(initialState: OrderLesson.State()) {
      OrderLesson()
    }
    await store.send(OrderLesson.Action.right(.form(.saveTapped))) {
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\""
      ]
      $0.right.lastSaved = ""
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "tab\there"))))) {
      $0.right.form.name = "tab\there"
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.saveTapped))) {
      $0.right.form.name = "Tab\there"
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\""
      ]
      $0.right.lastSaved = "Tab\there"
    }
    await store.send(OrderLesson.Action.right(.form(.saveTapped))) {
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\""
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "Bo"))))) {
      $0.right.form.name = "Bo"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "validate saw \"Bo\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "validate saw \"Bo\": too short",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.name = "é🇫🇷"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "validate saw \"Bo\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "validate saw \"Bo\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "é🇫🇷"))))) {
      $0.right.form.name = "é🇫🇷"
      $0.right.form.isValid = false
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "validate saw \"Bo\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"é🇫🇷\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "Blob"))))) {
      $0.right.form.name = "Blob"
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "child saved \"\"",
        "parent recorded \"\"",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\"",
        "validate saw \"Bo\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"é🇫🇷\": too short",
        "validate saw \"Blob\": valid"
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func profileForm3() async {
    let store = TestStore(initialState: ProfileForm.State()) {
      ProfileForm()
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.name, "é🇫🇷")))) {
      $0.name = "é🇫🇷"
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.name, "tab\there")))) {
      $0.name = "tab\there"
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.name, "line\nbreak")))) {
      $0.name = "line\nbreak"
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "blob@example.com")))) {
      $0.email = "blob@example.com"
      $0.isEmailValid = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, true)))) {
      $0.notifications = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "a@b")))) {
      $0.email = "a@b"
      $0.isEmailValid = false
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false)))) {
      $0.notifications = false
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "")))) {
      $0.email = ""
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.name, "tab\there")))) {
      $0.name = "tab\there"
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func orderLesson4() async {
    let store = TestStore(initialState: OrderLesson.State()) {
      OrderLesson()
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "\\n"))))) {
      $0.right.form.name = "\\n"
      $0.right.form.trace = [
        "validate saw \"\\n\": too short"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.isValid = true
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "tab\there"))))) {
      $0.right.form.name = "tab\there"
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.saveTapped))) {
      $0.right.form.name = "Say \"hi\""
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "child saved \"Say \"hi\"\"",
        "parent recorded \"Say \"hi\"\""
      ]
      $0.right.lastSaved = "Say \"hi\""
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "line\nbreak"))))) {
      $0.right.form.name = "line\nbreak"
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "child saved \"Say \"hi\"\"",
        "parent recorded \"Say \"hi\"\"",
        "validate saw \"line\nbreak\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "say \"hi\""))))) {
      $0.right.form.name = "say \"hi\""
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "child saved \"Say \"hi\"\"",
        "parent recorded \"Say \"hi\"\"",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"say \"hi\"\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "line\nbreak"))))) {
      $0.right.form.name = "line\nbreak"
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "child saved \"Say \"hi\"\"",
        "parent recorded \"Say \"hi\"\"",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.binding(.set(\.name, "tab\there"))))) {
      $0.right.form.name = "tab\there"
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "child saved \"Say \"hi\"\"",
        "parent recorded \"Say \"hi\"\"",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid"
      ]
    }
    await store.send(OrderLesson.Action.right(.form(.saveTapped))) {
      $0.right.form.name = "Tab\there"
      $0.right.form.trace = [
        "validate saw \"\\n\": too short",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"tab\there\": valid",
        "validate saw \"say \"hi\"\": valid",
        "child saved \"Say \"hi\"\"",
        "parent recorded \"Say \"hi\"\"",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"say \"hi\"\": valid",
        "validate saw \"line\nbreak\": valid",
        "validate saw \"tab\there\": valid",
        "child saved \"Tab\there\"",
        "parent recorded \"Tab\there\""
      ]
      $0.right.lastSaved = "Tab\there"
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func profileForm4() async {
    let store = TestStore(initialState: ProfileForm.State()) {
      ProfileForm()
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "blob@example.com")))) {
      $0.email = "blob@example.com"
      $0.isEmailValid = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .friends)))) {
      $0.visibility = .friends
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.email, "a@b")))) {
      $0.email = "a@b"
      $0.isEmailValid = false
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .friends))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.name, "say \"hi\"")))) {
      $0.name = "say \"hi\""
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .public)))) {
      $0.visibility = .public
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, false))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .public))))
    await store.send(ProfileForm.Action.view(.binding(.set(\.notifications, true)))) {
      $0.notifications = true
    }
    await store.send(ProfileForm.Action.view(.binding(.set(\.visibility, .private)))) {
      $0.visibility = .private
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

}
