import CustomDump
import Foundation
import Testing

private struct Secret: CustomDumpStringConvertible {
  var value: String
  var customDumpDescription: String { "<redacted>" }
}

private struct Identifier: CustomDumpRepresentable {
  var rawValue: String
  var customDumpValue: Any { rawValue }
}

private struct Session: CustomDumpReflectable {
  var user: String
  var token: String
  var customDumpMirror: Mirror {
    Mirror(self, children: ["user": user, "isSignedIn": !token.isEmpty], displayStyle: .struct)
  }
}

private struct Account {
  var id: Identifier
  var password: Secret
  var session: Session
}

@Suite("customDump: customization protocols and built-in conformances")
struct CustomizationProtocolTests {
  @Test func stringConvertibleReplacesTheDump() {
    #expect(String(customDumping: Secret(value: "hunter2")) == "<redacted>")
  }

  @Test func representableIsDumpedAsItsValue() {
    #expect(String(customDumping: Identifier(rawValue: "deadbeef")) == #""deadbeef""#)
  }

  @Test func reflectableSuppliesTheMirror() {
    #expect(
      String(customDumping: Session(user: "Blob", token: "abc")) == """
        Session(
          user: "Blob",
          isSignedIn: true
        )
        """
    )
  }

  @Test func customizationsApplyToNestedValues() {
    let account = Account(
      id: Identifier(rawValue: "42"),
      password: Secret(value: "hunter2"),
      session: Session(user: "Blob", token: "")
    )
    #expect(
      String(customDumping: account) == """
        Account(
          id: "42",
          password: <redacted>,
          session: Session(
            user: "Blob",
            isSignedIn: false
          )
        )
        """
    )
  }

  @Test func diffUsesTheCustomizations() {
    let first = Secret(value: "a")
    let second = Secret(value: "b")
    #expect(diff(first, second) == "- <redacted>\n+ <redacted>")
    #expect(diff(Identifier(rawValue: "a"), Identifier(rawValue: "b")) == "- \"a\"\n+ \"b\"")
  }

  @Test func standardLibraryConformances() {
    #expect(String(customDumping: 0..<3) == "0..<3")
    #expect(String(customDumping: 1...3) == "1...3")
    #expect(String(customDumping: "a"...) == #""a"..."#)
    #expect(String(customDumping: ..<3) == "..<3")
    #expect(String(customDumping: ...3) == "...3")
    #expect(String(customDumping: \Address.city) == #"\Address.city"#)
  }

  @Test func foundationConformances() throws {
    let uuid = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
    #expect(String(customDumping: uuid) == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
    #expect(
      String(customDumping: Date(timeIntervalSince1970: 1_234_567_890))
        == "Date(2009-02-13T23:31:30.000Z)"
    )
    let url = try #require(URL(string: "https://www.example.com/path"))
    #expect(String(customDumping: url) == "URL(https://www.example.com/path)")
    #expect(String(customDumping: Data([1, 2, 3])) == "Data(3 bytes)")
  }
}
