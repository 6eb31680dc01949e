@_spi(Reflection) import CasePaths
import Testing

/// Cases declared with payload-less ones first, to check the tag order.
private enum Mixed: Equatable {
  case none
  case one(Int)
  case labelled(id: Int)
  case pair(String, count: Int)
  case last
}

private enum Tree: Equatable {
  case leaf(Int)
  indirect case node(Tree, Tree)
}

private indirect enum List: Equatable {
  case empty
  case cons(Int, List)
}

private struct Row: Identifiable, Equatable {
  var id: Int
  var title: String
}

private enum Presented: Equatable {
  case row(Row)
  case none
}

private final class Box: Equatable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

private enum Payloads {
  case text(String)
  case numbers([Int])
  case box(Box)
  case error(any Error)
  case anything(Any)
  case nothing
}

private struct Failure: Error, Equatable {
  var code: Int
}

/// The identity of an identifiable value, type-erased.
private func identity(_ value: some Identifiable) -> AnyHashable {
  AnyHashable(value.id)
}

@Suite("EnumMetadata: runtime reflection of enums")
struct EnumMetadataTests {
  @Test("Tags number payload cases first, in declaration order, then the others")
  func tagsAndNames() throws {
    let metadata = try #require(EnumMetadata(Mixed.self))
    #expect(metadata.caseCount == 5)
    #expect(metadata.tag(of: Mixed.one(1)) == 0)
    #expect(metadata.tag(of: Mixed.labelled(id: 1)) == 1)
    #expect(metadata.tag(of: Mixed.pair("a", count: 1)) == 2)
    #expect(metadata.tag(of: Mixed.none) == 3)
    #expect(metadata.tag(of: Mixed.last) == 4)
    let names = (0..<5).map { metadata.caseName(forTag: UInt32($0)) }
    #expect(names == ["one", "labelled", "pair", "none", "last"])
    #expect(metadata.caseName(forTag: 5) == nil)
    #expect(metadata.typeDescriptor.name == "Mixed")
    #expect(metadata.typeDescriptor.payloadCaseCount == 3)
    #expect(metadata.typeDescriptor.emptyCaseCount == 2)
  }

  @Test("Payload types: Void without payload, the value's type for one value, a tuple for several")
  func associatedValueTypes() throws {
    let metadata = try #require(EnumMetadata(Mixed.self))
    #expect(ObjectIdentifier(metadata.associatedValueType(forTag: 0)) == ObjectIdentifier(Int.self))
    #expect(ObjectIdentifier(metadata.associatedValueType(forTag: 1)) == ObjectIdentifier(Int.self))
    #expect(ObjectIdentifier(metadata.associatedValueType(forTag: 2)) == ObjectIdentifier((String, count: Int).self))
    #expect(ObjectIdentifier(metadata.associatedValueType(forTag: 3)) == ObjectIdentifier(Void.self))
    #expect(ObjectIdentifier(metadata.associatedValueType(forTag: 9)) == ObjectIdentifier(Void.self))
  }

  @Test("Only enums (Optional included) have enum metadata")
  func onlyEnums() {
    #expect(EnumMetadata(Int.self) == nil)
    #expect(EnumMetadata(Row.self) == nil)
    #expect(EnumMetadata(Box.self) == nil)
    #expect(EnumMetadata((Int, Int).self) == nil)
    #expect(EnumMetadata(Int?.self) != nil)
  }

  @Test("project(_:) reads the payload of single- and multi-payload enums")
  func projectsPayloads() {
    #expect(EnumMetadata.project(Int?.some(42)) as? Int == 42)
    #expect(EnumMetadata.project(Mixed.one(7)) as? Int == 7)
    #expect(EnumMetadata.project(Mixed.labelled(id: 8)) as? Int == 8)
    let pair = EnumMetadata.project(Mixed.pair("a", count: 2)) as? (String, count: Int)
    #expect(pair?.0 == "a" && pair?.count == 2)
    #expect(EnumMetadata.project(Payloads.text("hello")) as? String == "hello")
    #expect(EnumMetadata.project(Payloads.numbers([1, 2])) as? [Int] == [1, 2])
    #expect(EnumMetadata.project(Payloads.box(Box(3))) as? Box == Box(3))
    #expect(EnumMetadata.project(Result<Int, Failure>.failure(Failure(code: 4))) as? Failure == Failure(code: 4))
    #expect(EnumMetadata.project(Loadable<String>.loaded("x")) as? String == "x")
  }

  @Test("project(_:) gives () for a case without payload, nil for a value that is not an enum")
  func projectsNothing() {
    #expect(EnumMetadata.project(Mixed.none) is Void)
    #expect(EnumMetadata.project(Payloads.nothing) is Void)
    #expect(EnumMetadata.project(Int?.none) is Void)
    #expect(EnumMetadata.project(42) == nil)
  }

  @Test("project(_:) reads indirect cases and indirect enums")
  func projectsIndirect() {
    let node = Tree.node(.leaf(1), .leaf(2))
    let children = EnumMetadata.project(node) as? (Tree, Tree)
    #expect(children?.0 == .leaf(1) && children?.1 == .leaf(2))
    #expect(EnumMetadata.project(Tree.leaf(3)) as? Int == 3)
    let list = EnumMetadata.project(List.cons(1, .cons(2, .empty))) as? (Int, List)
    #expect(list?.0 == 1 && list?.1 == .cons(2, .empty))
  }

  @Test("project(_:) opens existential payloads")
  func projectsExistentials() {
    let error = EnumMetadata.project(Payloads.error(Failure(code: 5)))
    #expect((error as? Failure) == Failure(code: 5))
    let row = EnumMetadata.project(Result<Any, any Error>.success(Row(id: 42, title: "")))
    #expect((row as? any Identifiable).map { identity($0) } == AnyHashable(42))
    #expect(EnumMetadata.project(Payloads.anything(9)) as? Int == 9)
  }

  @Test("The payload's identity can be read through reflection, and it follows an id change")
  func identityChange() throws {
    func id(_ presented: Presented) -> AnyHashable? {
      (EnumMetadata.project(presented) as? any Identifiable).map { identity($0) }
    }
    var presented = Presented.row(Row(id: 1, title: "A"))
    let metadata = try #require(EnumMetadata(Presented.self))
    let before = (metadata.tag(of: presented), id(presented))
    presented = .row(Row(id: 2, title: "A"))
    let after = (metadata.tag(of: presented), id(presented))
    #expect(before.0 == after.0)
    #expect(before.1 == AnyHashable(1))
    #expect(after.1 == AnyHashable(2))
    #expect(id(.none) == nil)
  }

  @Test("Reading payloads leaves the values and their reference counts intact")
  func ownership() {
    weak var weakBox: Box?
    do {
      let box = Box(1)
      weakBox = box
      let value = Payloads.box(box)
      for _ in 0..<100 {
        _ = EnumMetadata.project(value)
      }
      #expect(isKnownUniquelyReferenced(&weakBox) == false)
      #expect((EnumMetadata.project(value) as? Box) === box)
    }
    #expect(weakBox == nil)
  }

  @Test("tag(of:) reports a value of another type")
  func tagOfAnotherType() throws {
    let metadata = try #require(EnumMetadata(Mixed.self))
    withKnownIssue {
      #expect(metadata.tag(of: Int?.none) == .max)
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["'EnumMetadata.tag(of:)' was given a value of type 'Optional<Int>' to read as 'Mixed'."]
    }
  }
}
