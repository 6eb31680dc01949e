import CustomDump
import Testing

@Suite("diff")
struct DiffTests {
  let user = User(id: 1, name: "Blob", tags: ["a", "b"], address: nil)

  @Test func equalValuesHaveNoDifference() {
    #expect(diff(user, user) == nil)
    #expect(diff(1, 1) == nil)
    #expect(diff(["a": 1], ["a": 1]) == nil)
  }

  @Test func simpleValues() {
    #expect(diff(1, 2) == "- 1\n+ 2")
    #expect(diff("a", "b") == "- \"a\"\n+ \"b\"")
  }

  @Test func changedFieldOfANestedStruct() {
    var other = user
    other.name = "Blob Jr."
    #expect(
      diff(user, other) == """
          User(
            id: 1,
        -   name: "Blob",
        +   name: "Blob Jr.",
            tags: […],
            address: nil
          )
        """
    )
  }

  @Test func changeDeepInsideIsReachedThroughUnchangedLevels() {
    var first = User(id: 1, name: "Blob", tags: [], address: Address(street: "Main", city: "Town"))
    var second = first
    second.address?.city = "City"
    first.tags = ["x"]
    second.tags = ["x"]
    #expect(
      diff(first, second) == """
          User(
            id: 1,
            name: "Blob",
            tags: […],
            address: Address(
              street: "Main",
        -     city: "Town"
        +     city: "City"
            )
          )
        """
    )
  }

  @Test func enumWithChangedPayload() {
    var other = user
    other.name = "Blob Jr."
    #expect(
      diff(Action.child(.user(user)), Action.child(.user(other))) == """
          Action.child(
            .user(
              User(
                id: 1,
        -       name: "Blob",
        +       name: "Blob Jr.",
                tags: […],
                address: nil
              )
            )
          )
        """
    )
  }

  @Test func enumWithChangedCase() {
    #expect(diff(Action.tap, Action.set(value: 2)) == "- Action.tap\n+ Action.set(value: 2)")
    #expect(
      diff(Action.response(.success(1)), Action.response(.failure(Failure()))) == """
          Action.response(
        -   .success(1)
        +   .failure(Failure())
          )
        """
    )
  }

  @Test func enumWithSeveralAssociatedValues() {
    #expect(
      diff(Action.labelled(id: 1, name: "a"), Action.labelled(id: 1, name: "b")) == """
          Action.labelled(
            id: 1,
        -   name: "a"
        +   name: "b"
          )
        """
    )
  }

  @Test func arrayInsertion() {
    #expect(
      diff([1, 2, 3], [1, 2, 3, 4]) == """
          [
            … (3 unchanged),
        +   [3]: 4
          ]
        """
    )
  }

  @Test func arrayRemoval() {
    #expect(
      diff([1, 2, 3, 4], [1, 2, 4]) == """
          [
            … (2 unchanged),
        -   [2]: 3,
            [2]: 4
          ]
        """
    )
  }

  @Test func arrayRemovalAtTheStart() {
    #expect(
      diff(["a", "b"], ["b"]) == """
          [
        -   [0]: "a",
            [0]: "b"
          ]
        """
    )
  }

  @Test func arrayElementChange() {
    #expect(
      diff([1, 2, 3], [1, 9, 3]) == """
          [
            [0]: 1,
        -   [1]: 2,
        +   [1]: 9,
            [2]: 3
          ]
        """
    )
  }

  @Test func changedStructInsideAnArrayShowsTheChangedField() {
    var other = user
    other.id = 2
    #expect(
      diff([user, user, user], [user, other, user]) == """
          [
            [0]: User(…),
            [1]: User(
        -     id: 1,
        +     id: 2,
              name: "Blob",
              tags: […],
              address: nil
            ),
            [2]: User(…)
          ]
        """
    )
  }

  @Test func arrayFromEmpty() {
    #expect(
      diff([String](), ["a"]) == """
          [
        +   [0]: "a"
          ]
        """
    )
  }

  @Test func dictionaries() {
    #expect(
      diff(["a": 1, "b": 2, "c": 3], ["a": 1, "b": 5, "d": 4]) == """
          [
        -   "b": 2,
        +   "b": 5,
        -   "c": 3
        +   "d": 4
            … (1 unchanged)
          ]
        """
    )
  }

  @Test func dictionaryRunsOfUnchangedEntriesAreCollapsed() {
    #expect(
      diff(["a": 1, "b": 2, "c": 3, "d": 4], ["a": 1, "b": 2, "c": 3, "d": 5]) == """
          [
        -   "d": 4
        +   "d": 5
            … (3 unchanged)
          ]
        """
    )
  }

  @Test func optionals() {
    let some: Int? = 1
    let none: Int? = nil
    #expect(diff(some, none) == "- 1\n+ nil")
    var withAddress = user
    withAddress.address = Address(street: "Main", city: "Town")
    #expect(
      diff(user, withAddress) == """
          User(
            id: 1,
            name: "Blob",
            tags: […],
        -   address: nil
        +   address: Address(
        +     street: "Main",
        +     city: "Town"
        +   )
          )
        """
    )
  }

  @Test func sets() {
    #expect(
      diff(Set([1, 2, 3, 4]), Set([2, 3, 4, 5])) == """
          Set([
        -   1,
        +   5,
            … (3 unchanged)
          ])
        """
    )
  }

  @Test func tuples() {
    #expect(
      diff((1, "a"), (1, "b")) == """
          (
            1,
        -   "a"
        +   "b"
          )
        """
    )
  }

  @Test func multiLineStringsAreDiffedByLine() {
    #expect(
      diff("a\nb\nc", "a\nB\nc") == #"""
          """
          a
        - b
        + B
          c
          """
        """#
    )
  }

  @Test func proportionalFormat() {
    #expect(diff(1, 2, format: .proportional) == "\u{2212} 1\n+ 2")
    #expect(
      diff([1, 2], [1, 3], format: .proportional) == """
        \u{2007} [
        \u{2007}   [0]: 1,
        \u{2212}   [1]: 2
        +   [1]: 3
        \u{2007} ]
        """
    )
  }

  @Test func customFormat() {
    #expect(diff(1, 2, format: DiffFormat(first: "<", second: ">", both: "=")) == "< 1\n> 2")
  }

  @Test func diffIsDeterministic() {
    let first = ["x": [1, 2], "y": [3]]
    let second = ["x": [1, 2, 9], "y": [3], "z": []]
    let once = diff(first, second)
    #expect(once != nil)
    #expect(once == diff(first, second))
  }
}
