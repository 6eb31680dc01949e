import CasePaths
import Testing

@Suite("Case key paths in switch patterns")
struct PatternMatchingTests {
  func describe(_ action: AppAction) -> String {
    switch action {
    case \.child.grandchild.set:
      return "set"
    case \.child.grandchild:
      return "grandchild"
    case \.child.tap:
      return "tap"
    case \.other:
      return "other"
    default:
      return "unmatched"
    }
  }

  @Test("A switch matches case key paths, nested ones included, in order")
  func matches() {
    #expect(describe(.child(.grandchild(.set(1)))) == "set")
    #expect(describe(.child(.grandchild(.increment))) == "grandchild")
    #expect(describe(.child(.tap)) == "tap")
    #expect(describe(.other) == "other")
    #expect(describe(.optionalChild(nil)) == "unmatched")
  }

  @Test("A switch over Result and Optional matches their case key paths")
  func standardLibrary() {
    let result: Result<Int, any Error> = .success(1)
    switch result {
    case \.failure: Issue.record("matched failure")
    case \.success: break
    default: Issue.record("matched nothing")
    }
    let optional: Int? = nil
    switch optional {
    case \.some: Issue.record("matched some")
    case \.none: break
    default: Issue.record("matched nothing")
    }
  }
}
