import Foundation
import IdentifiedCollections
import Testing

private struct Chore: Equatable, Codable {
  var title: String
  var isDone = false
}

@Suite("Identified and the deprecated IdentifiedArray.init(_:id:)")
struct IdentifiedValueTests {
  @Test("Identified pairs a value with an id and reaches the value's members")
  func identified() {
    var item = Identified(Chore(title: "Milk"), id: 1)
    #expect(item.id == 1)
    item.title = "Eggs"
    #expect(item.value == Chore(title: "Eggs"))
    #expect(Identified("uuid", id: \.self).id == "uuid")
    #expect(Identified(3, id: { $0 * 2 }).id == 6)
  }

  @Test("Identified is Codable and Hashable when its parts are")
  func conformances() throws {
    let item = Identified(Chore(title: "Milk"), id: 1)
    let data = try JSONEncoder().encode(item)
    #expect(try JSONDecoder().decode(Identified<Int, Chore>.self, from: data) == item)
    #expect(Set([Identified(1, id: "a"), Identified(1, id: "a")]).count == 1)
  }

  @available(*, deprecated)
  @Test("init(_:id:) builds the array as init(uniqueElements:id:) does")
  func deprecatedInitializer() {
    let todos = IdentifiedArray([Chore(title: "Milk"), Chore(title: "Eggs")], id: \Chore.title)
    #expect(Array(todos.ids) == ["Milk", "Eggs"])
    #expect(todos[id: "Eggs"] == Chore(title: "Eggs"))
  }
}
