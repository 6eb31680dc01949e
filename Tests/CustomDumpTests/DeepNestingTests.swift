import CustomDump
import Testing

@Suite("customDump and diff: very deep values")
struct DeepNestingTests {
  @Test func tenThousandLevelListDumpsWithoutCrashingAndCutsTheDepth() {
    var list = List.make(count: 10_000)
    defer { List.dismantle(&list) }

    let dump = String(customDumping: list)
    #expect(dump.hasPrefix("List.node(\n  0,\n  .node(\n    1,"))
    // Nesting is cut at 100 levels with a visible marker.
    #expect(dump.contains(".node(…)"))
    #expect(!dump.contains(" 100,"))
    #expect(dump.contains(" 99,"))
  }

  @Test func maxDepthCutsEarlier() {
    var list = List.make(count: 10_000)
    defer { List.dismantle(&list) }
    var output = ""
    customDump(list, to: &output, maxDepth: 2)
    #expect(
      output == """
        List.node(
          0,
          .node(
            1,
            .node(…)
          )
        )
        """
    )
  }

  @Test func diffOfDeepListsFindsTheChangeNearTheTop() {
    var first = List.make(count: 10_000)
    var second = List.make(count: 10_000) { $0 == 1 ? -1 : $0 }
    defer {
      List.dismantle(&first)
      List.dismantle(&second)
    }
    let difference = diff(first, second)
    #expect(difference?.contains("-     1,") == true)
    #expect(difference?.contains("+     -1,") == true)
  }

  @Test func diffReachesAChangeDeepDown() throws {
    var first = List.make(count: 90)
    var second = List.make(count: 90) { $0 == 60 ? -1 : $0 }
    defer {
      List.dismantle(&first)
      List.dismantle(&second)
    }
    let difference = try #require(diff(first, second))
    let lines = difference.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("-") }.map { $0.trimmingSpaces } == ["- 60,"])
    #expect(lines.filter { $0.hasPrefix("+") }.map { $0.trimmingSpaces } == ["+ -1,"])
    #expect(lines.contains { $0.trimmingSpaces == ".node(…)" })
  }

  @Test func diffBeyondTheNestingLimitShowsBothSidesWhole() throws {
    var first = List.make(count: 300)
    var second = List.make(count: 300) { $0 == 250 ? -1 : $0 }
    defer {
      List.dismantle(&first)
      List.dismantle(&second)
    }
    let difference = try #require(diff(first, second))
    #expect(difference.hasPrefix("  List.node(\n    0,"))
    #expect(difference.contains("\n- ") && difference.contains("\n+ "))
    #expect(difference.contains(".node(…)"))
  }

  @Test func deeplyNestedArraysDoNotCrash() {
    var value: [Any] = []
    for _ in 0..<5_000 {
      value = [value]
    }
    let dump = String(customDumping: value)
    #expect(dump.contains("[…]"))
  }
}

extension Substring {
  /// The line with the runs of spaces after its marker squeezed to one, for comparing diff lines.
  fileprivate var trimmingSpaces: String {
    split(separator: " ").joined(separator: " ")
  }
}
