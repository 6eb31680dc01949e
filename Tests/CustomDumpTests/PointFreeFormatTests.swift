import CustomDump
import Foundation
import Testing

/// Dumps and diffs checked against the texts Point-Free's CustomDump prints for the same values.
@Suite("customDump and diff: Point-Free's format")
struct DumpTests {
  struct Item: Equatable {
    var id: Int
    var name: String
  }

  struct Pair: Equatable {
    var driver: Item
    var passenger: Item
  }

  struct Feature {
    struct State {}
  }

  enum Kind: Equatable {
    case foo
    case bar(Int)
    case fu(bar: Int)
    case baz(fizz: Double, buzz: String)
    case fizz(Double, buzz: String)
  }

  enum Nested: Equatable {
    case nest(Kind)
  }

  final class RecursiveFoo {
    var foo: RecursiveFoo?
  }

  struct Email: Equatable {
    var subject: String
    var body: String
  }

  struct NeverEqual: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  struct Price: Equatable {
    var amount: Int
    static func == (lhs: Self, rhs: Self) -> Bool { false }
  }

  @Test func typeNamesKeepEnclosingTypesAndDropTheModule() {
    #expect(String(customDumping: Feature.State.self) == "DumpTests.Feature.State.self")
    #expect(String(customDumping: Item(id: 1, name: "Blob")) == "DumpTests.Item(\n  id: 1,\n  name: \"Blob\"\n)")
    struct Inline {}
    #expect(String(customDumping: Inline()) == "DumpTests.Inline()")
    #expect(String(customDumping: Inline.self) == "DumpTests.Inline.self")
  }

  @Test func metatypesOfGenericAndTupleTypes() {
    #expect(String(customDumping: (x: Double, y: Double).self) == "(x: Double, y: Double).self")
    #expect(String(customDumping: Double?.self) == "Double?.self")
    #expect(String(customDumping: [Int].self) == "[Int].self")
    #expect(String(customDumping: [String: Int].self) == "[String: Int].self")
    #expect(String(customDumping: [[Double: Double?]].self) == "[[Double: Double?]].self")
    #expect(String(customDumping: [[Double: [Double]]]?.self) == "[[Double: [Double]]]?.self")
    #expect(String(customDumping: [Double: [Double]?].self) == "[Double: [Double]?].self")
  }

