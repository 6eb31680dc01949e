import CasePaths
import Testing

// The deprecated API is exercised from deprecated functions, so the build stays free of warnings.
// `/Enum.case` is given its type, as in Point-Free's tests: without one, Swift reads a case
// constructor as the value of a case without payload (`AnyCasePath<(Value) -> Enum, Void>`).

private enum LegacyChild: Equatable {
  case tap
  case set(Int)
}

private enum LegacyParent: Equatable {
  case child(LegacyChild)
  case labelled(id: Int)
  case count(Int)
  case other(Int)
  case pair(Int, name: String)
  case failed(any Error)
  indirect case nested(LegacyParent)
  case reset

  static func == (lhs: Self, rhs: Self) -> Bool {
    String(describing: lhs) == String(describing: rhs)
  }
}

/// Not `Equatable`: its payload-less cases are reached with `AnyCasePath(_:)`.
private enum Plain {
  case on
  case off
  case level(Double)
}

private enum Generic<Value> {
  case value(Value)
  case values([Value])
  case empty
}

/// One case with a payload, the others without (a single-payload enum).
private enum Single: Equatable {
  case value(String)
  case first
  case second
}

/// A payload whose type is an associated type of a generic parameter.
private enum Elements<Collection: Swift.Collection> {
  case first(Collection.Element)
  case all(Collection)
  case none
}

private final class Reference {
  let value: Int
  init(_ value: Int) { self.value = value }
}

private enum Holder {
  case reference(Reference)
  case text(String)
}

private struct Failure: Error, Equatable {
  var code: Int
}

@Suite("The deprecated CasePath API")
struct DeprecatedCasePathTests {
  @available(*, deprecated)
  @Test func prefixSlashOnACaseWithAPayload() {
    let path: AnyCasePath<LegacyParent, LegacyChild> = /LegacyParent.child
    #expect(path.extract(from: .child(.tap)) == .tap)
    #expect(path.extract(from: .reset) == nil)
    #expect(path.extract(from: .count(1)) == nil)
    #expect(path.embed(.set(1)) == .child(.set(1)))
  }

  @available(*, deprecated)
  @Test func casesWithTheSamePayloadTypeAreTold() {
    let count: AnyCasePath<LegacyParent, Int> = /LegacyParent.count
    #expect(count.extract(from: .count(1)) == 1)
    #expect(count.extract(from: .other(1)) == nil)
    #expect(count.extract(from: .labelled(id: 1)) == nil)
    // The case's tag is known after the first extraction; later ones still compare it.
    for value in 0..<10 {
      #expect(count.extract(from: .count(value)) == value)
      #expect(count.extract(from: .other(value)) == nil)
    }
  }

  @available(*, deprecated)
  @Test func labelledAndSeveralValues() {
    let labelled: AnyCasePath<LegacyParent, Int> = /LegacyParent.labelled(id:)
    #expect(labelled.extract(from: .labelled(id: 7)) == 7)
    #expect(labelled.extract(from: .count(7)) == nil)
    let pair: AnyCasePath<LegacyParent, (Int, String)> = /LegacyParent.pair
    let value = pair.extract(from: .pair(1, name: "one"))
    #expect(value?.0 == 1 && value?.1 == "one")
    #expect(pair.extract(from: .count(1)) == nil)
  }

  @available(*, deprecated)
  @Test func indirectCases() {
    let nested: AnyCasePath<LegacyParent, LegacyParent> = /LegacyParent.nested
    #expect(nested.extract(from: .nested(.count(3))) == .count(3))
    #expect(nested.extract(from: .count(3)) == nil)
    #expect(nested.embed(.reset) == .nested(.reset))
  }

  @available(*, deprecated)
  @Test func existentialPayloads() {
    let failed: AnyCasePath<LegacyParent, any Error> = /LegacyParent.failed
    #expect(failed.extract(from: .failed(Failure(code: 1))) as? Failure == Failure(code: 1))
    #expect(failed.extract(from: .reset) == nil)
  }

  @available(*, deprecated)
  @Test func genericEnums() {
    let value: AnyCasePath<Generic<String>, String> = /Generic<String>.value
    #expect(value.extract(from: .value("a")) == "a")
    #expect(value.extract(from: .values(["a"])) == nil)
    #expect(value.extract(from: .empty) == nil)
    let values = AnyCasePath(Generic<Int>.values)
    #expect(values.extract(from: .values([1, 2])) == [1, 2])
    #expect(values.extract(from: .value(1)) == nil)
  }

  @available(*, deprecated)
  @Test func singlePayloadEnums() {
    let value: AnyCasePath<Single, String> = /Single.value
    #expect(value.extract(from: .value("a")) == "a")
    #expect(value.extract(from: .first) == nil)
    #expect(value.extract(from: .second) == nil)
    let second = /Single.second
    #expect(second.extract(from: .second) != nil)
    #expect(second.extract(from: .first) == nil)
    #expect(second.extract(from: .value("")) == nil)
  }

  @available(*, deprecated)
  @Test func associatedTypePayloads() {
    let first: AnyCasePath<Elements<[Int]>, Int> = /Elements<[Int]>.first
    #expect(first.extract(from: .first(1)) == 1)
    #expect(first.extract(from: .all([1])) == nil)
    #expect(first.extract(from: .none) == nil)
    let all: AnyCasePath<Elements<Set<String>>, Set<String>> = /Elements<Set<String>>.all
    #expect(all.extract(from: .all(["a"])) == ["a"])
    #expect(all.extract(from: .first("a")) == nil)
  }

