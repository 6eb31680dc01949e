import CustomDump
import Testing

@Suite("customDump: enums")
struct EnumDumpTests {
  @Test func caseWithoutPayloadIsQualifiedAtTheRoot() {
    #expect(String(customDumping: Action.tap) == "Action.tap")
  }

  @Test func singlePayloadFitsOnOneLine() {
    #expect(String(customDumping: Result<Int, Failure>.success(42)) == "Result.success(42)")
    #expect(String(customDumping: Action.set(value: 3)) == "Action.set(value: 3)")
  }

  @Test func nestedEnumsDropTheTypeNameAndBreakTheLine() {
    #expect(String(customDumping: Action.response(.success(42))) == "Action.response(\n  .success(42)\n)")
    #expect(
      String(customDumping: Action.response(.failure(Failure())))
        == "Action.response(\n  .failure(Failure())\n)"
    )
    #expect(String(customDumping: Action.child(.reset)) == "Action.child(.reset)")
  }

  @Test func severalPayloadValuesGoOnSeparateLines() {
    #expect(
      String(customDumping: Action.pair(1, "x")) == """
        Action.pair(
          1,
          "x"
        )
        """
    )
    #expect(
      String(customDumping: Action.labelled(id: 1, name: "x")) == """
        Action.labelled(
          id: 1,
          name: "x"
        )
        """
    )
  }

  @Test func nestedMultiLinePayload() {
    let user = User(id: 1, name: "Blob", tags: [], address: nil)
    #expect(
      String(customDumping: Action.child(.user(user))) == """
        Action.child(
          .user(
            User(
              id: 1,
              name: "Blob",
              tags: [],
              address: nil
            )
          )
        )
        """
    )
  }

  @Test func caseNamesIgnoreACustomDescription() {
    #expect(String(customDumping: Color.red) == "Color.red")
    #expect(
      String(customDumping: [Color.red, .green]) == """
        [
          [0]: .red,
          [1]: .green
        ]
        """
    )
  }

  @Test func optionalEnumAtTheRootIsWrittenWithoutItsTypeName() {
    let action: Action? = .tap
    #expect(String(customDumping: action) == ".tap")
  }
}
