@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

@Suite("@ObservationStateTracked expansion")
struct ObservationStateTrackedMacroTests {
  func expand(_ source: String, _ role: MacroRole) throws -> String? {
    try ObservationStateTrackedMacro.expand(Fixture.member(source, macro: "ObservationStateTracked", role: role))
      .source
  }

  @Test func makesAStoredVarObservable() throws {
    let source = "\n  @ObservationStateTracked\n  var count = 0"
    #expect(try expand(source, .peer) == "@ObservationStateIgnored private var _count = 0")
    #expect(
      try expand(source, .accessor) == #"""
        @storageRestrictions(initializes: _count)
        init(initialValue) {
          _count = initialValue
        }
        get {
          _$observationRegistrar.access(self, keyPath: \.count)
          return _count
        }
        set {
          let _$notify = _$observationRegistrar.willSet(_count, newValue, ComposableArchitecture._$isIdentityEqual)
          _count = newValue
          _$observationRegistrar.didSet(self, keyPath: \.count, _$notify)
        }
        _modify {
          let _$baseline = _$observationRegistrar.willModify(ComposableArchitecture._$modifyBaseline(_count))
          defer { _$observationRegistrar.didModify(self, keyPath: \.count, _$baseline, ComposableArchitecture._$modifyBaseline(_count)) }
          yield &_count
        }

        """#)
  }

  @Test func storageKeepsADeclaredTypeWithoutRepeatingTheInitialValue() throws {
    #expect(
      try expand("@ObservationStateTracked public var name: String = \"\"", .peer)
        == "@ObservationStateIgnored private var _name: String")
    #expect(
      try expand("@ObservationStateTracked var `default`: [Int]?", .peer)
        == "@ObservationStateIgnored private var _default: [Int]?")
  }

  @Test func runsPropertyObserversInTheSetter() throws {
    let source = """
      @ObservationStateTracked
      var count = 0 {
        willSet(next) { log.append("will \\(count) → \\(next)") }
        didSet {
          guard count < 10 else { count = 10; return }
          if self.count == 3 { self.count = 4 }
          log.append("did \\(oldValue) → \\(self.count), \\(other.count)")
        }
      }
      """
    let accessors = try #require(try expand(source, .accessor))
    #expect(
      accessors.contains(
        #"""
        set {
          let next = newValue
          ({ () -> Swift.Void in
            log.append("will \(count) → \(next)")
          })()
          let _$notify = _$observationRegistrar.willSet(_count, newValue, ComposableArchitecture._$isIdentityEqual)
          let oldValue = _count
          _count = newValue
          _$observationRegistrar.didSet(self, keyPath: \.count, _$notify)
          ({ () -> Swift.Void in
            guard _count < 10 else { _count = 10; return }
            if self._count == 3 { self._count = 4 }
            log.append("did \(oldValue) → \(self.count), \(other.count)")
          })()
        }
        """#))
    // As in Swift, a property with observers changes in place through its setter.
    #expect(!accessors.contains("_modify"))
  }

  @Test func keepsNoOldValueADidSetDoesNotRead() throws {
    let source = "@ObservationStateTracked var count = 0 { didSet { print(count) } }"
    let accessors = try #require(try expand(source, .accessor))
    #expect(!accessors.contains("oldValue"))
    #expect(accessors.contains("print(_count)"))
  }

  @Test(arguments: [
    "@ObservationStateTracked var computed: Int { 0 }",
    "@ObservationStateTracked let constant = 0",
    "@ObservationStateTracked static var shared = 0",
    "@ObservationStateTracked var a = 0, b = 0",
    "@ObservationStateTracked func method() {}",
  ])
  func diagnosesADeclarationItCannotTrack(source: String) throws {
    let error = try #require(throws: MacroExpansionError.self) { try expand(source, .accessor) }
    #expect(
      error.diagnostics.map(\.message) == [
        "'@ObservationStateTracked' can only be applied to a stored 'var' with a single name"
      ])
    // Reported once: the peer role adds nothing.
    #expect(try expand(source, .peer) == "")
  }

  @Test func ignoredAddsNothing() throws {
    let request = Fixture.member("@ObservationStateIgnored var x = 0", macro: "ObservationStateIgnored", role: .accessor)
    #expect(try ObservationStateIgnoredMacro.expand(request) == .empty)
  }
}
