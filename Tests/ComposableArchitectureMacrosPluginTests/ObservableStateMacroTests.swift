@testable import ComposableArchitectureMacrosPlugin
import MacroSupport
import Testing

@Suite("@ObservableState expansion")
struct ObservableStateMacroTests {
  static let state = """

    @ObservableState
    public struct State: Equatable {
      let id: Int
      var count = 0
      var `default`: String?
      @ObservationStateIgnored var cache: [Int] = []
      static var shared = 0
      var doubled: Int { count * 2 }
      #if DEBUG
      var debug = true
      #endif
      let (a, b) = (1, 2)
    }
    """

  @Test func generatesTheRegistrarIdentityFieldsMirrorAndCodingKeys() throws {
    let fixture = Fixture(Self.state, macro: "ObservableState")
    let expansion = try ObservableStateMacro.expand(fixture.request(.member))
    #expect(expansion.diagnostics.isEmpty)
    #expect(
      expansion.source == #"""
        var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()

        public var _$id: ComposableArchitecture.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$registerFields(_ fields: inout ComposableArchitecture._ObservableStateFields<Self>) {
          fields._$registrar(\Self._$observationRegistrar)
          fields._$field("id", \Self.id)
          fields._$field("count", \Self.count, storage: \Self._count, ComposableArchitecture._$modifyBaseline)
          fields._$field("default", \Self.`default`, storage: \Self._default, ComposableArchitecture._$modifyBaseline)
          fields._$field("cache", \Self.cache)
          #if DEBUG
          fields._$field("debug", \Self.debug, storage: \Self._debug, ComposableArchitecture._$modifyBaseline)
          #endif
          fields._$field("a", \Self.a)
          fields._$field("b", \Self.b)
        }

        public var customMirror: Swift.Mirror {
          var children: [(label: Swift.String?, value: Any)] = []
          children.append(("id", self.id as Any))
          children.append(("count", self._count as Any))
          children.append(("default", self._default as Any))
          children.append(("cache", self.cache as Any))
          #if DEBUG
          children.append(("debug", self._debug as Any))
          #endif
          children.append(("a", self.a as Any))
          children.append(("b", self.b as Any))
          return Swift.Mirror(self, children: children, displayStyle: .struct)
        }

        private enum CodingKeys: Swift.String, Swift.CodingKey {
          case id
          case _count = "count"
          case _default = "default"
          case cache
          #if DEBUG
          case _debug = "debug"
          #endif
          case a
          case b
        }

        """#)
  }

  @Test func keepsTheMirrorAndCodingKeysTheUserWrote() throws {
    let source = """
      @ObservableState
      struct State {
        var count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }
        enum CodingKeys: CodingKey { case _count }
      }
      """
    let expansion = try ObservableStateMacro.expand(Fixture(source, macro: "ObservableState").request(.member))
    let generated = try #require(expansion.source)
    #expect(!generated.contains("customMirror"))
    #expect(!generated.contains("CodingKeys"))
    #expect(generated.contains("fields._$field(\"count\""))
  }

  @Test func mirrorsASharedValueAsItselfUnderItsStorageName() throws {
    // As TCA prints it (`_count: #1 0`): a test store's difference shows a shared value's asserted
    // and actual values.
    let source = """
      @ObservableState
      struct State {
        @Shared(.inMemory("count")) var count = 0
        @Sharing.SharedReader(.inMemory("name")) var name = ""
        @Shared var item: Item
        var label = ""
      }
      """
    let expansion = try ObservableStateMacro.expand(Fixture(source, macro: "ObservableState").request(.member))
    let generated = try #require(expansion.source)
    #expect(generated.contains(#"children.append(("_count", self._count as Any))"#))
    #expect(generated.contains(#"children.append(("_name", self._name as Any))"#))
    #expect(generated.contains(#"children.append(("_item", self._item as Any))"#))
    #expect(generated.contains(#"children.append(("label", self._label as Any))"#))
  }

  @Test func generatesNoCodingKeysWithoutTrackedFields() throws {
    let source = "@ObservableState\nstruct State {\n  let id: Int\n  @ObservationStateIgnored var x = 0\n}"
    let expansion = try ObservableStateMacro.expand(Fixture(source, macro: "ObservableState").request(.member))
    #expect(expansion.source?.contains("CodingKeys") == false)
  }

  @Test func tracksOnlyStoredVarsItCanTurnIntoAccessors() {
    let cases: [(member: String, tracked: Bool)] = [
      ("var count = 0", true),
      ("public private(set) var name: String", true),
      ("var optional: Int?", true),
      ("var closure: () -> Void = {}", true),
      ("var tuple: (Int, Int) = (0, 0)", true),
      ("var observed = 0 { didSet { print(oldValue) } }", true),
      ("@available(*, deprecated) var old = 0", true),
      ("let constant = 0", false),
      ("static var shared = 0", false),
      ("var computed: Int { 0 }", false),
      ("var accessors: Int { get { 0 } set {} }", false),
      ("lazy var expensive = 0", false),
      ("weak var delegate: AnyObject?", false),
      ("var a = 0, b = 0", false),
      ("var (x, y) = (0, 0)", false),
      ("@ObservationStateIgnored var ignored = 0", false),
      ("@ObservationStateTracked var already = 0", false),
      ("@Shared var wrapped = 0", false),
      ("func method() {}", false),
    ]
    for (member, tracked) in cases {
      let source = "@ObservableState\nstruct State {\n  \(member)\n}"
      let request = Fixture(source, macro: "ObservableState").memberAttribute(member)
      let expected = tracked ? "@ObservationStateTracked" : ""
      #expect(ObservableStateMacro.memberAttribute(request).source == expected, "\(member)")
    }
  }

  @Test func addsNoMemberAttributeInAnEnum() {
    let source = "@ObservableState\nenum State {\n  var count: Int { 0 }\n}"
    let request = Fixture(source, macro: "ObservableState").memberAttribute("var count: Int { 0 }")
    #expect(ObservableStateMacro.memberAttribute(request).source == "")
  }

  @Test func generatesAnEnumsIdentity() throws {
    let source = """
      @ObservableState
      enum State {
        case idle
        case counter(Counter.State)
        case labeled(child: Counter.State)
        #if DEBUG
        case debug(String, Int)
        #endif
      }
      """
    let expansion = try ObservableStateMacro.expand(Fixture(source, macro: "ObservableState").request(.member))
    #expect(
      expansion.source == """
        public var _$id: ComposableArchitecture.ObservableStateID {
          switch self {
          case .idle:
            return ComposableArchitecture.ObservableStateID._$case(0)
          case let .counter(state):
            return ComposableArchitecture._$enumCaseID(state, tag: 1)
          case let .labeled(state):
            return ComposableArchitecture._$enumCaseID(state, tag: 2)
          #if DEBUG
          case .debug:
            return ComposableArchitecture.ObservableStateID()._$tag(3)
          #endif
          }
        }

