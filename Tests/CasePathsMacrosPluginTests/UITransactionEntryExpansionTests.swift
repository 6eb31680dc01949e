@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// `@UITransactionEntry`'s expansions (Point-Free's shape: accessors through `__Key_<name>`, a private
/// key type holding the default), and its errors, reported once, by the peer role.
struct UITransactionEntryExpansionTests {
  static let inTransaction = ["extension UITransaction {}"]

  @Test("A typed entry: accessors through the key, the key's default with the type")
  func typedEntry() throws {
    let declaration = "\n  @UITransactionEntry var isSet: Bool = false"
    let accessors = try UITransactionEntryMacro.expand(
      Fixture.request(declaration, role: .accessor, lexicalContext: Self.inTransaction))
    #expect(
      accessors.source == """
        get {
          self[__Key_isSet.self]
        }
        set {
          self[__Key_isSet.self] = newValue
        }
        _modify {
          yield &self[__Key_isSet.self]
        }
        """)
    let peers = try UITransactionEntryMacro.expand(
      Fixture.request(declaration, role: .peer, lexicalContext: Self.inTransaction))
    #expect(
      peers.source == """
        private struct __Key_isSet: SwiftNavigation.UITransactionKey {
          static let defaultValue: Bool = false
        }
        """)
  }

  @Test("An untyped entry, with an escaped name: the default's type is inferred")
  func untypedEscapedEntry() throws {
    let peers = try UITransactionEntryMacro.expand(
      Fixture.request("\n  @UITransactionEntry var `repeat` = 1", role: .peer, lexicalContext: Self.inTransaction))
    #expect(peers.source?.contains("private struct __Key_repeat: SwiftNavigation.UITransactionKey {") == true)
    #expect(peers.source?.contains("static let defaultValue = 1") == true)
  }

  @Test(
    "Misuse is one error, from the peer role",
    arguments: [
      ("\n  @UITransactionEntry var isSet = false", ["struct S {}"]),
      ("\n  @UITransactionEntry let isSet = false", ["extension UITransaction {}"]),
      ("\n  @UITransactionEntry static var isSet = false", ["extension UITransaction {}"]),
      ("\n  @UITransactionEntry var isSet: Bool", ["extension UITransaction {}"]),
      ("\n  @UITransactionEntry var isSet: Bool { true }", ["extension UITransaction {}"]),
    ])
  func misuse(_ declaration: String, _ context: [String]) throws {
    let peers = try UITransactionEntryMacro.expand(
      Fixture.request(declaration, role: .peer, lexicalContext: context))
    #expect(peers.diagnostics.count == 1)
    let accessors = try UITransactionEntryMacro.expand(
      Fixture.request(declaration, role: .accessor, lexicalContext: context))
    #expect(accessors.diagnostics.isEmpty)
    #expect(accessors.source == nil || accessors.source == "")
  }
}
