import CasePaths
import Testing

/// Cases named by keywords, in backticks: `E.Type`, `E.self`, `E.Protocol` and `E.init` mean the type,
/// its metatypes and its initializers, so the expansion must never spell a case that way.
@CasePathable
enum KeywordCase: Equatable {
  case `Type`
  case `Protocol`(Int)
  case `self`(Int)
  case `init`(x: Int)
  case `default`
  case `Self`(String)
  case `class`(a: Int, b: String)
  case `func`(Int, String)
  case `in`
}

/// Cases whose payload is uninhabited but not spelled `Never`: an empty enum (the `Action` of an
/// empty feature), and `Never` among several values.
@CasePathable
enum UninhabitedPayload: Equatable {
  enum Nothing: Equatable {}
  case empty(Nothing)
  case labelled(reason: Nothing)
  case mixed(Int, Never)
  case keyword(`init`: Nothing)
  case value(Int)
}

@CasePathable
enum OnlyEmptyPayloads {
  enum Nothing {}
  case a(Nothing)
  case b(Nothing)
}

@Suite struct KeywordCaseNameTests {
  static let values: [KeywordCase] = [
    .`Type`, .`Protocol`(1), .`self`(2), .`init`(x: 3), .`default`, .`Self`("s"), .`class`(a: 4, b: "b"),
    .`func`(5, "f"), .`in`,
  ]

  @Test func everyCaseHasItsPathInDeclarationOrder() {
    let paths = Array(KeywordCase.allCasePaths)
    #expect(paths.count == Self.values.count)
    for (path, value) in zip(paths, Self.values) {
      #expect(KeywordCase.allCasePaths[value] == path)
    }
  }

  @Test func extractAndEmbedThroughEachPath() {
    let paths = KeywordCase.allCasePaths
    #expect(paths.`Type`.extract(from: .`Type`) != nil)
    #expect(paths.`Type`.embed(()) == .`Type`)
    #expect(paths.`Protocol`.embed(7) == .`Protocol`(7))
    #expect(paths.`self`.embed(8) == .`self`(8))
    #expect(paths.`self`.extract(from: .`self`(8)) == 8)
    #expect(paths.`init`.embed(9) == .`init`(x: 9))
    #expect(paths.`init`.extract(from: .`self`(9)) == nil)
    #expect(paths.`Self`.embed("t") == .`Self`("t"))
    #expect(paths.`class`.embed((a: 1, b: "c")) == .`class`(a: 1, b: "c"))
    #expect(paths.`func`.extract(from: .`func`(2, "g")).map { $0.0 } == 2)
    #expect(paths.`in`.embed(()) == .`in`)
    #expect(KeywordCase.`init`(x: 4)[case: \.`init`] == 4)
    #expect(KeywordCase.`default`.is(\.`default`))
  }

  @Test func uninhabitedPayloadsHavePathsAndNeverMatch() {
    let value = UninhabitedPayload.value(1)
    #expect(value[case: \.value] == 1)
    #expect(value[case: \.empty] == nil)
    #expect(value[case: \.labelled] == nil)
    #expect(value[case: \.mixed] == nil)
    #expect(value[case: \.keyword] == nil)
    #expect(Array(UninhabitedPayload.allCasePaths).count == 5)
    #expect(UninhabitedPayload.allCasePaths[value] == \.value)
    #expect(Array(OnlyEmptyPayloads.allCasePaths).count == 2)
  }
}