        public mutating func _$willModify() {
          switch self {
          case .idle:
            break
          case var .counter(state):
            ComposableArchitecture._$willModify(&state)
            self = .counter(state)
          case var .labeled(state):
            ComposableArchitecture._$willModify(&state)
            self = .labeled(child: state)
          #if DEBUG
          case .debug:
            break
          #endif
          }
        }

        """)
  }

  @Test func addsTheMissingConformances() throws {
    let fixture = Fixture(Self.state, macro: "ObservableState")
    let both = try ObservableStateMacro.expand(
      fixture.request(.extension, extendedType: "Feature.State", conformances: ["ObservableState", "CustomReflectable"]))
    #expect(
      both.source
        == "extension Feature.State: ComposableArchitecture.ObservableState, Swift.CustomReflectable {}")
    let one = try ObservableStateMacro.expand(
      fixture.request(.extension, extendedType: "Feature.State", conformances: ["Swift.CustomReflectable"]))
    #expect(one.source == "extension Feature.State: Swift.CustomReflectable {}")
    let none = try ObservableStateMacro.expand(fixture.request(.extension, extendedType: "Feature.State"))
    #expect(none.source == "")

    let enumFixture = Fixture("@ObservableState\nenum State { case a }", macro: "ObservableState")
    let enumExpansion = try ObservableStateMacro.expand(
      enumFixture.request(.extension, extendedType: "State", conformances: ["ObservableState", "CustomReflectable"]))
    #expect(enumExpansion.source == "extension State: ComposableArchitecture.ObservableState {}")
  }

  @Test(arguments: [
    ("class", "'@ObservableState' can only be applied to a struct or an enum, not to a class; use '@Observable' for a reference type"),
    ("actor", "'@ObservableState' can only be applied to a struct or an enum, not to an actor; use '@Observable' for a reference type"),
    ("protocol", "'@ObservableState' can only be applied to a struct or an enum, not to a protocol"),
  ])
  func diagnosesATypeThatIsNotAStructOrAnEnum(kind: String, message: String) throws {
    let source = "// State.swift\n\n@ObservableState\n\(kind) Model {}"
    let fixture = Fixture(source, macro: "ObservableState")
    let error = try #require(throws: MacroExpansionError.self) {
      try ObservableStateMacro.expand(fixture.request(.member))
    }
    #expect(error.diagnostics.map(\.message) == [message])
    #expect(error.diagnostics.map { fixture.location(of: $0) } == ["3:1"])
    // The extension role adds nothing and reports nothing (the member role does).
    let extensionRole = try ObservableStateMacro.expand(
      fixture.request(.extension, extendedType: "Model", conformances: ["ObservableState"]))
    #expect(extensionRole == .empty)
  }
}
