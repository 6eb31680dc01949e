import CasePaths
import Testing

@Suite("Case properties of @dynamicMemberLookup enums")
struct DynamicMemberLookupTests {
  @Test("Reading a case property gives the payload or nil")
  func reads() {
    let destination = Destination.deleteAlert
    #expect(destination.alert == "Delete?")
    #expect(destination.sheet == nil)
    #expect(Destination.confirm.confirm != nil)
    #expect(Destination.sheet(SheetState(count: 3)).sheet?.count == 3)
    #expect(Request.point(x: 1, y: 2).point?.y == 2)
    #expect(Request.fetch(id: 4).fetch?.page == 1)
    #expect(Tricky.number(2).number == 2)
    #expect(PublicAction.labelled(name: "a", count: 1).labelled?.count == 1)
  }

  @Test("Real members win over case properties")
  func realMembers() {
    #expect(Destination.alert(message: "Hi").title == "Hi")
    #expect(Destination.confirm.title == "Confirm")
    #expect(Tricky.text("x").summary == "case text: x")
  }

  @Test("Optional chaining writes through the case: state.destination?.sheet?.count = 2")
  func writesThroughOptionalChaining() {
    var state = ParentState(destination: .sheet(SheetState(count: 0)))
    state.destination?.sheet?.count = 2
    #expect(state.destination == .sheet(SheetState(count: 2)))
    state.destination?.sheet?.title += "Hi"
    #expect(state.destination == .sheet(SheetState(count: 2, title: "Hi")))

    var alerting = ParentState(destination: .alert(message: "x"))
    alerting.destination?.sheet?.count = 2
    #expect(alerting.destination == .alert(message: "x"))

    var dismissed = ParentState(destination: nil)
    dismissed.destination?.sheet?.count = 2
    #expect(dismissed.destination == nil)
  }

  @Test("Assigning a case property replaces the payload only in that case")
  func assigns() {
    var destination = Destination.sheet(SheetState(count: 1))
    destination.sheet = SheetState(count: 5)
    #expect(destination == .sheet(SheetState(count: 5)))
    destination.alert = "ignored"
    #expect(destination == .sheet(SheetState(count: 5)))

    var request = Request.point(x: 1, y: 1)
    request.point?.x = 9
    #expect(request == .point(x: 9, y: 1))
  }
}
