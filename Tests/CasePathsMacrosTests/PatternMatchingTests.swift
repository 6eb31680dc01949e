import CasePaths
import Testing

@Suite("Matching macro-generated case key paths")
struct PatternMatchingTests {
  func describe(_ action: AppAction) -> String {
    switch action {
    case \.child.grandchild.set:
      return "set"
    case \.child.grandchild:
      return "grandchild"
    case \.child.tap:
      return "tap"
    case \.optionalChild:
      return "optional"
    case \.other:
      return "other"
    default:
      return "unmatched"
    }
  }

  @Test("A switch matches case key paths, nested ones included, in order")
  func switches() {
    #expect(describe(.child(.grandchild(.set(1)))) == "set")
    #expect(describe(.child(.grandchild(.increment))) == "grandchild")
    #expect(describe(.child(.tap)) == "tap")
    #expect(describe(.optionalChild(nil)) == "optional")
    #expect(describe(.other) == "other")
  }

  @Test("is(_:) tests the case, nested ones included")
  func isCase() {
    let action = AppAction.child(.grandchild(.increment))
    #expect(action.is(\.child))
    #expect(action.is(\.child.grandchild.increment))
    #expect(!action.is(\.child.grandchild.set))
    #expect(!action.is(\.other))
    #expect(Request.none.is(\.none))
    #expect(!Request.ping(1).is(\.none))
    #expect(Expr.negate(.number(1)).is(\.negate.number))
  }

  @Test("Payload-less and payload cases both match")
  func payloads() {
    func kind(_ request: Request) -> String {
      switch request {
      case \.fetch: "fetch"
      case \.none: "none"
      case \.point: "point"
      default: "other"
      }
    }
    #expect(kind(.fetch(id: 1)) == "fetch")
    #expect(kind(.none) == "none")
    #expect(kind(.point(x: 0, y: 0)) == "point")
    #expect(kind(.ping()) == "other")
  }
}
