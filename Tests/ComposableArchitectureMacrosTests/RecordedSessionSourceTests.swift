import Clocks
import ComposableArchitecture
import Foundation
import Testing

// `testSource(reducer:)` must write Swift that compiles and passes, for whatever a session holds.
// Here sessions of generated action sequences, over a feature whose state and actions hold arrays,
// dictionaries, sets, optionals (double ones too), nested structs and enums with labelled payloads,
// strings with every kind of escape, an effect that answers at once and one that sleeps on the
// clock, are recorded and turned into tests. Those tests are checked in (RecordedSessionsGenerated
// .swift): this target compiles them and runs them, and the test below checks that the checked-in
// text is what `testSource` writes today. To rewrite it after a change to the writer:
//
//   OPENTCA_WRITE_RECORDED_SESSIONS=1 swift test --filter RecordedSessionSourceTests

@Reducer
struct Despensa {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    var counts: [String: Int] = [:]
    var tags: Set<String> = []
    var note: String?
    var maybe: Int?? = nil
    var detail = Detail()
    var mode: Mode = .idle
    var waits = 0
  }

  struct Detail: Equatable {
    var title = ""
    var rating: Double?
    var nested: Nested?
  }

  struct Nested: Equatable {
    var flags: [Bool] = []
    var pair = Pair(number: 0, text: "")
  }

  struct Pair: Equatable {
    var number: Int
    var text: String
  }

  enum Mode: Equatable {
    case idle
    case editing(name: String, index: Int)
    case viewing(Pair)
    case list([String?])
  }

  enum Action: Equatable {
    case add(String)
    case setCount(name: String, count: Int)
    case toggleTag(String)
    case setNote(String?)
    case setMaybe(Int??)
    case setDetail(Detail)
    case setMode(Mode)
    case load
    case loaded([String])
    case wait
    case waited(Int)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(item):
        state.items.append(item)
        return .none
      case let .setCount(name, count):
        state.counts[name] = count
        return .none
      case let .toggleTag(tag):
        if state.tags.remove(tag) == nil { state.tags.insert(tag) }
        return .none
      case let .setNote(note):
        state.note = note
        return .none
      case let .setMaybe(maybe):
        state.maybe = maybe
        return .none
      case let .setDetail(detail):
        state.detail = detail
        return .none
      case let .setMode(mode):
        state.mode = mode
        return .none
      case .load:
        return .send(.loaded(state.items.reversed()))
      case let .loaded(items):
        state.items = items
        return .none
      case .wait:
        return .run { [waits = state.waits] send in
          try await clock.sleep(for: .seconds(1))
          await send(.waited(waits + 1))
        }
      case let .waited(count):
        state.waits = count
        return .none
      }
    }
  }
}

/// Recorded sessions of generated action sequences, and the tests `testSource` writes for them.
@MainActor
enum RecordedSessions {
  static let strings = [
    "milk", "", "say \"hi\"", #"back\slash"#, "line\nbreak", "tab\there", "\u{1B}[31mred", "é",
    "🇫🇷", ##"#"raw"#"##, "\"\"\"", "cr\r\nlf", "nul\0", "\\#(x)", "\u{2028}", "a\u{301}",
  ]

