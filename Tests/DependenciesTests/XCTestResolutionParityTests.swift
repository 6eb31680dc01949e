import Dependencies
import Foundation
import Testing
import XCTest

private struct BaseValue: TestDependencyKey {
  var fetch: @Sendable () -> Int
  static let testValue = BaseValue { 42 }
}
private struct CapturingChild: TestDependencyKey {
  var fetch: @Sendable () -> Int
  static var testValue: CapturingChild {
    @Dependency(BaseValue.self) var base
    return CapturingChild { base.fetch() }
  }
}
private struct EagerParent: TestDependencyKey {
  var value: Int
  static var testValue: EagerParent {
    @Dependency(EagerChild.self) var child
    return EagerParent(value: child.value)
  }
}
private struct EagerChild: TestDependencyKey {
  var value: Int
  static let testValue = EagerChild(value: 1729)
}
private enum OptionalKey: DependencyKey {
  static let liveValue: String? = "live"
  static var testValue: String? { nil }
}
extension DependencyValues {
  fileprivate var optionalString: String? {
    get { self[OptionalKey.self] }
    set { self[OptionalKey.self] = newValue }
  }
}
private struct Tiered: DependencyKey {
  var value: Int
  static let liveValue = Tiered(value: 1)
  static let previewValue = Tiered(value: 2)
  static let testValue = Tiered(value: 3)
}

private final class Tally: TestDependencyKey, @unchecked Sendable {
  var count = 0
  static var testValue: Tally { Tally() }
}
private enum PreparedName: TestDependencyKey {
  static let testValue = "default"
}

/// Point-Free's resolution semantics, under XCTest, where the defaults are kept per test case (the
/// `DependenciesTestObserver` library tells `Dependencies` when each test case starts).
final class XCTestResolutionParityTests: XCTestCase {
  func testEscapedValueResolvesItsDependenciesAgainOutside() {
    @Dependency(CapturingChild.self) var child
    XCTAssertEqual(child.fetch(), 42)
    var escaped: CapturingChild?
    withDependencies {
      $0[BaseValue.self].fetch = { 999 }
    } operation: {
      XCTAssertEqual(child.fetch(), 999)
      escaped = child
    }
    XCTAssertEqual(escaped?.fetch(), 42)
    withDependencies {
      $0[BaseValue.self].fetch = { 1_000 }
    } operation: {
      XCTAssertEqual(escaped?.fetch(), 1_000)
    }
  }

  func testOwnDependenciesAreResolvedAtFirstAccess() {
    @Dependency(EagerParent.self) var parent
    @Dependency(EagerChild.self) var child
    XCTAssertEqual(parent.value, 1729)
    XCTAssertEqual(child.value, 1729)
    withDependencies {
      $0[EagerChild.self].value = 42
    } operation: {
      XCTAssertEqual(parent.value, 1729)
      XCTAssertEqual(child.value, 42)
    }
  }

  // The two tests below each prepare the same key and count on the same default: whichever runs
  // second fails if values were kept for the whole process, or if none were kept at all.

  func testPrepareDependenciesOncePerTestCase_first() {
    prepareDependencies { $0[PreparedName.self] = "first" }
    @Dependency(PreparedName.self) var name
    XCTAssertEqual(name, "first")
    assertDefaultIsKeptForThisTestCaseOnly()
  }

  func testPrepareDependenciesOncePerTestCase_second() {
    prepareDependencies { $0[PreparedName.self] = "second" }
    @Dependency(PreparedName.self) var name
    XCTAssertEqual(name, "second")
    assertDefaultIsKeptForThisTestCaseOnly()
  }

  /// A stateful default is one instance throughout a test case, and a fresh one in the next.
  private func assertDefaultIsKeptForThisTestCaseOnly(line: UInt = #line) {
    @Dependency(Tally.self) var tally
    XCTAssertEqual(tally.count, 0, "a default left over from another test case", line: line)
    tally.count += 1
    @Dependency(Tally.self) var again
    XCTAssertEqual(again.count, 1, "a new default on each access", line: line)
    XCTAssertTrue(tally === again, line: line)
  }

  func testModelDependencyUnderTheTestContext() {
    final class Model {
      @Dependency(Tiered.self) var tiered
    }
    let model = Model()
    XCTAssertEqual(model.tiered.value, 3)
    withDependencies { $0.context = .preview } operation: { XCTAssertEqual(model.tiered.value, 2) }
    withDependencies { $0.context = .live } operation: { XCTAssertEqual(model.tiered.value, 1) }
    withDependencies { $0[Tiered.self].value = -1 } operation: {
      XCTAssertEqual(model.tiered.value, -1)
    }
  }

  func testOptionalDependencyInTheLiveContext() {
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.optionalString) var value
      XCTAssertEqual(value, "live")
    }
    withDependencies {
      $0.context = .live
      $0.optionalString = nil
    } operation: {
      @Dependency(\.optionalString) var value
      XCTAssertNil(value)
    }
  }
}

/// The semantics that rest on a default created once per test.
@Suite struct SwiftTestingResolutionParityTests {
  @Test func escapedValueResolvesItsDependenciesAgainOutside() {
    @Dependency(CapturingChild.self) var child
    #expect(child.fetch() == 42)
    var escaped: CapturingChild?
    withDependencies {
      $0[BaseValue.self].fetch = { 999 }
    } operation: {
      #expect(child.fetch() == 999)
      escaped = child
    }
    #expect(escaped?.fetch() == 42)
    withDependencies {
      $0[BaseValue.self].fetch = { 1_000 }
    } operation: {
      #expect(escaped?.fetch() == 1_000)
    }
  }

  @Test func ownDependenciesAreResolvedAtFirstAccess() {
    @Dependency(EagerParent.self) var parent
    @Dependency(EagerChild.self) var child
    #expect(parent.value == 1729)
    #expect(child.value == 1729)
    withDependencies {
      $0[EagerChild.self].value = 42
    } operation: {
      #expect(parent.value == 1729)
      #expect(child.value == 42)
    }
  }
}
