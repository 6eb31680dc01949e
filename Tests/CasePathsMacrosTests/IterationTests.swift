import CasePaths
import Testing

@Suite("allCasePaths and case reflection of macro-generated conformances")
struct IterationTests {
  @Test("allCasePaths lists the case key paths in declaration order")
  func lists() {
    #expect(Array(Toggle.allCasePaths) == [\.on, \.off, \.default, \.`init`])
    #expect(Array(AppAction.allCasePaths) == [\.child, \.optionalChild, \.other])
    #expect(Array(AppAction.ChildAction.allCasePaths) == [\.grandchild, \.tap])
    #expect(Array(Loadable<Int>.allCasePaths) == [\.idle, \.loaded, \.failed])
    #expect(Array(Batch<String>.allCasePaths) == [\.one, \.many, \.pair])
    #expect(Array(Request.allCasePaths) == [\.fetch, \.ping, \.pair, \.point, \.mixed, \.single, \.none])
    #expect(Array(NoCases.allCasePaths).isEmpty)
  }

  @Test("case names the case of a value")
  func reflects() {
    #expect(Toggle.default(1).case == \.default)
    #expect(Toggle.allCasePaths[.off] == \.off)
    #expect(Expr.add(.number(1), .number(2)).case == \.add)
    #expect(List.cons(head: 1, tail: .empty).case == \.cons)
    #expect(Payloads.transform { $0 }.case == \.transform)
    #expect(AppAction.child(.tap).case != \.other)
  }

  @Test("Every listed case key path matches exactly the values of its case")
  func roundTrips() {
    let values: [Request] = [
      .fetch(id: 1), .ping(), .pair(1, "a"), .point(x: 1, y: 2), .mixed(1, name: "a", true),
      .single(value: 1), .none,
    ]
    for value in values {
      let matching = Array(Request.allCasePaths).filter { value.is($0) }
      #expect(matching == [value.case])
    }
  }

  @Test("Raw-value cases, several per declaration; an enum with its own availability")
  func rawValues() {
    if #available(macOS 10.15, iOS 13, *) {
      #expect(Array(Direction.allCasePaths) == [\.north, \.south, \.east, \.west])
      #expect(Direction.allCases.map(\.case) == [\.north, \.south, \.east, \.west])
      #expect(Direction(rawValue: "S")?.is(\.south) == true)
      #expect((\Direction.Cases.west)() == Direction.west)
    }
  }

  @Test("#if cases: only the active clause's case exists")
  func conditionalCases() {
    let paths = Array(PlatformEvent.allCasePaths)
    #expect(paths.count == 2)
    #expect(paths.first == \.common)
    #if os(Linux)
    #expect(paths.last == \.linux)
    let event: PlatformEvent = (\PlatformEvent.Cases.linux)("penguin")
    #expect(event[case: \.linux] == "penguin")
    #expect(event.case == \.linux)
    #else
    #expect(paths.last == \.other)
    let event: PlatformEvent = (\PlatformEvent.Cases.other)("fruit")
    #expect(event[case: \.other] == "fruit")
    #endif
    #expect(PlatformEvent.common(1)[case: \.common] == 1)
  }

  @Test("Deprecated cases are listed and usable without naming them; unavailable ones are left out")
  func availability() throws {
    let paths = Array(Legacy.allCasePaths)
    #expect(paths.count == 3)
    #expect(paths.first == \.current)
    // The deprecated case's key path, reached without a deprecation warning.
    let old = paths[1]
    let legacy: Legacy = try #require(old(7))
    #expect(legacy.case == old)
    #expect(legacy[case: old] as? Int == 7)
    #expect(legacy[case: \.current] == nil)
    #expect(Legacy.current(1).case == \.current)
    if #available(macOS 10.15, iOS 13, *) {
      #expect(paths.last == \.introduced)
      #expect(Legacy.introduced("a")[case: \.introduced] == "a")
      #expect(Legacy.introduced("a").case == \.introduced)
    }
  }
}
