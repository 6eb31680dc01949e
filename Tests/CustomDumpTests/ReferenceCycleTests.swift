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
        #1 Person(
          name: "Blob",
          friend: Person(
            name: "Blob Jr.",
            friend: #1 Person(↩︎)
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
        #1 Person(
          name: "Narcissus",
          friend: #1 Person(↩︎)
        )
        """
    )
  }

  @Test func sharedInstanceIsMarkedAndNumberedInOrder() {
    let a = Person(name: "A")
    let b = Person(name: "B")
    #expect(
      String(customDumping: [a, b, b, a]) == """
        [
          [0]: #1 Person(
            name: "A",
            friend: nil
          ),
          [1]: #2 Person(
            name: "B",
            friend: nil
          ),
          [2]: #2 Person(↩︎),
          [3]: #1 Person(↩︎)
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

  @Test func diffOfCyclicValuesTerminatesAndShowsTheChange() {
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
          #1 Person(
        -   name: "A",
        +   name: "B",
            friend: #1 Person(↩︎)
          )
        """
    )
  }
}
