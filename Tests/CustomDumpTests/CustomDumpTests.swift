import CustomDump
import Testing

@Suite("customDump: structs, classes, tuples and simple values")
struct CustomDumpTests {
  @Test func structWithNestedFields() {
    let user = User(id: 1, name: "Blob", tags: ["a", "b"], address: nil)
    #expect(
      String(customDumping: user) == """
        User(
          id: 1,
          name: "Blob",
          tags: [
            [0]: "a",
            [1]: "b"
          ],
          address: nil
        )
        """
    )
  }

  @Test func optionalFieldWithValueShowsTheWrappedValue() {
    let address = Address(street: "Main", city: "Town")
    let user = User(id: 2, name: "Blob Jr.", tags: [], address: address)
    #expect(
      String(customDumping: user) == """
        User(
          id: 2,
          name: "Blob Jr.",
          tags: [],
          address: Address(
            street: "Main",
            city: "Town"
          )
        )
        """
    )
  }

  @Test func singleFieldStructFitsOnOneLineOnlyAroundALeaf() {
    #expect(String(customDumping: Counter(count: 1)) == "Counter(count: 1)")
    #expect(String(customDumping: Box(value: Counter(count: 2))) == "Box(\n  value: Counter(count: 2)\n)")
    #expect(String(customDumping: Box(value: Empty())) == "Box(value: Empty())")
  }

  @Test func emptyStruct() {
    #expect(String(customDumping: Empty()) == "Empty()")
  }

  @Test func nestedTypesAreNamedWithoutModuleOrGenerics() {
    #expect(String(customDumping: Outer.Inner(value: 1)) == "Outer.Inner(value: 1)")
    #expect(String(customDumping: Box(value: 1)) == "Box(value: 1)")
  }

  @Test func typesDeclaredInsideAFunctionKeepTheirEnclosingType() {
    struct Local { var flag: Bool }
    #expect(String(customDumping: Local(flag: true)) == "CustomDumpTests.Local(flag: true)")
  }

  @Test func classInstanceWithInheritedFields() {
    #expect(
      String(customDumping: Dog()) == """
        Dog(
          legs: 4,
          name: "Rex"
        )
        """
    )
  }

  @Test func tuples() {
    #expect(
      String(customDumping: (1, "two", x: 3.5)) == """
        (
          1,
          "two",
          x: 3.5
        )
        """
    )
  }

  @Test func simpleValues() {
    #expect(String(customDumping: 42) == "42")
    #expect(String(customDumping: -1.5) == "-1.5")
    #expect(String(customDumping: true) == "true")
    #expect(String(customDumping: Optional<Int>.none) == "nil")
    #expect(String(customDumping: Optional(Optional(3))) == "3")
    #expect(String(customDumping: Int.self) == "Int.self")
    #expect(String(customDumping: Character("x")) == #""x""#)
    #expect(String(customDumping: "abc".dropFirst()) == #""bc""#)
  }

  @Test func stringsAreQuotedAndEscaped() {
    // Point-Free's writes the raw form's tab and U+0001 as they are; ours escapes them as the plain
    // form does, with the raw delimiter (StringEscapingTests).
    #expect(
      String(customDumping: "tab\t back\\slash \u{1}") == ##"#"tab\#t back\slash \#u{01}"#"##
    )
    #expect(
      String(customDumping: "tab\t \u{1}") == #""tab\t \u{01}""#
    )
  }

  @Test func multiLineStringsAreTripleQuotedBlocksIndentedWithTheirField() {
    struct Note { var body: String }
    #expect(
      String(customDumping: Note(body: "first\nsecond")) == #"""
        CustomDumpTests.Note(
          body: """
            first
            second
            """
        )
        """#
    )
  }

  @Test func nameAndIndentApplyToEveryLine() {
    var output = ""
    customDump(Address(street: "Main", city: "Town"), to: &output, name: "home", indent: 4)
    #expect(
      output == """
            home: Address(
              street: "Main",
              city: "Town"
            )
        """
    )
  }

  @Test func maxDepthCollapsesDeeperLevels() {
    let address = Address(street: "Main", city: "Town")
    let user = User(id: 1, name: "Blob", tags: ["a"], address: address)
    var shallow = ""
    customDump(user, to: &shallow, maxDepth: 0)
    #expect(shallow == "User(…)")

    var oneLevel = ""
    customDump(user, to: &oneLevel, maxDepth: 1)
    #expect(
      oneLevel == """
        User(
          id: 1,
          name: "Blob",
          tags: […],
          address: Address(…)
        )
        """
    )
  }

  @Test func customDumpReturnsItsArgument() {
    var output = ""
    let value = customDump([1, 2], to: &output)
    #expect(value == [1, 2])
  }

  @Test func sameValueDumpsTheSameTwice() {
    let user = User(id: 1, name: "Blob", tags: ["a", "b"], address: nil)
    #expect(String(customDumping: user) == String(customDumping: user))
  }

  @Test func dumpingToStandardOutputReturnsTheValue() {
    #expect(customDump(Counter(count: 7)) == Counter(count: 7))
  }
}
