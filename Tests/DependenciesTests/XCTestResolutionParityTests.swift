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

/// Point-Free's resolution semantics, under XCTest. (The two that need a default cached per test,
/// a value's own dependencies resolved at its first access and a value escaped from an override, are
/// in `SwiftTestingResolutionParityTests`: under XCTest this module keeps no per-test cache yet.)
final class XCTestResolutionParityTests: XCTestCase {
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
