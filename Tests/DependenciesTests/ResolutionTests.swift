import Dependencies
import Foundation
import Testing

private enum IntKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 42
}

private final class ReuseClient: TestDependencyKey, @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  static var testValue: ReuseClient { ReuseClient() }
  func count() -> Int { lock.withLock { value } }
  func setCount(_ count: Int) { lock.withLock { value = count } }
}

private struct NumberClient: DependencyKey, Sendable {
  var fetch: @Sendable () -> Int
  var name: @Sendable () -> String
  static let liveValue = NumberClient(fetch: { 1 }, name: { "live" })
}

private struct SomeDependency: TestDependencyKey, Sendable {
  var fetch: @Sendable () -> Int
  static let testValue = SomeDependency { 42 }
}

/// Reads `someDependency` when it is created; calls it later.
private struct EarlyBinding: TestDependencyKey, Sendable {
  var fetch: @Sendable () -> Int
  static var testValue: EarlyBinding {
    @Dependency(\.someDependency) var someDependency
    return EarlyBinding { someDependency.fetch() }
  }
}

/// Reads `someDependency` each time it is called.
private struct LateBinding: TestDependencyKey, Sendable {
  var fetch: @Sendable () -> Int
  static var testValue: LateBinding {
    LateBinding {
      @Dependency(\.someDependency) var someDependency
      return someDependency.fetch()
    }
  }
}

/// Resolves `someDependency` eagerly, in its own default value.
private struct EagerValue: TestDependencyKey, Sendable {
  var value: Int
  static var testValue: EagerValue {
    @Dependency(\.someDependency) var someDependency
    return EagerValue(value: someDependency.fetch())
  }
}

extension DependencyValues {
  fileprivate var int: Int {
    get { self[IntKey.self] }
    set { self[IntKey.self] = newValue }
  }
  fileprivate var reuseClient: ReuseClient {
    get { self[ReuseClient.self] }
    set { self[ReuseClient.self] = newValue }
  }
  fileprivate var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
  fileprivate var someDependency: SomeDependency {
    get { self[SomeDependency.self] }
    set { self[SomeDependency.self] = newValue }
  }
  fileprivate var earlyBinding: EarlyBinding { self[EarlyBinding.self] }
  fileprivate var lateBinding: LateBinding { self[LateBinding.self] }
  fileprivate var eagerValue: EagerValue { self[EagerValue.self] }
}

private final class Child {
  @Dependency(\.int) var int
}

private final class Parent {
  @Dependency(\.int) var int
  func child() -> Child {
    withDependencies(from: self) { Child() }
  }
}

private final class PlainParent {
  func child() -> Child {
    withDependencies(from: self) { Child() }
  }
}

struct ResolutionTests {
  @Test func currentOverridesWinOverTheParentsCapturedValues() {
    let parent = withDependencies { $0.int = 1 } operation: { Parent() }
    #expect(parent.int == 1)
    let child = withDependencies(from: parent) { $0.int = 9000 } operation: { parent.child() }
    #expect(child.int == 9000)
    #expect(parent.child().int == 1)
  }

  @Test func aParentWithoutDependencyPropertiesPassesOnTheValuesItWasCreatedWith() {
    let parent = withDependencies { $0.int = 7 } operation: { PlainParent() }
    #expect(parent.child().int == 7)
  }