  static func action(using generator: inout SplitMix64) -> Despensa.Action {
    func text() -> String { strings.randomElement(using: &generator)! }
    func number() -> Int { Int.random(in: -3...1_000, using: &generator) }
    func pair() -> Despensa.Pair { Despensa.Pair(number: number(), text: text()) }
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1: return .add(text())
    case 2: return .setCount(name: text(), count: number())
    case 3: return .toggleTag(text())
    case 4: return .setNote(Bool.random(using: &generator) ? text() : nil)
    case 5: return .setMaybe([Int??.none, .some(nil), .some(number())].randomElement(using: &generator)!)
    case 6:
      let nested = Despensa.Nested(
        flags: (0..<Int.random(in: 0...3, using: &generator)).map { _ in Bool.random(using: &generator) },
        pair: pair())
      return .setDetail(
        Despensa.Detail(
          title: text(), rating: Bool.random(using: &generator) ? Double(number()) / 8 : nil,
          nested: Bool.random(using: &generator) ? nested : nil))
    case 7:
      let modes: [Despensa.Mode] = [
        .idle, .editing(name: text(), index: number()), .viewing(pair()), .list([text(), nil]), .list([]),
      ]
      return .setMode(modes.randomElement(using: &generator)!)
    case 8, 9: return .load
    default: return .wait
    }
  }

  /// The session of `seed`: its actions sent to a store whose clock is a test clock, advanced a
  /// second after each `.wait`; the steps dated by that clock's time, as a session recorded with
  /// real clocks is dated by real time.
  static func session(seed: UInt64) async -> SessionRecording<Despensa.State, Despensa.Action> {
    var generator = SplitMix64(seed: seed)
    let clock = TestClock()
    let store = Store(initialState: Despensa.State()) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let recorder = store.startRecording()
    var milliseconds: [Int] = []
    var now = 0
    func date(_ count: Int) { milliseconds += Array(repeating: now, count: count - milliseconds.count) }
    for _ in 0..<12 {
      let action = action(using: &generator)
      let task = store.send(action)
      date(recorder.recording.steps.count)
      if action == .wait {
        await clock.advance(by: .seconds(1))
        now += 1_000
      }
      await task.finish()
      date(recorder.recording.steps.count)
    }
    recorder.stop()
    var recording = recorder.recording
    let origin = Date(timeIntervalSinceReferenceDate: 0)
    recording.steps = zip(recording.steps, milliseconds).map { step, time in
      .init(
        index: step.index, action: step.action, isFromEffect: step.isFromEffect,
        date: origin.addingTimeInterval(Double(time) / 1_000), state: step.state)
    }
    return recording
  }

  static let seeds: [UInt64] = Array(1...8)

  /// The text of RecordedSessionsGenerated.swift.
  static func generatedFile() async -> String {
    var text = """
      // Written by RecordedSessionSourceTests (OPENTCA_WRITE_RECORDED_SESSIONS=1): the tests
      // `testSource` writes for recorded sessions of generated action sequences. Do not edit.
      import Clocks
      import ComposableArchitecture
      import Testing

      @Suite("Tests written by testSource from recorded sessions")
      struct RecordedSessionsGenerated {

      """
    for seed in seeds {
      let source = await session(seed: seed).testSource(reducer: "Despensa()", testName: "session\(seed)")
      text += source.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
      text += "\n"
    }
    return text + "}\n"
  }
}

@MainActor
@Suite("testSource: the tests it writes compile and pass")
struct RecordedSessionSourceTests {
  @Test("The checked-in tests are what testSource writes for the generated sessions")
  func generatedFileIsCurrent() async throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RecordedSessionsGenerated.swift")
    let expected = await RecordedSessions.generatedFile()
    if ProcessInfo.processInfo.environment["OPENTCA_WRITE_RECORDED_SESSIONS"] == "1" {
      try expected.write(to: url, atomically: true, encoding: .utf8)
    }
    let checkedIn = try String(contentsOf: url, encoding: .utf8)
    #expect(checkedIn == expected, "RecordedSessionsGenerated.swift is out of date: see the comment at the top of RecordedSessionSourceTests.swift")
  }

  @Test("The sessions cover every kind of value and both effects, and time passes on the clock")
  func coverage() async {
    var actions: [Despensa.Action] = []
    for seed in RecordedSessions.seeds {
      actions += await RecordedSessions.session(seed: seed).steps.map(\.action)
    }
    #expect(actions.contains { if case .loaded = $0 { true } else { false } })
    #expect(actions.contains { if case .waited = $0 { true } else { false } })
    #expect(actions.contains { if case .setDetail(let detail) = $0 { detail.nested != nil } else { false } })
    #expect(actions.contains { if case .setMaybe(.some(nil)) = $0 { true } else { false } })
  }

  @Test("Literals of the values a session holds")
  func literals() {
    var state = Despensa.State()
    state.items = ["milk", "say \"hi\"", "line\nbreak", "\u{1B}"]
    state.counts = ["b": 2, "a": 1]
    state.tags = ["z", "y"]
    state.maybe = .some(nil)
    state.mode = .editing(name: "x", index: 1)
    let source = SessionRecording<Despensa.State, Despensa.Action>(initialState: state)
      .testSource(reducer: "Despensa()")
    #expect(source.contains(#"""
          items: [
            "milk",
            "say \"hi\"",
            "line\nbreak",
            "\u{1B}"
          ],
          counts: [
            "a": 1,
            "b": 2
          ],
          tags: [
            "y",
            "z"
          ],
          note: nil,
          maybe: .some(nil),
      """#))
    #expect(source.contains(#"mode: .editing(name: "x", index: 1),"#))
    #expect(source.contains("detail: .init(\n"))
  }
}
