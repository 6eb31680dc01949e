import ComposableArchitecture
import Foundation
import Testing

/// `IdentifiedAction` encodes and decodes when its id and action do.
@Suite("IdentifiedAction Codable")
struct IdentifiedActionCodableTests {
  enum RowAction: Codable, Equatable {
    case toggled
    case renamed(String)
  }

  @Test func roundTripsThroughJSON() throws {
    let actions: [IdentifiedAction<Int, RowAction>] = [
      .element(id: 1, action: .toggled),
      .element(id: 2, action: .renamed("Milk")),
    ]
    let data = try JSONEncoder().encode(actions)
    let decoded = try JSONDecoder().decode([IdentifiedAction<Int, RowAction>].self, from: data)
    #expect(decoded == actions)
  }
}
