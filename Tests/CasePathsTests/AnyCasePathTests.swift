import CasePaths
import Testing

@Suite("AnyCasePath")
struct AnyCasePathTests {
  @Test("init(embed:extract:) builds a path from two functions")
  func fromFunctions() {
    let even = AnyCasePath<Int, Int>(
      embed: { $0 * 2 },
      extract: { $0.isMultiple(of: 2) ? $0 / 2 : nil }
    )
    #expect(even.embed(3) == 6)
    #expect(even.extract(from: 8) == 4)
    #expect(even.extract(from: 7) == nil)
  }

  @Test("init(_:) converts a case key path, nested ones included")
  func fromCaseKeyPath() {
    let set = AnyCasePath(\AppAction.Cases.child.grandchild.set)
    #expect(set.embed(3) == .child(.grandchild(.set(3))))
    #expect(set.extract(from: .child(.grandchild(.set(3)))) == 3)
    #expect(set.extract(from: .child(.tap)) == nil)
  }

  @Test("Dot-syntax appends the case paths of the value's cases")
  func appends() {
    let child = AnyCasePath(\AppAction.Cases.child)
    let set = child.grandchild.set
    #expect(set.embed(9) == .child(.grandchild(.set(9))))
    #expect(set.extract(from: .child(.grandchild(.set(9)))) == 9)
    #expect(set.extract(from: .other) == nil)
  }

  @Test("init() is the identity path")
  func identity() {
    let path = AnyCasePath<Toggle, Toggle>()
    #expect(path.embed(.on) == .on)
    #expect(path.extract(from: .off) == .off)
  }

  @Test("modify(_:_:) mutates the value of the matching case and returns the body's result")
  func modifies() throws {
    let loaded = AnyCasePath(\Loadable<Int>.Cases.loaded)
    var loadable = Loadable<Int>.loaded(1)
    let old = try loaded.modify(&loadable) { value -> Int in
      defer { value += 1 }
      return value
    }
    #expect(old == 1)
    #expect(loadable == .loaded(2))
  }

  @Test("modify(_:_:) throws for another case and leaves the root unchanged")
  func modifyThrows() {
    let loaded = AnyCasePath(\Loadable<Int>.Cases.loaded)
    var loadable = Loadable<Int>.idle
    #expect(throws: CasePathExtractionError.self) {
      try loaded.modify(&loadable) { $0 += 1 }
    }
    #expect(loadable == .idle)

    struct Failure: Error {}
    var other = Loadable<Int>.loaded(5)
    #expect(throws: Failure.self) {
      try loaded.modify(&other) { value in
        value = 0
        throw Failure()
      }
    }
    #expect(other == .loaded(5))
  }

  @Test("Case embeds and extracts through type-erased roots")
  func caseValue() {
    let child = Case(\AppAction.Cases.child.grandchild)
    #expect(child._embed(.increment) as? AppAction == .child(.grandchild(.increment)))
    #expect(child._extract(from: AppAction.child(.grandchild(.set(1)))) == .set(1))
    #expect(child._extract(from: AppAction.other) == nil)
    #expect(child._extract(from: "not an action") == nil)
    let toggle = Case<Bool>(embed: { $0 ? Toggle.on : .off }, extract: { (t: Toggle) in t == .on })
    #expect(toggle._embed(true) as? Toggle == .on)
    #expect(toggle._extract(from: Toggle.off) == false)
  }

  @Test("A case path describes its root and value types")
  func debugDescription() {
    #expect(AnyCasePath(\Toggle.Cases.default).debugDescription == "AnyCasePath<Toggle, Int>")
  }
}
