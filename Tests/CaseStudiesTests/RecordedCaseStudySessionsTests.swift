import CaseStudiesCore
import ComposableArchitecture
import Foundation
import Testing

// Sessions of the case studies' features (the order lesson's right side, the bindings lesson's form),
// driven by generated action sequences, recorded, and turned into tests by `testSource`. Those
// tests are checked in (RecordedCaseStudySessions.swift): this target compiles and runs them, and
// the test below checks the checked-in text is what `testSource` writes today. To rewrite it:
//
//   OPENTCA_WRITE_RECORDED_SESSIONS=1 swift test --filter RecordedCaseStudySessionsTests

/// A tiny seeded generator (SplitMix64), so the sessions are the same on every run.
private struct SessionGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@MainActor
enum CaseStudySessionRecorder {
  static let names = ["", "Bo", "Blob", "  Blob  jr ", "say \"hi\"", "tab\there", "é🇫🇷", "line\nbreak", "\\n"]

  static func record<State, Action>(
    _ store: Store<State, Action>, _ actions: [Action]
  ) -> SessionRecording<State, Action> {
    let recorder = store.startRecording()
    for action in actions { store.send(action) }
    recorder.stop()
    var recording = recorder.recording
    // No effect runs in these sessions: one instant for every step.
    recording.steps = recording.steps.map {
      .init(index: $0.index, action: $0.action, isFromEffect: $0.isFromEffect, date: .distantPast, state: $0.state)
    }
    return recording
  }

  static func orderSession(seed: UInt64) -> String {
    var generator = SessionGenerator(state: seed)
    let actions: [OrderLesson.Action] = (0..<10).map { _ in
      // The right side only: the wrong side reports its order mistake as an issue on every pass,
      // by design, so a test of it fails as the lesson means it to.
      let side: (OrderSide.Action) -> OrderLesson.Action = { .right($0) }
      if Int.random(in: 0..<4, using: &generator) == 0 { return side(.form(.saveTapped)) }
      return side(.form(.binding(.set(\.name, names.randomElement(using: &generator)!))))
    }
    let store = Store(initialState: OrderLesson.State()) { OrderLesson() }
    return record(store, actions).testSource(
      reducer: "OrderLesson()", initialState: "OrderLesson.State()", testName: "orderLesson\(seed)")
  }

  static func profileSession(seed: UInt64) -> String {
    var generator = SessionGenerator(state: seed)
    let actions: [ProfileForm.Action] = (0..<10).map { _ in
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: return .view(.binding(.set(\.name, names.randomElement(using: &generator)!)))
      case 1: return .view(.binding(.set(\.email, ["", "a@b", "blob@example.com"].randomElement(using: &generator)!)))
      case 2: return .view(.binding(.set(\.notifications, Bool.random(using: &generator))))
      default: return .view(.binding(.set(\.visibility, ProfileForm.Visibility.allCases.randomElement(using: &generator)!)))
      }
    }
    let store = Store(initialState: ProfileForm.State()) { ProfileForm() }
    return record(store, actions).testSource(
      reducer: "ProfileForm()", initialState: "ProfileForm.State()", testName: "profileForm\(seed)")
  }

  static func generatedFile() -> String {
    var text = """
      // Written by RecordedCaseStudySessionsTests (OPENTCA_WRITE_RECORDED_SESSIONS=1): the tests
      // `testSource` writes for recorded sessions of the case studies. Do not edit.
      import CaseStudiesCore
      import ComposableArchitecture
      import Testing

      @Suite("Tests written by testSource from recorded case-study sessions")
      struct RecordedCaseStudySessions {

      """
    for seed in UInt64(1)...4 {
      for source in [orderSession(seed: seed), profileSession(seed: seed)] {
        text += source.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
        text += "\n"
      }
    }
    return text + "}\n"
  }
}

@MainActor
@Suite("testSource on the case studies: the tests it writes compile and pass")
struct RecordedCaseStudySessionsTests {
  @Test("The checked-in tests are what testSource writes for the case studies' sessions")
  func generatedFileIsCurrent() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RecordedCaseStudySessions.swift")
    let expected = CaseStudySessionRecorder.generatedFile()
    if ProcessInfo.processInfo.environment["OPENTCA_WRITE_RECORDED_SESSIONS"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let checkedIn = try String(contentsOf: url, encoding: .utf8)
    #expect(checkedIn == expected, "RecordedCaseStudySessions.swift is out of date: see RecordedCaseStudySessionsTests.swift")
    // Binding actions are written as key paths, never as placeholders.
    #expect(!expected.contains("<#"))
    #expect(expected.contains(#".binding(.set(\.name, "#))
  }
}
