import CasePaths
import Testing

@Suite("Listing an enum's case key paths and naming a value's case")
struct IterationAndReflectionTests {
  @Test("allCasePaths lists the case key paths in declaration order")
  func lists() {
    #expect(Array(Toggle.allCasePaths) == [\.on, \.off, \.default, \.`init`])
    #expect(Array(AppAction.allCasePaths) == [\.child, \.optionalChild, \.other])
    #expect(Array(Loadable<Int>.allCasePaths) == [\.idle, \.loaded, \.failed])
    #expect(Array(NoCases.allCasePaths).isEmpty)
  }

  @Test("case names the case key path of a value, equal to the literal")
  func reflects() {
    #expect(Toggle.default(1).case == \.default)
    #expect(Toggle.allCasePaths[.off] == \.off)
    #expect(Shape<Int>.labeled(1, "a").case == \.labeled)
    #expect(Batch.pair(1, 2).case == \.pair)
    #expect(AppAction.child(.tap).case != \.other)
  }

  @Test("A deprecated case is listed and reflected through its witness")
  func deprecatedCase() {
    let square = CasePaths._$caseKeyPath(Shape<Int>.AllCasePaths._$square.self)
    let shape: Shape<Int>? = square(2.0)
    #expect(shape?.case == square)
    #expect(shape.map { $0[case: square] as? Double } == 2.0)
    let paths = Array(Shape<Int>.allCasePaths)
    #expect(paths.count == 7)
    #expect(paths.last == \.modern)
    #expect(paths.contains(square))
    #expect(Shape<Int>.rect(width: 1, height: 1).case != square)
  }

  @Test("Unavailable cases are left out; introduced and #if-selected cases are in")
  func availability() {
    let paths = Array(Versioned.allCasePaths)
    #expect(paths.count == 4)
    #expect(paths.first == \.current)
    #expect(paths.last == \.shown)
    #expect(Versioned.shown("a").case == \.shown)
    #expect(Versioned.shown("a")[case: \.shown] == "a")
    if #available(macOS 10.15, iOS 13, *) {
      #expect(paths.contains(\.introduced))
      #expect(Versioned.introduced(1).case == \.introduced)
    }
  }

  @Test("Every listed case key path extracts from the values of its case")
  func roundTrips() {
    let values: [Shape<String>] = [
      .point, .circle(radius: 1), .rect(width: 1, height: 2), .labeled("a", "b"),
      .wrapped(.point), .modern,
    ]
    for value in values {
      let matching = Array(Shape<String>.allCasePaths).filter { value.is($0) }
      #expect(matching == [value.case])
    }
  }
}