  @available(*, deprecated)
  @Test func casesWithoutPayload() {
    let reset = /LegacyParent.reset
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .count(1)) == nil)
    #expect(reset.embed(()) == .reset)
    let on = AnyCasePath(Plain.on)
    #expect(on.extract(from: .on) != nil)
    #expect(on.extract(from: .off) == nil)
    #expect(on.extract(from: .level(1)) == nil)
    let empty = AnyCasePath(Generic<Int>.empty)
    #expect(empty.extract(from: .empty) != nil)
    #expect(empty.extract(from: .value(0)) == nil)
  }

  @available(*, deprecated)
  @Test func casePathInitializers() {
    let count = CasePath(LegacyParent.count)
    #expect(count.extract(from: .count(2)) == 2)
    #expect(count.extract(from: .other(2)) == nil)
    let level = AnyCasePath(unsafe: Plain.level)
    #expect(level.extract(from: .level(0.5)) == 0.5)
    #expect(level.extract(from: .on) == nil)
    let off = AnyCasePath(unsafe: Plain.off)
    #expect(off.extract(from: .off) != nil)
    #expect(off.extract(from: .on) == nil)
    let byFunctions = CasePath<LegacyParent, Int>(
      embed: LegacyParent.count,
      extract: { if case let .count(value) = $0 { value } else { nil } }
    )
    #expect(byFunctions.extract(from: .count(2)) == 2)
    #expect(AnyCasePath.case(LegacyParent.count).extract(from: .count(3)) == 3)
    #expect(AnyCasePath<LegacyParent, Void>.case(LegacyParent.reset).extract(from: .reset) != nil)
  }

  @available(*, deprecated)
  @Test func identityPaths() {
    #expect((/LegacyParent.self).extract(from: .reset) == .reset)
    #expect(AnyCasePath(LegacyParent.self).extract(from: .count(1)) == .count(1))
    let path: AnyCasePath<LegacyParent, Int> = /LegacyParent.count
    #expect((/path).extract(from: .count(4)) == 4)
  }

  @available(*, deprecated)
  @Test func optionalRoots() {
    #expect((/Optional<Int>.some).extract(from: 3) == 3)
    #expect((/Optional<Int>.some).extract(from: nil) == nil)
    let promoted: AnyCasePath<LegacyParent?, Int> = /LegacyParent.count
    #expect(promoted.extract(from: .count(5)) == 5)
    #expect(promoted.extract(from: .other(5)) == nil)
    #expect(promoted.extract(from: nil) == nil)
    #expect(promoted.embed(6) == .count(6))
    let reset: AnyCasePath<LegacyParent?, Void> = /LegacyParent.reset
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .count(1)) == nil)
    #expect(reset.extract(from: nil) == nil)
  }

  @available(*, deprecated)
  @Test func appendingWithDotDot() {
    let path = /LegacyParent.child .. /LegacyChild.set
    #expect(path.extract(from: .child(.set(3))) == 3)
    #expect(path.extract(from: .child(.tap)) == nil)
    #expect(path.embed(4) == .child(.set(4)))
    let short = /LegacyParent.child .. LegacyChild.set
    #expect(short.extract(from: .child(.set(5))) == 5)
  }

  @available(*, deprecated)
  @Test func patternMatchingAndFreeFunctions() {
    switch LegacyParent.count(1) {
    case /LegacyParent.other: Issue.record("matched another case")
    case /LegacyParent.count: break
    default: Issue.record("matched nothing")
    }
    #expect(extract(case: LegacyParent.count, from: .count(8)) == 8)
    #expect(extract(case: LegacyParent.count, from: .other(8)) == nil)
    let parents: [LegacyParent] = [.count(1), .other(2), .count(3)]
    #expect(parents.compactMap(extract(LegacyParent.count)) == [1, 3])
  }

  @available(*, deprecated)
  @Test("A function that is not a case constructor gives wrong answers, never a crash")
  func notACaseConstructor() {
    let lengths = /{ (text: String) in LegacyParent.count(text.count) }
    #expect(lengths.extract(from: .count(3)) == nil)
    #expect(lengths.embed("abc") == .count(3))
  }

  @available(*, deprecated)
  @Test("A root type that is not an enum is reported, and the path extracts nothing")
  func notAnEnum() {
    withKnownIssue {
      let path = /{ (value: Int) in "\(value)" }
      #expect(path.extract(from: "1") == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        A case path was built from a function returning 'String', which is not an enum: it extracts \
        nothing. Pass an enum case constructor, such as '/Action.child'.
        """
      ]
    }
  }

  @available(*, deprecated)
  @Test("A path built from a case constructor can be used from many threads at once")
  func concurrentUse() async {
    let count: AnyCasePath<LegacyParent, Int> = /LegacyParent.count
    await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var found = 0
          for value in 0..<2_000 {
            if count.extract(from: .count(value + task)) == value + task { found += 1 }
            if count.extract(from: .other(value)) != nil { found -= 1_000_000 }
          }
          return found
        }
      }
      var total = 0
      for await found in group { total += found }
      #expect(total == 16_000)
    }
  }

  @available(*, deprecated)
  @Test("Extraction copies payloads without leaking or over-releasing them")
  func referencePayloads() {
    weak var weakReference: Reference?
    do {
      let reference = Reference(1)
      weakReference = reference
      let path: AnyCasePath<Holder, Reference> = /Holder.reference
      let holder = Holder.reference(reference)
      for _ in 0..<100 {
        #expect(path.extract(from: holder) === reference)
        #expect(path.extract(from: .text("x")) == nil)
      }
    }
    #expect(weakReference == nil)
  }
}
