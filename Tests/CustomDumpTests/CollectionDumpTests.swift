import CustomDump
import Testing

@Suite("customDump: arrays, dictionaries and sets")
struct CollectionDumpTests {
  @Test func arraysLabelElementsByIndex() {
    #expect(
      String(customDumping: ["a", "b"]) == """
        [
          [0]: "a",
          [1]: "b"
        ]
        """
    )
  }

  @Test func emptyCollections() {
    #expect(String(customDumping: [Int]()) == "[]")
    #expect(String(customDumping: [String: Int]()) == "[:]")
    #expect(String(customDumping: Set<Int>()) == "Set([])")
  }

  @Test func dictionariesAreSortedByKey() {
    #expect(
      String(customDumping: ["b": 2, "c": 3, "a": 1]) == """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """
    )
  }

  @Test func dictionaryOrderDoesNotDependOnInsertionOrHashing() {
    var forward: [String: Int] = [:]
    var backward: [String: Int] = [:]
    let keys = (0..<50).map { "key\($0)" }
    for (value, key) in keys.enumerated() { forward[key] = value }
    for (value, key) in keys.enumerated().reversed() { backward[key] = value }
    let dump = String(customDumping: forward)
    #expect(dump == String(customDumping: backward))
    #expect(dump == String(customDumping: forward))
    #expect(dump.hasPrefix("[\n  \"key0\": 0,\n  \"key1\": 1,\n  \"key10\": 10,"))
  }

  @Test func nestedDictionaries() {
    let value: [Int: [String: Int]] = [2: ["y": 1], 1: [:]]
    #expect(
      String(customDumping: value) == """
        [
          1: [:],
          2: [
            "y": 1
          ]
        ]
        """
    )
  }

  @Test func setsAreSorted() {
    #expect(
      String(customDumping: Set([3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """
    )
  }

  @Test func setsOfStructsAreSortedByTheirDump() {
    let set: Set = [Address(street: "B", city: "X"), Address(street: "A", city: "Y")]
    #expect(
      String(customDumping: set) == """
        Set([
          Address(
            street: "A",
            city: "Y"
          ),
          Address(
            street: "B",
            city: "X"
          )
        ])
        """
    )
  }

  @Test func typeErasedKeysDumpTheirBase() {
    let value: [AnyHashable: Int] = [AnyHashable("k"): 1]
    #expect(String(customDumping: value) == "[\n  \"k\": 1\n]")
  }

  @Test func enumKeysAreWrittenLikeOtherNestedEnums() {
    #expect(String(customDumping: [Color.red: 1]) == "[\n  .red: 1\n]")
  }
}
