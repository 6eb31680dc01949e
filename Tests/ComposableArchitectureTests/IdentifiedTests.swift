import ComposableArchitecture
import Foundation
import Testing

/// `Identified<ID, Value>`: a value made `Identifiable` by pairing it with an identifier.
@Suite struct IdentifiedTests {
  struct Row: Equatable, Hashable, Codable, Sendable {
    var title: String
    var count = 0
  }

  @Test("The doc comment's example: read and write the wrapped value's members directly")
  func docExample() {
    var selection: Identified<Int, Row>? = Identified(Row(title: "Milk"), id: 1)
    selection?.title = "Eggs"
    selection?.count += 2
    #expect(selection?.value == Row(title: "Eggs", count: 2))
    #expect(selection?.id == 1)
  }

  @Test("Its three initializers: an id, an id computed from the value, a key path")
  func initializers() {
    let uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    #expect(Identified(uuid, id: \.self).id == uuid)
    #expect(Identified(uuid, id: { $0.uuidString }).id == uuid.uuidString)
    #expect(Identified(Row(title: "a"), id: \.title).id == "a")
    #expect(Identified(Row(title: "a"), id: 7).id == 7)
  }

  @Test("Equatable, Hashable and Codable follow the value and the id")
  func conformances() throws {
    let a = Identified(Row(title: "a"), id: 1)
    #expect(a == Identified(Row(title: "a"), id: 1))
    #expect(a != Identified(Row(title: "a"), id: 2))
    #expect(a != Identified(Row(title: "b"), id: 1))
    #expect(Set([a, a, Identified(Row(title: "b"), id: 1)]).count == 2)
    let data = try JSONEncoder().encode(a)
    #expect(try JSONDecoder().decode(Identified<Int, Row>.self, from: data) == a)
  }

  @Test("In a reducer's state: a store changes the identified value through its members")
  @MainActor
  func inAStore() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.select(3)) {
      $0.selection = Identified(Row(title: "Row 3"), id: 3)
    }
    await store.send(.increment) {
      $0.selection?.count = 1
    }
  }

  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      var selection: Identified<Int, Row>?
    }
    enum Action {
      case select(Int)
      case increment
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .select(let id):
          state.selection = Identified(Row(title: "Row \(id)"), id: id)
        case .increment:
          state.selection?.count += 1
        }
        return .none
      }
    }
  }
}
