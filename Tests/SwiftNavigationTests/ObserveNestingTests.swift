import SwiftNavigation
import Testing

// Behaviours of Point-Free's NestingObserveTests (ObserveTests+Nesting), expected entries as theirs.
// Each `bind` starts observations of a model and copies what they read into a plain object; the
// scoped variants use `observe(_:onChange:)` so that only what they name is tracked.

@Suite("observe: nesting", .timeLimit(.minutes(10)))
@MainActor
struct ObserveNestingTests {
  @Test func nestedUnscopedObservationsRebindTheChildOnAChildChange() async {
    let log = EntryLog()
    let object = UnscopedParentObject(log: log)
    let model = UnscopedParentObject.Model(log: log)
    log.removeAll()

    object.bind(model)

    #expect(
      log.entries == [
        "ParentObject.bind",
        "ParentObject.valueUpdate 0",
        "ParentObject.value.didSet 0",
        "ParentObject.childUpdate",
        "ChildObject.bind",
        "ChildObject.valueUpdate 0",
        "ChildObject.value.didSet 0",
      ]
    )

    log.removeAll()
    model.child.value = 1
    await log.wait { $0.contains("ParentObject.childUpdate") }

    // The parent's unscoped child observation read the child's value too (the child's
    // observation started inside it), so a change to the child's value re-runs it.
    #expect(log.entries.contains("ParentObject.childUpdate"))
    #expect(log.entries.last == "ChildObject.value.didSet 1")
  }

  @Test func nestedScopedObservationsRerunOnlyTheChild() async {
    let log = EntryLog()
    let object = ScopedParentObject(log: log)
    let model = ScopedParentObject.Model(log: log)
    log.removeAll()

    object.bind(model)

    #expect(
      log.entries == [
        "ParentObject.bind",
        "ParentObject.valueUpdate 0",
        "ParentObject.value.didSet 0",
        "ParentObject.childUpdate",
        "ChildObject.bind",
        "ChildObject.valueUpdate 0",
        "ChildObject.value.didSet 0",
      ]
    )

    log.removeAll()
    model.child.value = 1
    await log.wait { $0.last == "ChildObject.value.didSet 1" }

    #expect(
      log.entries == [
        "ChildObject.Model.value.didSet 1",
        "ChildObject.valueUpdate 1",
        "ChildObject.value.didSet 1",
      ]
    )
  }

  @Test func aScopedObservationReadsOnlyWhatItNames() async {
    let log = EntryLog()
    let model = ReadTrackingModel(log: log)
    var token: ObserveToken?

    log.removeAll()
    token = observe { _ = model.value } onChange: {
      log.track("didSet \(model.value)")
    }
    model.value += 1
    await log.wait { $0.last == "didSet 1" }

    #expect(
      log.entries == [
        "ReadTrackingModel.value.get 0",  // tracked context
        "ReadTrackingModel.value.get 0",  // the reaction's read
        "didSet 0",  // the reaction
        "ReadTrackingModel.value.get 0",  // "0+" read
        "ReadTrackingModel.value.set 1",  // "+1" write
        "ReadTrackingModel.value.get 1",  // tracked context, again
        "ReadTrackingModel.value.get 1",  // the reaction's read
        "didSet 1",  // the reaction
      ]
    )

    token?.cancel()
    model.value = 0
    log.removeAll()

    // The value form hands the tracked value to the reaction: no second read.
    token = observe(model.value) { value in
      log.track("didSet \(value)")
    }
    model.value += 1
    await log.wait { $0.last == "didSet 1" }

    #expect(
      log.entries == [
        "ReadTrackingModel.value.get 0",  // tracked context
        "didSet 0",  // the reaction
        "ReadTrackingModel.value.get 0",  // "0+" read
        "ReadTrackingModel.value.set 1",  // "+1" write
        "ReadTrackingModel.value.get 1",  // tracked context, again
        "didSet 1",  // the reaction
      ]
    )
    _ = token
  }
}

// MARK: - Unscoped

@MainActor
private final class UnscopedParentObject {
  private let log: EntryLog
  private var tokens: Set<ObserveToken> = []

  var value: Int {
    didSet { log.track("ParentObject.value.didSet \(value)") }
  }

