import SwiftNavigation
import Testing

// A class takes identity-based `Hashable` from `HashableObject`, for navigation APIs that need it.
struct HashableObjectTests {
  final class DetailModel: HashableObject {
    var title: String
    init(title: String) { self.title = title }
  }

  @Test func instancesAreEqualOnlyToThemselves() {
    let first = DetailModel(title: "Same")
    let second = DetailModel(title: "Same")
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, first, second]).count == 2)
    var path: [DetailModel] = [first]
    path.append(second)
    #expect(path.firstIndex(of: second) == 1)
  }
}
