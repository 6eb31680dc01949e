import CasePaths
import Testing

@Suite("Embedding and extracting through macro-generated case paths")
struct EmbedAndExtractTests {
  @Test("Comments and strings mentioning 'case' are not cases; defaults with ',' and ')' are skipped")
  func trickyDeclarations() {
    let text: Tricky = (\Tricky.Cases.text)("hello")
    #expect(text == .text("hello"))
    #expect(text[case: \.text] == "hello")
    #expect(Tricky.text()[case: \.text] == "case fake(Int), )")
    #expect(text[case: \.number] == nil)
    #expect(Tricky.zero[case: \.number] == 0)
    #expect(Tricky(alias: 4).describe() == "case case number: 4")
    #expect(Array(Tricky.allCasePaths) == [\.text, \.number])
  }

  @Test("Generic payload types keep their meaning")
  func genericPayloads() throws {
    let result = Payloads.result(.success([1, 2]))
    #expect(try #require(result[case: \.result]).get() == [1, 2])
    #expect(result[case: \.pairs] == nil)

    let pairs: Payloads = (\Payloads.Cases.pairs)(["a": (1, 2)])
    let extracted = try #require(pairs[case: \.pairs]?["a"])
    #expect(extracted == (1, 2))

    let nested = Payloads.nested(["x": [1, nil]])
    #expect(nested[case: \.nested] == .some(["x": [1, nil]]))

    let transform = Payloads.transform { $0 * 3 }
    #expect(transform[case: \.transform]?(2) == 6)
  }

  @Test("Indirect enums and cases, and Self in a payload")
  func indirect() {
    let sum: Expr = (\Expr.Cases.add)((.number(1), .number(2)))
    #expect(sum == .add(.number(1), .number(2)))
    #expect(sum[case: \.add]?.1 == .number(2))
    let negated: Expr = (\Expr.Cases.negate)(.number(3))
    #expect(negated[case: \.negate] == .number(3))
    #expect(negated[case: \.negate.number] == 3)

    let list: List = (\List.Cases.cons)((head: 1, tail: .cons(head: 2, tail: .empty)))
    #expect(list[case: \.cons]?.head == 1)
    #expect(list[case: \.cons]?.tail[case: \.cons]?.head == 2)
    #expect(List.empty.is(\.empty))
  }

  @Test("Defaults are ignored: embedding passes every argument")
  func defaults() {
    let fetch: Request = (\Request.Cases.fetch)((id: 1, page: 2, query: "q"))
    #expect(fetch == .fetch(id: 1, page: 2, query: "q"))
    let value = Request.fetch(id: 7)[case: \.fetch]
    #expect(value?.id == 7)
    #expect(value?.page == 1)
    #expect(value?.query == "")
    #expect(Request.ping()[case: \.ping] == 1)
    #expect((\Request.Cases.ping)(3) == Request.ping(3))
  }

  @Test("Labelled, unlabelled and mixed payloads")
  func payloadShapes() {
    #expect(Request.pair(1, "a")[case: \.pair]?.0 == 1)
    #expect(Request.pair(1, "a")[case: \.pair]?.1 == "a")
    #expect((\Request.Cases.pair)((2, "b")) == Request.pair(2, "b"))

    let point = Request.point(x: 1, y: 2)[case: \.point]
    #expect(point?.x == 1)
    #expect(point?.y == 2)

    let mixed = Request.mixed(1, name: "n", true)[case: \.mixed]
    #expect(mixed?.0 == 1)
    #expect(mixed?.name == "n")
    #expect(mixed?.2 == true)
    #expect((\Request.Cases.mixed)((4, name: "m", false)) == Request.mixed(4, name: "m", false))

    // A single labelled value is the value itself, not a 1-tuple.
    let single: Int? = Request.single(value: 5)[case: \.single]
    #expect(single == 5)
    #expect((\Request.Cases.single)(6) == Request.single(value: 6))

    let none: Void? = Request.none[case: \.none]
    #expect(none != nil)
    #expect((\Request.Cases.none)() == Request.none)
  }

  @Test("Setting through subscript(case:) replaces the value only in the same case")
  func subscriptSet() {
    var request = Request.point(x: 1, y: 2)
    request[case: \.point] = (x: 3, y: 4)
    #expect(request == .point(x: 3, y: 4))
    request[case: \.pair] = (1, "ignored")
    #expect(request == .point(x: 3, y: 4))

    var loadable = Loadable<Int>.loaded(1)
    loadable[case: \.loaded]? += 1
    #expect(loadable == .loaded(2))
    loadable.modify(\.loaded) { $0 *= 10 }
    #expect(loadable == .loaded(20))
  }

  @Test("Generic enums, including a parameter named Element")
  func generics() {
    #expect(Loadable<String>.loaded("a")[case: \.loaded] == "a")
    #expect(Loadable<String>.failed(message: "x")[case: \.failed] == "x")
    #expect((\Loadable<Int>.Cases.idle)() == Loadable<Int>.idle)

    #expect(Batch.one(1)[case: \.one] == 1)
    #expect(Batch.many([1, 2])[case: \.many] == [1, 2])
    #expect(Batch.pair("a", "b")[case: \.pair]?.1 == "b")
    let pair: Batch<Int> = (\Batch<Int>.Cases.pair)((1, 2))
    #expect(pair == .pair(1, 2))
  }

  @Test("An enum named Element")
  func enumNamedElement() {
    let node: Markup.Element = (\Markup.Element.Cases.node)((tag: "p", children: [.text("hi")]))
    #expect(node == .node(tag: "p", children: [.text("hi")]))
    #expect(node[case: \.node]?.children.first?[case: \.text] == "hi")
    #expect(Array(Markup.Element.allCasePaths) == [\.text, \.node])
  }

  @Test("Backticked case names")
  func backticks() {
    #expect(Toggle.default(3)[case: \.default] == 3)
    #expect(Toggle.`init`.is(\.`init`))
    #expect((\Toggle.Cases.`init`)() == Toggle.`init`)
    #expect((\Toggle.Cases.default)(1) == Toggle.default(1))
    #expect(Toggle.allCasePaths.default.extract(from: .default(2)) == 2)
  }

  @Test("Nested enums compose as \\.child.grandchild")
  func composition() {
    let path: CaseKeyPath<AppAction, Int> = \.child.grandchild.set
    let action = path(5)
    #expect(action == .child(.grandchild(.set(5))))
    #expect(action[case: \.child.grandchild.set] == 5)
    #expect(action[case: \.child.grandchild] == .set(5))
    #expect(action[case: \.child.tap] == nil)
    #expect(AppAction.optionalChild(.tap)[case: \.optionalChild.tap] != nil)
    #expect(AppAction.optionalChild(nil)[case: \.optionalChild.tap] == nil)

    var mutable = AppAction.child(.grandchild(.set(1)))
    mutable[case: \.child.grandchild.set]? += 1
    #expect(mutable == .child(.grandchild(.set(2))))
  }

  @Test("The generated AllCasePaths properties are AnyCasePaths")
  func anyCasePaths() {
    let path = AppAction.allCasePaths.child
    #expect(path.embed(.tap) == .child(.tap))
    #expect(path.extract(from: .other) == nil)
    let deep = AnyCasePath(\AppAction.Cases.child.grandchild.set)
    #expect(deep.extract(from: .child(.grandchild(.set(9)))) == 9)
  }
}
