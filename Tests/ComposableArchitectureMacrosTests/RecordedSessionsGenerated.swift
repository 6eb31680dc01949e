// Written by RecordedSessionSourceTests (OPENTCA_WRITE_RECORDED_SESSIONS=1): the tests
// `testSource` writes for recorded sessions of generated action sequences. Do not edit.
import Clocks
import ComposableArchitecture
import Testing

@Suite("Tests written by testSource from recorded sessions")
struct RecordedSessionsGenerated {
  @MainActor
  @Test func session1() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: " ",
        rating: nil,
        nested: nil
      )
    )) {
      $0.detail.title = " "
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded([]))
    await store.send(Despensa.Action.setNote(nil))
    await store.send(Despensa.Action.setMaybe(.some(nil))) {
      $0.maybe = .some(nil)
    }
    await store.send(Despensa.Action.setCount(name: "\"\"\"", count: 815)) {
      $0.counts = [
        "\"\"\"": 815
      ]
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded([]))
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.add("")) {
      $0.items = [
        ""
      ]
    }
    await store.send(Despensa.Action.setMaybe(nil)) {
      $0.maybe = nil
    }
    await store.send(Despensa.Action.add("🇫🇷")) {
      $0.items = [
        "",
        "🇫🇷"
      ]
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "🇫🇷",
        ""
      ]
    )) {
      $0.items = [
        "🇫🇷",
        ""
      ]
    }
    await store.send(Despensa.Action.add("á")) {
      $0.items = [
        "🇫🇷",
        "",
        "á"
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session2() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.setMode(
      .list(
        [
          "tab\there",
          nil
        ]
      )
    )) {
      $0.mode = .list(
        [
          "tab\there",
          nil
        ]
      )
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded([]))
    await store.send(Despensa.Action.toggleTag("cr\r\nlf")) {
      $0.tags = [
        "cr\r\nlf"
      ]
    }
    await store.send(Despensa.Action.setNote(nil))
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "tab\there",
        rating: nil,
        nested: nil
      )
    )) {
      $0.detail.title = "tab\there"
    }
    await store.send(Despensa.Action.add("🇫🇷")) {
      $0.items = [
        "🇫🇷"
      ]
    }
    await store.send(Despensa.Action.setNote(" ")) {
      $0.note = " "
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "🇫🇷"
      ]
    ))
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "line\nbreak",
        rating: nil,
        nested: nil
      )
    )) {
      $0.detail.title = "line\nbreak"
    }
    await store.send(Despensa.Action.setNote("milk")) {
      $0.note = "milk"
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.setCount(name: "nul\0", count: 166)) {
      $0.counts = [
        "nul\0": 166
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session3() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.add("cr\r\nlf")) {
      $0.items = [
        "cr\r\nlf"
      ]
    }
    await store.send(Despensa.Action.setMode(
      .viewing(
        .init(
          number: 635,
          text: "say \"hi\""
        )
      )
    )) {
      $0.mode = .viewing(
        .init(
          number: 635,
          text: "say \"hi\""
        )
      )
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "cr\r\nlf"
      ]
    ))
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "cr\r\nlf"
      ]
    ))
    await store.send(Despensa.Action.setMaybe(.some(334))) {
      $0.maybe = .some(334)
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "cr\r\nlf"
      ]
    ))
    await store.send(Despensa.Action.toggleTag("")) {
      $0.tags = [
        ""
      ]
    }
    await store.send(Despensa.Action.setCount(name: "#\"raw\"#", count: 819)) {
      $0.counts = [
        "#\"raw\"#": 819
      ]
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(2)) {
      $0.waits = 2
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "cr\r\nlf"
      ]
    ))
    await store.send(Despensa.Action.setCount(name: "#\"raw\"#", count: 890)) {
      $0.counts = [
        "#\"raw\"#": 890
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session4() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.setMaybe(.some(892))) {
      $0.maybe = .some(892)
    }
    await store.send(Despensa.Action.setMaybe(.some(nil))) {
      $0.maybe = .some(nil)
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.setMaybe(.some(nil)))
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded([]))
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded([]))
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "nul\0",
        rating: 45.5,
        nested: nil
      )
    )) {
      $0.detail.title = "nul\0"
      $0.detail.rating = 45.5
    }
    await store.send(Despensa.Action.setMode(.editing(name: "say \"hi\"", index: 536))) {
      $0.mode = .editing(name: "say \"hi\"", index: 536)
    }
    await store.send(Despensa.Action.setMode(.list([]))) {
      $0.mode = .list([])
    }
    await store.send(Despensa.Action.setMode(.idle)) {
      $0.mode = .idle
    }
    await store.send(Despensa.Action.toggleTag("say \"hi\"")) {
      $0.tags = [
        "say \"hi\""
      ]
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "🇫🇷",
        rating: 90.125,
        nested: .init(
          flags: [
            true,
            true,
            false
          ],
          pair: .init(
            number: 766,
            text: "é"
          )
        )
      )
    )) {
      $0.detail.title = "🇫🇷"
      $0.detail.rating = 90.125
      $0.detail.nested = .init(
        flags: [
          true,
          true,
          false
        ],
        pair: .init(
          number: 766,
          text: "é"
        )
      )
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session5() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.setNote(nil))
    await store.send(Despensa.Action.setCount(name: "", count: 185)) {
      $0.counts = [
        "": 185
      ]
    }
    await store.send(Despensa.Action.setNote("🇫🇷")) {
      $0.note = "🇫🇷"
    }
    await store.send(Despensa.Action.setMaybe(.some(nil))) {
      $0.maybe = .some(nil)
    }
    await store.send(Despensa.Action.add("\\#(x)")) {
      $0.items = [
        "\\#(x)"
      ]
    }
    await store.send(Despensa.Action.setMaybe(.some(955))) {
      $0.maybe = .some(955)
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "\\#(x)"
      ]
    ))
    await store.send(Despensa.Action.setMaybe(.some(nil))) {
      $0.maybe = .some(nil)
    }
    await store.send(Despensa.Action.add("á")) {
      $0.items = [
        "\\#(x)",
        "á"
      ]
    }
    await store.send(Despensa.Action.setCount(name: " ", count: 153)) {
      $0.counts = [
        "": 185,
        " ": 153
      ]
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "á",
        "\\#(x)"
      ]
    )) {
      $0.items = [
        "á",
        "\\#(x)"
      ]
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session6() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded([]))
    await store.send(Despensa.Action.setMaybe(nil))
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "é",
        rating: 111.0,
        nested: nil
      )
    )) {
      $0.detail.title = "é"
      $0.detail.rating = 111.0
    }
    await store.send(Despensa.Action.add("#\"raw\"#")) {
      $0.items = [
        "#\"raw\"#"
      ]
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "tab\there",
        rating: 75.875,
        nested: .init(
          flags: [
            false,
            false,
            true
          ],
          pair: .init(
            number: 670,
            text: "milk"
          )
        )
      )
    )) {
      $0.detail.title = "tab\there"
      $0.detail.rating = 75.875
      $0.detail.nested = .init(
        flags: [
          false,
          false,
          true
        ],
        pair: .init(
          number: 670,
          text: "milk"
        )
      )
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.add("🇫🇷")) {
      $0.items = [
        "#\"raw\"#",
        "🇫🇷"
      ]
    }
    await store.send(Despensa.Action.load)
    await store.receive(Despensa.Action.loaded(
      [
        "🇫🇷",
        "#\"raw\"#"
      ]
    )) {
      $0.items = [
        "🇫🇷",
        "#\"raw\"#"
      ]
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(2)) {
      $0.waits = 2
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(3)) {
      $0.waits = 3
    }
    await store.send(Despensa.Action.setMaybe(nil))
    await store.send(Despensa.Action.setMode(.list([]))) {
      $0.mode = .list([])
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session7() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.setNote(" ")) {
      $0.note = " "
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "say \"hi\"",
        rating: 12.5,
        nested: .init(
          flags: [
            false
          ],
          pair: .init(
            number: 466,
            text: "tab\there"
          )
        )
      )
    )) {
      $0.detail.title = "say \"hi\""
      $0.detail.rating = 12.5
      $0.detail.nested = .init(
        flags: [
          false
        ],
        pair: .init(
          number: 466,
          text: "tab\there"
        )
      )
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(2)) {
      $0.waits = 2
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(3)) {
      $0.waits = 3
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "tab\there",
        rating: 112.875,
        nested: nil
      )
    )) {
      $0.detail.title = "tab\there"
      $0.detail.rating = 112.875
      $0.detail.nested = nil
    }
    await store.send(Despensa.Action.add("\u{1B}[31mred")) {
      $0.items = [
        "\u{1B}[31mred"
      ]
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(4)) {
      $0.waits = 4
    }
    await store.send(Despensa.Action.setNote("milk")) {
      $0.note = "milk"
    }
    await store.send(Despensa.Action.setNote(nil)) {
      $0.note = nil
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "\"\"\"",
        rating: 47.5,
        nested: nil
      )
    )) {
      $0.detail.title = "\"\"\""
      $0.detail.rating = 47.5
    }
    await store.send(Despensa.Action.add("tab\there")) {
      $0.items = [
        "\u{1B}[31mred",
        "tab\there"
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  @MainActor
  @Test func session8() async {
    let clock = TestClock()
    let store = TestStore(initialState: Despensa.State(
      items: [],
      counts: [:],
      tags: [],
      note: nil,
      maybe: nil,
      detail: .init(
        title: "",
        rating: nil,
        nested: nil
      ),
      mode: .idle,
      waits: 0
    )) {
      Despensa()
    } withDependencies: {
      $0.continuousClock = clock
      $0.suspendingClock = clock
    }
    await store.send(Despensa.Action.setMode(.list([]))) {
      $0.mode = .list([])
    }
    await store.send(Despensa.Action.setNote(nil))
    await store.send(Despensa.Action.setMaybe(.some(625))) {
      $0.maybe = .some(625)
    }
    await store.send(Despensa.Action.setMaybe(.some(192))) {
      $0.maybe = .some(192)
    }
    await store.send(Despensa.Action.setMode(.idle)) {
      $0.mode = .idle
    }
    await store.send(Despensa.Action.setNote("á")) {
      $0.note = "á"
    }
    await store.send(Despensa.Action.toggleTag("milk")) {
      $0.tags = [
        "milk"
      ]
    }
    await store.send(Despensa.Action.setCount(name: "nul\0", count: 679)) {
      $0.counts = [
        "nul\0": 679
      ]
    }
    await store.send(Despensa.Action.setMaybe(nil)) {
      $0.maybe = nil
    }
    await store.send(Despensa.Action.wait)
    await clock.advance(by: .milliseconds(1000))
    await store.receive(Despensa.Action.waited(1)) {
      $0.waits = 1
    }
    await store.send(Despensa.Action.setDetail(
      .init(
        title: "#\"raw\"#",
        rating: nil,
        nested: .init(
          flags: [
            false
          ],
          pair: .init(
            number: 681,
            text: ""
          )
        )
      )
    )) {
      $0.detail.title = "#\"raw\"#"
      $0.detail.nested = .init(
        flags: [
          false
        ],
        pair: .init(
          number: 681,
          text: ""
        )
      )
    }
    await store.send(Despensa.Action.add("tab\there")) {
      $0.items = [
        "tab\there"
      ]
    }
    // The recording ends here: effects still running were not recorded further.
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

}
