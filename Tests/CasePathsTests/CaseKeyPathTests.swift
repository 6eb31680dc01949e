import CasePaths
import Testing

@Suite("Case key paths embed values")
struct CaseKeyPathTests {
  @Test("A key path called with a value embeds it in its case")
  func embedsSingleValue() {
    let circle = \Shape<String>.Cases.circle
    #expect(circle(2) == Shape<String>.circle(radius: 2))
    let loaded: CaseKeyPath<Loadable<Int>, Int> = \.loaded
    #expect(loaded(7) == .loaded(7))
    let failed: CaseKeyPath<Loadable<Int>, String> = \.failed
    #expect(failed("offline") == .failed(message: "offline"))
  }

  @Test("Several values embed as a tuple with the declared labels, defaults ignored")
  func embedsTuples() {
    let rect: CaseKeyPath<Shape<String>, (width: Double, height: Double)> = \.rect
    #expect(rect((width: 3, height: 4)) == .rect(width: 3, height: 4))
    let labeled: CaseKeyPath<Shape<String>, (String, String)> = \.labeled
    #expect(labeled(("a", "note")) == .labeled("a", "note"))
    let pair: CaseKeyPath<Batch<Int>, (Int, Int)> = \.pair
    #expect(pair((1, 2)) == .pair(1, 2))
  }

  @Test("A key path to a case without payload is called with no argument")
  func embedsVoid() {
    let on: CaseKeyPath<Toggle, Void> = \.on
    #expect(on() == Toggle.on)
    #expect((\Toggle.Cases.`init`)() == Toggle.`init`)
    #expect((\Shape<Int>.Cases.point)() == Shape<Int>.point)
  }

  @Test("Dots compose key paths into nested enums")
  func composes() {
    let set: CaseKeyPath<AppAction, Int> = \.child.grandchild.set
    #expect(set(5) == .child(.grandchild(.set(5))))
    let increment = \AppAction.Cases.child.grandchild.increment
    #expect(increment() == .child(.grandchild(.increment)))
    #expect(AppAction.child(.grandchild(.set(5)))[case: set] == 5)
    #expect(AppAction.child(.tap)[case: set] == nil)
    #expect(AppAction.other[case: set] == nil)
  }

  @Test("appending(path:) composes like dots")
  func appends() {
    let child = \AppAction.Cases.child
    let grandchild = \Child.Action.Cases.grandchild
    let path = child.appending(path: grandchild).appending(path: \.set)
    #expect(path == \AppAction.Cases.child.grandchild.set)
    #expect(path(1) == .child(.grandchild(.set(1))))
  }

  @Test("\\.self embeds and extracts the whole value")
  func identity() {
    let whole = \Toggle.Cases.self
    #expect(whole(.off) == Toggle.off)
    #expect(Toggle.on[case: whole] == .on)
  }

  @Test("A case holding an optional enum composes through its value")
  func optionalPayloadFlattens() {
    let tap: CaseKeyPath<AppAction, Void> = \.optionalChild.tap
    #expect(tap() == .optionalChild(.tap))
    #expect(AppAction.optionalChild(.tap).is(\.optionalChild.tap))
    #expect(!AppAction.optionalChild(nil).is(\.optionalChild.tap))
    #expect(AppAction.optionalChild(nil).is(\.optionalChild))
  }

  @Test("A generic parameter named Element works through the _$Element alias")
  func elementParameter() {
    let many: CaseKeyPath<Batch<String>, [String]> = \.many
    #expect(many(["a", "b"]) == .many(["a", "b"]))
    #expect(Batch.one("x")[case: \.one] == "x")
  }

  @Test("Self in a payload means the enum, and indirect cases nest")
  func selfPayload() {
    let inner: CaseKeyPath<Shape<Int>, Double> = \.wrapped.circle
    #expect(inner(1) == .wrapped(.circle(radius: 1)))
    #expect(Shape<Int>.wrapped(.wrapped(.point)).is(\.wrapped.wrapped.point))
  }

  @Test("A partial case key path embeds a value of the right type, and only that")
  func partialEmbeds() {
    let path: PartialCaseKeyPath<Toggle> = \.default
    #expect(path(3) as Toggle? == .default(3))
    #expect(path("3") as Toggle? == nil)
    let void: PartialCaseKeyPath<Toggle> = \.off
    #expect(void(()) as Toggle? == .off)
  }
}
