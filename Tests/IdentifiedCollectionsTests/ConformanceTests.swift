import Foundation
import IdentifiedCollections
import Testing

@Suite struct ConformanceTests {
  @Test func equatableIsOrderSensitive() {
    #expect(todos(1, 2) == todos(1, 2))
    #expect(todos(1, 2) != todos(2, 1))
    #expect(todos(1, 2) != todos(1))
    var changed = todos(1, 2)
    changed[id: 2]?.title = "other"
    #expect(changed != todos(1, 2))
  }

  @Test func hashable() {
    #expect(todos(1, 2).hashValue == todos(1, 2).hashValue)
    #expect(Set([todos(1, 2), todos(1, 2), todos(2, 1)]).count == 2)
  }

  @Test func sendable() async {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    let array = requireSendable(todos(1, 2))
    let ids = requireSendable(array.ids)
    let count = await Task.detached { array.count + ids.count }.value
    #expect(count == 4)
  }

  @Test func encodesAsAPlainArray() throws {
    let array = todos(2, 1)
    let data = try JSONEncoder().encode(array)
    let plain = try JSONDecoder().decode([Todo].self, from: data)
    #expect(plain == array.elements)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.hasPrefix("[{"))
  }

  @Test func codableRoundTrip() throws {
    let array = todos(3, 1, 2)
    let decoded = try JSONDecoder().decode(
      IdentifiedArrayOf<Todo>.self, from: JSONEncoder().encode(array)
    )
    #expect(decoded == array)
    #expect(indexProblem(in: decoded) == nil)
  }

  @Test func decodesAnEmptyArray() throws {
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: Data("[]".utf8))
    #expect(decoded.isEmpty)
  }

  @Test func decodingDuplicateIDsThrows() throws {
    let json = Data(
      #"[{"id":1,"title":"a","isDone":false},{"id":1,"title":"b","isDone":false}]"#.utf8)
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("Expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.debugDescription == "Duplicate element at offset 1")
  }

  @Test func decodingAMalformedElementThrows() {
    let json = Data(#"[{"id":"not a number"}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: json)
    }
  }

  @Test func descriptions() {
    let array = IdentifiedArray(uniqueElements: ["a", "b"], id: \.self)
    #expect(array.description == #"["a", "b"]"#)
    #expect(array.debugDescription == #"IdentifiedArray<String>(["a", "b"])"#)
    #expect(String(describing: IdentifiedArray(id: \Int.self)) == "[]")
  }

  @Test func mirrorIsACollection() {
    let mirror = Mirror(reflecting: todos(1, 2, 3))
    #expect(mirror.displayStyle == .collection)
    #expect(mirror.children.count == 3)
    #expect(mirror.children.allSatisfy { $0.label == nil })
  }
}