  @Test func nestedValuesBreakLines() {
    #expect(
      String(customDumping: Result<Result<Int, any Error>, any Error>.success(.success(42))) == """
        Result.success(
          .success(42)
        )
        """
    )
    #expect(
      String(customDumping: Nested.nest(.fizz(0.9, buzz: "2"))) == """
        DumpTests.Nested.nest(
          .fizz(
            0.9,
            buzz: "2"
          )
        )
        """
    )
    #expect(String(customDumping: Kind.fu(bar: 42)) == "DumpTests.Kind.fu(bar: 42)")
    #expect(String(customDumping: Kind.bar(42)) == "DumpTests.Kind.bar(42)")
    #expect(String(customDumping: Kind.foo) == "DumpTests.Kind.foo")
    #expect(String(customDumping: [1]) == "[\n  [0]: 1\n]")
    #expect(String(customDumping: (x: 1, y: 2, ())) == "(\n  x: 1,\n  y: 2,\n  ()\n)")
  }

  @Test func maxDepth() {
    let pair = Pair(driver: Item(id: 1, name: "Blob"), passenger: Item(id: 2, name: "Blob, Jr."))
    var dump = ""
    customDump(pair, to: &dump, maxDepth: 1)
    #expect(
      dump == """
        DumpTests.Pair(
          driver: DumpTests.Item(…),
          passenger: DumpTests.Item(…)
        )
        """
    )
    dump = ""
    customDump([pair], to: &dump, maxDepth: 0)
    #expect(dump == "[…]")
  }

  @Test func recursionMarkers() {
    let foo = RecursiveFoo()
    foo.foo = foo
    #expect(
      String(customDumping: foo) == """
        DumpTests.RecursiveFoo(
          foo: DumpTests.RecursiveFoo(↩︎)
        )
        """
    )
    foo.foo = nil
  }

  @Test func instancesAreNumberedOnlyWhenATypeHasSeveral() {
    final class Human {
      let name = "John"
    }
    let human = Human()
    let human2 = Human()
    #expect(
      String(customDumping: [human, human, human2, human2]) == """
        [
          [0]: DumpTests.Human(name: "John"),
          [1]: DumpTests.Human(↩︎),
          [2]: #1 DumpTests.Human(name: "John"),
          [3]: #1 DumpTests.Human(↩︎)
        ]
        """
    )
  }

  @Test func strings() {
    #expect(String(customDumping: "Hello!") == #""Hello!""#)
    #expect(String(customDumping: #"Hello, "world!""#) == ##"#"Hello, "world!""#"##)
    #expect(String(customDumping: ####"This has a "### in it"####) == #####"####"This has a "### in it"####"#####)
    #expect(String(customDumping: "This has a \\ in it") == ##"#"This has a \ in it"#"##)
    #expect(String(customDumping: "This has a \t in it") == "\"This has a \\t in it\"")
    #expect(String(customDumping: "Hello,\nWorld!") == "\"\"\"\nHello,\nWorld!\n\"\"\"")
    #expect(
      String(customDumping: "print(\n  \"\"\"\n  Hi\n  \"\"\"\n)")
        == "#\"\"\"\nprint(\n  \"\"\"\n  Hi\n  \"\"\"\n)\n\"\"\"#"
    )
    #expect(String(customDumping: "©" as Character) == #""©""#)
    #expect(String(customDumping: "©" as Unicode.Scalar) == #""©""#)
    #expect(String(customDumping: "Blob" as StaticString) == #""Blob""#)
  }

  @Test func multilineStringsAreIndentedToTheirNesting() {
    let email = Email(subject: "RE: Event", body: "To whom it may concern,\n\nYours,\nBlob")
    #expect(
      String(customDumping: email)
        == "DumpTests.Email(\n  subject: \"RE: Event\",\n  body: \"\"\"\n    To whom it may concern,\n    \n    Yours,\n    Blob\n    \"\"\"\n)"
    )
  }

  @Test func propertiesPrefixedWithDollarUnderscoreAreHidden() {
    struct Registrar {}
    struct Value {
      let name = "Blob Jr."
      let _$observationRegistrar = Registrar()
    }
    #expect(String(customDumping: Value()) == "DumpTests.Value(\n  name: \"Blob Jr.\"\n)")
  }

  @Test func customDictionariesKeepTheirOrder() {
    #expect(String(customDumping: [2: "b", 1: "a"]) == "[\n  1: \"a\",\n  2: \"b\"\n]")
    let pairs: KeyValuePairs = [2: "b", 1: "a"]
    let mirrored = Mirror(pairs, unlabeledChildren: pairs.map { $0 }, displayStyle: .dictionary)
    struct Ordered: CustomDumpReflectable {
      var mirror: Mirror
      var customDumpMirror: Mirror { mirror }
    }
    #expect(String(customDumping: Ordered(mirror: mirrored)) == "[\n  2: \"b\",\n  1: \"a\"\n]")
  }

  @Test func objectIdentifierAndDuration() {
    let dump = String(customDumping: ObjectIdentifier(RecursiveFoo.self))
    #expect(dump.hasPrefix("ObjectIdentifier(0x"))
    #expect(!dump.hasPrefix("ObjectIdentifier(0x0"))
    #expect(String(customDumping: Duration.seconds(5)) == "5 seconds")
  }

  @Test func diffOfStructs() {
    let pair = Pair(driver: Item(id: 1, name: "Blob"), passenger: Item(id: 2, name: "Blob, Jr."))
    var other = pair
    other.passenger.name = "Blob, Sr."
    #expect(
      diff(pair, other) == """
          DumpTests.Pair(
            driver: DumpTests.Item(…),
            passenger: DumpTests.Item(
              id: 2,
        -     name: "Blob, Jr."
        +     name: "Blob, Sr."
            )
          )
        """
    )
  }

  @Test func diffOfCollectionsCollapsesRuns() {
    let large = Array(1...1_000)
    var other = large
    other[100] = 42
    other[102] = 42
    other.insert(42, at: 300)
    other.remove(at: 700)
    #expect(
      diff(large, other) == """
          [
            … (100 unchanged),
        -   [100]: 101,
        +   [100]: 42,
            [101]: 102,
        -   [102]: 103,
        +   [102]: 42,
            … (197 unchanged),
        +   [300]: 42,
            … (399 unchanged),
        -   [699]: 700,
            … (300 unchanged)
          ]
        """
    )
  }

  @Test func diffOfInterleavedChanges() {
    #expect(
      diff([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 4, 64, 7, 8, 9, 10, 42]) == """
          [
            [0]: 1,
        -   [1]: 2,
        -   [2]: 3,
            [1]: 4,
        -   [4]: 5,
        +   [2]: 64,
        -   [5]: 6,
            … (4 unchanged),
        +   [7]: 42
          ]
        """
    )
  }

  @Test func diffOfElementsInTheMiddle() {
    let first = [Item(id: 1, name: "Blob"), Item(id: 2, name: "Blob, Jr."), Item(id: 3, name: "Blob, Sr.")]
    let second = [Item(id: 1, name: "Blob, Esq."), Item(id: 3, name: "Blob, Sr."), Item(id: 4, name: "Blob, Jr.")]
    #expect(
      diff(first, second) == """
          [
            [0]: DumpTests.Item(
              id: 1,
        -     name: "Blob"
        +     name: "Blob, Esq."
            ),
        -   [1]: DumpTests.Item(
        -     id: 2,
        -     name: "Blob, Jr."
        -   ),
            [1]: DumpTests.Item(…),
        +   [2]: DumpTests.Item(
        +     id: 4,
        +     name: "Blob, Jr."
        +   )
          ]
        """
    )
  }

  @Test func diffOfDictionariesAndSets() {
    #expect(
      diff([1: "a", 2: "b"], [1: "a", 2: "c", 3: "d"]) == """
          [
        -   2: "b",
        +   2: "c",
        +   3: "d",
            … (1 unchanged)
          ]
        """
    )
    #expect(
      diff(Set([1, 2, 3]), Set([1, 3, 4])) == """
          Set([
        -   2,
        +   4,
            … (2 unchanged)
          ])
        """
    )
  }

  @Test func diffOfEnums() {
    #expect(diff(Kind.foo, Kind.bar(42)) == "- DumpTests.Kind.foo\n+ DumpTests.Kind.bar(42)")
    #expect(diff(Kind.bar(42), Kind.bar(43)) == "- DumpTests.Kind.bar(42)\n+ DumpTests.Kind.bar(43)")
    #expect(
      diff(Kind.fizz(42, buzz: "Blob"), Kind.fizz(42, buzz: "Glob")) == """
          DumpTests.Kind.fizz(
            42.0,
        -   buzz: "Blob"
        +   buzz: "Glob"
          )
        """
    )
  }

  @Test func diffOfTuples() {
    #expect(
      diff((1, (2, 3)), (0, (2, 3))) == """
          (
        -   1,
        +   0,
            (…)
          )
        """
    )
  }

  @Test func diffOfMultilineStrings() {
    #expect(diff("Hello,\nWorld!", "Hello,\nBlob!") == "  \"\"\"\n  Hello,\n- World!\n+ Blob!\n  \"\"\"")
    let first = Email(subject: "RE: Event", body: "Hi,\nBlob")
    var second = first
    second.body = "Hi,\nGlob"
    #expect(
      diff(first, second)
        == "  DumpTests.Email(\n    subject: \"RE: Event\",\n    body: \"\"\"\n      Hi,\n-     Blob\n+     Glob\n      \"\"\"\n  )"
    )
    second = first
    second.subject = "Re: Event"
    #expect(
      diff(first, second)
        == "  DumpTests.Email(\n-   subject: \"RE: Event\",\n+   subject: \"Re: Event\",\n    body: \"…\"\n  )"
    )
  }

  @Test func diffOfValuesOfDifferentTypes() {
    #expect(diff(Float(29.99) as Any, 29.99 as Any) == "- 29.99 as Float\n+ 29.99 as Double")
    #expect(diff((1, 2) as Any, "Blob") == "- (\n-   1,\n-   2\n- )\n+ \"Blob\"")
  }

  @Test func diffOfUnequalValuesWithIdenticalDumps() {
    #expect(
      diff(NeverEqual(), NeverEqual()) == """
          // Not equal but no difference detected:
        - DumpTests.NeverEqual()
        + DumpTests.NeverEqual()
        """
    )
    #expect(
      diff(Price(amount: 1), Price(amount: 1)) == """
          // Not equal but no difference detected:
        - DumpTests.Price(amount: 1)
        + DumpTests.Price(amount: 1)
        """
    )
  }

  @Test func diffOfDifferentObjectsShowsThemWhole() {
    final class Box: Equatable {
      var value = 1
      static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
    }
    #expect(diff(Box(), Box()) == "- DumpTests.Box(value: 1)\n+ #1 DumpTests.Box(value: 1)")
  }

  @Test func diffOfAnObjectInACycle() {
    let foo = RecursiveFoo()
    foo.foo = foo
    let other = RecursiveFoo()
    other.foo = RecursiveFoo()
    #expect(diff(foo, other) != nil)
    foo.foo = nil
  }

  @Test func customDiffObjectsDumpTheirLatestValueAndDiffTheirPair() {
    struct Login: Equatable {
      var email: String
    }
    // Never equal, as Point-Free's test objects: equality does not look at the two values, so an
    // object that is equal to itself (the same instance) has no difference.
    final class Model: _CustomDiffObject, Equatable {
      var _customDiffValues: (Any, Any) {
        (Login(email: "blob@pointfree.co"), Login(email: "admin@pointfree.co"))
      }
      static func == (lhs: Model, rhs: Model) -> Bool { false }
    }
    struct Models {
      var first: Model
      var second: Model
    }
    let model = Model()
    #expect(
      String(customDumping: Models(first: model, second: model)) == """
        DumpTests.Models(
          first: #1 DumpTests.Login(email: "admin@pointfree.co"),
          second: #1 DumpTests.Login(↩︎)
        )
        """
    )
    #expect(
      diff(model, model) == """
        - #1 DumpTests.Login(email: "blob@pointfree.co")
        + #1 DumpTests.Login(email: "admin@pointfree.co")
        """
    )
    struct Holder: Equatable {
      var model: Model
      var count: Int
      static func == (lhs: Self, rhs: Self) -> Bool { false }
    }
    #expect(
      diff(Holder(model: model, count: 1), Holder(model: model, count: 2)) == """
          DumpTests.Holder(
        -   model: #1 DumpTests.Login(email: "blob@pointfree.co"),
        +   model: #1 DumpTests.Login(email: "admin@pointfree.co"),
        -   count: 1
        +   count: 2
          )
        """
    )
  }
}
