import CustomDump
import Testing

@Suite("customDump: shared and cyclic references")
struct ReferenceCycleTests {
  @Test func cycleIsWrittenOnceThenReferredTo() {
    let first = Person(name: "Blob")
    let second = Person(name: "Blob Jr.", friend: first)
    first.friend = second
    defer { first.friend = nil }

    #expect(
      String(customDumping: first) == """
        Person(
          name: "Blob",
          friend: #1 Person(
            name: "Blob Jr.",
            friend: Person(↩︎)
          )
        )
        """
    )
  }

  @Test func selfReference() {
    let person = Person(name: "Narcissus")
    person.friend = person
    defer { person.friend = nil }
    #expect(
      String(customDumping: person) == """
        Person(
          name: "Narcissus",
          friend: Person(↩︎)
        )
        """
    )
  }

  @Test func distinctInstancesAfterTheFirstAreNumbered() {
    let a = Person(name: "A")
    let b = Person(name: "B")
    #expect(
      String(customDumping: [a, b, b, a]) == """
        [
          [0]: Person(
            name: "A",
            friend: nil
          ),
          [1]: #1 Person(
            name: "B",
            friend: nil
          ),
          [2]: #1 Person(↩︎),
          [3]: Person(↩︎)
        ]
        """
    )
  }

  @Test func objectsSeenOnceHaveNoMarker() {
    #expect(String(customDumping: Person(name: "Solo")).hasPrefix("Person("))
  }

  @Test func markersAreStableAcrossDumps() {
    let person = Person(name: "Loop")
    person.friend = person
    defer { person.friend = nil }
    #expect(String(customDumping: person) == String(customDumping: person))
  }

  @Test func diffOfDifferentCyclicObjectsShowsThemWhole() {
    let first = Person(name: "A")
    first.friend = first
    let second = Person(name: "B")
    second.friend = second
    defer {
      first.friend = nil
      second.friend = nil
    }
    #expect(
      diff(first, second) == """
        - Person(
        -   name: "A",
        -   friend: Person(↩︎)
        - )
        + #1 Person(
        +   name: "B",
        +   friend: #1 Person(↩︎)
        + )
        """
    )
  }
}