  @Test func aModelWithNoDependenciesIsReported() {
    let parent = PlainParent()
    withKnownIssue {
      _ = parent.child()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == """
          You are trying to propagate dependencies to a child model from a model with no \
          dependencies. To fix this, the given 'PlainParent' must be returned from another \
          'withDependencies' closure, or the class must hold at least one '@Dependency' property.
          """
      }
    }
  }

  @Test func defaultValueIsCreatedOnceAndReused() {
    withDependencies { $0 = .test } operation: {
      @Dependency(\.reuseClient) var reuseClient
      #expect(reuseClient.count() == 0)
      reuseClient.setCount(42)
      #expect(reuseClient.count() == 42)
      @Dependency(\.reuseClient) var again
      #expect(again.count() == 42)
    }
  }

  @Test func defaultValuesAreKeptPerContext() {
    withDependencies { $0 = .test } operation: {
      @Dependency(\.reuseClient) var reuseClient
      reuseClient.setCount(42)
      withDependencies { $0.context = .preview } operation: {
        #expect(reuseClient.count() == 0)
        reuseClient.setCount(1729)
        #expect(reuseClient.count() == 1729)
      }
      #expect(reuseClient.count() == 42)
    }
  }

  @Test func freshValuesStartOver() {
    withDependencies { $0 = .test } operation: {
      @Dependency(\.reuseClient) var reuseClient
      reuseClient.setCount(1)
    }
    withDependencies { $0 = .test } operation: {
      @Dependency(\.reuseClient) var reuseClient
      #expect(reuseClient.count() == 0)
    }
  }

  @Test func earlyAndLateBindingSeeOverrides() {
    withDependencies { $0 = .test } operation: {
      @Dependency(\.earlyBinding) var early
      @Dependency(\.lateBinding) var late
      #expect(early.fetch() == 42)
      #expect(late.fetch() == 42)
      withDependencies { $0.someDependency.fetch = { 1729 } } operation: {
        #expect(early.fetch() == 1729)
        #expect(late.fetch() == 1729)
      }
      #expect(early.fetch() == 42)
    }
  }

  @Test func aDependencyReadInsideADefaultSeesTheValuesWhereTheDefaultWasCreated() {
    withDependencies { $0 = .test } operation: {
      @Dependency(\.eagerValue) var eager
      withDependencies { $0.someDependency.fetch = { 999 } } operation: {
        #expect(eager.value == 999)
      }
      // Created once, under the override.
      #expect(eager.value == 999)
    }
  }

  @Test func modelCreatedInAScopeResolvesDefaultsWithItsValues() {
    let model = withDependencies {
      $0 = .test
      $0.someDependency.fetch = { 7 }
    } operation: {
      EagerModel()
    }
    #expect(model.eager.value == 7)
  }

  @Test func overridingAPropertyOfALiveOnlyDependencyDoesNotReport() {
    withDependencies {
      $0.numberClient.fetch = { 2 }
    } operation: {
      @Dependency(\.numberClient) var numberClient
      #expect(numberClient.fetch() == 2)
      #expect(numberClient.name() == "live")
    }
  }

  @Test func usingALiveOnlyDependencyInATestReports() {
    @Dependency(\.numberClient) var numberClient
    withKnownIssue {
      _ = numberClient.fetch()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix(
          """
          @Dependency(\\.numberClient) has no test implementation, but was accessed from a test \
          context:

            Location:
              DependenciesTests/ResolutionTests.swift:
          """
        )
          && $0.rawValue.contains(
            """
              Dependency:
                NumberClient

            Dependencies registered with the library are not allowed to use their default, live \
            implementations when run from tests.

            To fix, override 'numberClient' with a test value. If you are using the Composable \
            Architecture, mutate the 'dependencies' property on your 'TestStore'. Otherwise, use \
            'withDependencies' to define a scope for the override. If you'd like to provide a \
            default value for all tests, implement the 'testValue' requirement of the \
            'DependencyKey' protocol.
            """
          )
      }
    }
  }

  @Test func liveAndTestCollections() {
    withDependencies { $0 = .live } operation: {
      @Dependency(\.int) var int
      @Dependency(\.context) var context
      #expect(int == 1)
      #expect(context == .live)
    }
    withDependencies { $0 = .test } operation: {
      @Dependency(\.int) var int
      #expect(int == 42)
    }
    #expect(DependencyValues.preview.context == .preview)
  }

  @Test func uuidFromLargeAndNegativeIntegers() {
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
    #expect(UUID(-16).uuidString == "00000000-0000-0001-0000-000000000010")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
    #expect(UUID(0x1_0000_0000_0000).uuidString == "00000000-0000-0000-0001-000000000000")
  }

  /// Every integer in a range around zero and near the extremes gives its own UUID, and the sign
  /// never collides with a magnitude.
  @Test func uuidFromIntegersIsInjective() {
    let samples = Array(-300...300) + [Int.max, Int.max - 1, Int.min, Int.min + 1, 1 << 48, -(1 << 48)]
    #expect(Set(samples.map(UUID.init)).count == samples.count)
    for value in samples where value < 0 {
      #expect(UUID(value).uuidString.hasPrefix("00000000-0000-0001-"))
    }
  }

  @Test func dateNowIsSettable() {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    } operation: {
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSince1970: 1_234_567_890))
    }
  }
}

private final class EagerModel {
  @Dependency(\.eagerValue) var eager
}

private struct Inner: DependencyKey, Sendable {
  var value: Int
  static let liveValue = Inner(value: 1)
  static let testValue = Inner(value: 0)
}

/// Resolves `Inner` eagerly, when its live value is created.
private struct Outer: DependencyKey, Sendable {
  var value: Int
  static var liveValue: Outer {
    @Dependency(Inner.self) var inner
    return Outer(value: inner.value * 10)
  }
  static let testValue = Outer(value: -1)
}

private final class OuterModel {
  @Dependency(Outer.self) var outer
}

struct EagerResolutionTests {
  @Test func anEagerlyResolvedDependencySeesTheOverrideInForceWhereItIsFirstNeeded() {
    withDependencies { $0 = .live } operation: {
      let model = withDependencies { $0[Inner.self] = Inner(value: 2) } operation: { OuterModel() }
      // Read outside the override: the model's values are in force while `Outer` is created.
      #expect(model.outer.value == 20)
      @Dependency(Outer.self) var outer
      #expect(outer.value == 20)  // created once, reused
    }
  }

  @Test func nestedOverridesAccumulate() {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    } operation: {
      withDependencies {
        $0.uuid = .incrementing
      } operation: {
        #expect(DependencyValues._current.date.now == Date(timeIntervalSince1970: 1_234_567_890))
        #expect(DependencyValues._current.uuid() == UUID(0))
        #expect(DependencyValues._current.context == .test)
      }
    }
  }
}

/// Plain tests, without traits: the process-wide defaults are kept per test.
struct PerTestDefaultsTests {
  /// (The cases of a parameterized test share one test's defaults, as in swift-dependencies.)
  @Test func defaultIsCreatedOncePerTestAndNotSharedWithOtherTests() async {
    let count = 3
    @Dependency(\.reuseClient) var reuseClient
    reuseClient.setCount(reuseClient.count() + count)
    let inChild = await Task {
      @Dependency(\.reuseClient) var reuseClient
      return reuseClient.count()
    }.value
    #expect(inChild == count)
  }

  @Test func anotherTestStartsOver() {
    @Dependency(\.reuseClient) var reuseClient
    #expect(reuseClient.count() == 0)
    reuseClient.setCount(5)
    #expect(reuseClient.count() == 5)
  }

  @Test func preparingInATestStaysInIt() {
    prepareDependencies { $0.int = 77 }
    @Dependency(\.int) var int
    #expect(int == 77)
  }

  @Test func anotherTestDoesNotSeeThePreparedValue() {
    @Dependency(\.int) var int
    #expect(int == 42)
  }
}
