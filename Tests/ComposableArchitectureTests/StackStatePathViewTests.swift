// The path view is what a navigation path binding reads and writes; without SwiftUI, the test
// reaches it the way the binding does, through the stack's internal `path`.
@testable import ComposableArchitecture
import Testing

/// `StackState.PathView` and `StackState.Component`: the stack as a navigation path sees it.
@MainActor
@Suite("StackState.PathView")
struct StackStatePathViewTests {
  @Test func componentsCarryTheElementsAndTheirIds() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let stack = StackState(["a", "b", "c"])
      let path = stack.path
      #expect(path.count == 3)
      #expect(path.map(\.element) == ["a", "b", "c"])
      #expect(path.map(\.id) == stack.ids)
      #expect(path.index(after: path.startIndex) == 1)
      #expect(path.index(before: path.endIndex) == 2)
    }
  }

  @Test func removingComponentsPopsAndKeepsTheRestsIds() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState(["a", "b", "c"])
      let ids = stack.ids
      stack.path.removeLast()
      #expect(Array(stack) == ["a", "b"])
      #expect(stack.ids == Array(ids.prefix(2)))
    }
  }

  @Test func appendingAComponentKeepsItsId() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState(["a", "b"])
      let top = stack.path[1]
      stack.path.removeLast()
      stack.path.append(top)
      #expect(Array(stack) == ["a", "b"])
      #expect(stack.ids.last == top.id)
    }
  }

  @Test func componentsCompareByIdAlone() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      var stack = StackState(["a"])
      let before = stack.path[0]
      stack[0] = "changed"
      let after = stack.path[0]
      #expect(before == after)
      #expect(Set([before, after]).count == 1)
    }
  }

  @Test func anEmptyPath() {
    let path = StackState<Int>.PathView()
    #expect(path.isEmpty)
  }

  @Test func debugDescriptionNamesTheTypeAndTheIds() {
    withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      let stack = StackState([1, 2])
      #expect(stack.debugDescription == "StackState<Int>([#0: 1, #1: 2])")
    }
  }
}
