import CasePaths
import Testing

@Suite("Case properties through @dynamicMemberLookup")
struct DynamicMemberLookupTests {
  @Test("Reading a case property gives the value of that case, or nil")
  func reads() {
    let destination = Destination.alert(message: "Delete?")
    #expect(destination.alert == "Delete?")
    #expect(destination.sheet == nil)
    #expect(Destination.confirm.confirm != nil)
    #expect(Shape<String>.circle(radius: 1).circle == 1)
    #expect(Shape<String>.rect(width: 1, height: 2).rect?.height == 2)
    let destinations: [Destination] = [.confirm, .alert(message: "a"), .alert(message: "b")]
    #expect(destinations.compactMap(\.alert) == ["a", "b"])
  }

  @Test("Optional chaining writes through the case when the enum is in it")
  func writesThroughOptionalChaining() {
    var state = ParentState(destination: .sheet(SheetState(count: 0)))
    state.destination?.sheet?.count = 2
    #expect(state.destination == .sheet(SheetState(count: 2)))
    state.destination?.sheet?.title += "Hi"
    #expect(state.destination == .sheet(SheetState(count: 2, title: "Hi")))
  }

  @Test("Optional chaining changes nothing when the enum is in another case or nil")
  func ignoresOtherCases() {
    var alerting = ParentState(destination: .alert(message: "x"))
    alerting.destination?.sheet?.count = 2
    #expect(alerting.destination == .alert(message: "x"))

    var dismissed = ParentState(destination: nil)
    dismissed.destination?.sheet?.count = 2
    #expect(dismissed.destination == nil)
  }

  @Test("Assigning a case property replaces the value only when the enum is in that case")
  func assigns() {
    var destination = Destination.sheet(SheetState(count: 1))
    destination.sheet = SheetState(count: 5)
    #expect(destination == .sheet(SheetState(count: 5)))
    destination.alert = "ignored"
    #expect(destination == .sheet(SheetState(count: 5)))
    destination.sheet = nil
    #expect(destination == .sheet(SheetState(count: 5)))
  }
}