  var child: UnscopedChildObject

  init(log: EntryLog) {
    self.log = log
    self.value = 0
    self.child = UnscopedChildObject(log: log)
  }

  func bind(_ model: Model) {
    log.track("ParentObject.bind")
    tokens = [
      observe { [weak self, log] in
        log.track("ParentObject.valueUpdate \(model.value)")
        self?.value = model.value
      },
      observe { [weak self, log] in
        log.track("ParentObject.childUpdate")
        self?.child.bind(model.child)
      },
    ]
  }

  @Perceptible
  @MainActor
  final class Model {
    @ObservationIgnored private let log: EntryLog
    var value = 0
    var child: UnscopedChildObject.Model

    init(log: EntryLog) {
      self.log = log
      self.child = UnscopedChildObject.Model(log: log)
    }
  }
}

@MainActor
private final class UnscopedChildObject {
  private let log: EntryLog
  private var tokens: Set<ObserveToken> = []

  var value: Int {
    didSet { log.track("ChildObject.value.didSet \(value)") }
  }

  init(log: EntryLog) {
    self.log = log
    self.value = 0
  }

  func bind(_ model: Model) {
    log.track("ChildObject.bind")
    tokens = [
      observe { [weak self, log] in
        log.track("ChildObject.valueUpdate \(model.value)")
        self?.value = model.value
      }
    ]
  }

  @Perceptible
  @MainActor
  final class Model {
    @ObservationIgnored private let log: EntryLog
    var value = 0 {
      didSet { log.track("ChildObject.Model.value.didSet \(value)") }
    }

    init(log: EntryLog) {
      self.log = log
    }
  }
}

// MARK: - Scoped

@MainActor
private final class ScopedParentObject {
  private let log: EntryLog
  private var tokens: Set<ObserveToken> = []

  var value: Int {
    didSet { log.track("ParentObject.value.didSet \(value)") }
  }

  var child: ScopedChildObject

  init(log: EntryLog) {
    self.log = log
    self.value = 0
    self.child = ScopedChildObject(log: log)
  }

  func bind(_ model: Model) {
    log.track("ParentObject.bind")
    tokens = [
      observe { _ = model.value } onChange: { [weak self, log] in
        log.track("ParentObject.valueUpdate \(model.value)")
        self?.value = model.value
      },
      observe { _ = model.child } onChange: { [weak self, log] in
        log.track("ParentObject.childUpdate")
        self?.child.bind(model.child)
      },
    ]
  }

  @Perceptible
  @MainActor
  final class Model {
    @ObservationIgnored private let log: EntryLog
    var value = 0
    var child: ScopedChildObject.Model

    init(log: EntryLog) {
      self.log = log
      self.child = ScopedChildObject.Model(log: log)
    }
  }
}

@MainActor
private final class ScopedChildObject {
  private let log: EntryLog
  private var tokens: Set<ObserveToken> = []

  var value: Int {
    didSet { log.track("ChildObject.value.didSet \(value)") }
  }

  init(log: EntryLog) {
    self.log = log
    self.value = 0
  }

  func bind(_ model: Model) {
    log.track("ChildObject.bind")
    tokens = [
      observe { _ = model.value } onChange: { [weak self, log] in
        log.track("ChildObject.valueUpdate \(model.value)")
        self?.value = model.value
      }
    ]
  }

  @Perceptible
  @MainActor
  final class Model {
    @ObservationIgnored private let log: EntryLog
    var value = 0 {
      didSet { log.track("ChildObject.Model.value.didSet \(value)") }
    }

    init(log: EntryLog) {
      self.log = log
    }
  }
}

// MARK: - Read tracking

// Not main-actor isolated: `observe(model.value)` takes an autoclosure, which does not inherit the
// caller's isolation.
@Perceptible
private final class ReadTrackingModel: @unchecked Sendable {
  @ObservationIgnored private let log: EntryLog
  private var storage = 0

  init(log: EntryLog) {
    self.log = log
  }

  var value: Int {
    get {
      log.track("ReadTrackingModel.value.get \(storage)")
      return storage
    }
    set {
      log.track("ReadTrackingModel.value.set \(newValue)")
      storage = newValue
    }
  }
}
