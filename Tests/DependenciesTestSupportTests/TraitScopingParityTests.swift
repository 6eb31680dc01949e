import ConcurrencyExtras
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

/// A counter whose test value starts at zero each time it is created: a test that sees 1 on its first
/// increment proves it did not share the value with another test or parameterized case.
private struct ParityCounter: TestDependencyKey {
  var next: @Sendable () -> Int
  static var testValue: ParityCounter {
    let count = LockIsolated(0)
    return ParityCounter {
      count.withValue {
        $0 += 1
        return $0
      }
    }
  }
}

/// A dependency whose value is a class that is not `Sendable`, to prove the trait accepts one.
final class NonSendableBox {
  var count = 0
}

private enum NonSendableBoxKey: TestDependencyKey {
  static var testValue: UncheckedSendable<NonSendableBox> { UncheckedSendable(NonSendableBox()) }
}

extension DependencyValues {
  var nonSendableBox: NonSendableBox {
    get { self[NonSendableBoxKey.self].wrappedValue }
    set { self[NonSendableBoxKey.self] = UncheckedSendable(newValue) }
  }
}

private let epoch = Date(timeIntervalSinceReferenceDate: 0)
private let oneSecondLater = Date(timeIntervalSinceReferenceDate: 1)

@Suite struct TraitScopingParityTests {
  @Test(.serialized, arguments: 1...5)
  func eachSerializedCaseStartsFresh(_ argument: Int) {
    @Dependency(ParityCounter.self) var counter
    #expect(counter.next() == 1)
  }

  @Test(arguments: 1...5)
  func eachParallelCaseStartsFreshInFreshValues(_ argument: Int) {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      @Dependency(ParityCounter.self) var counter
      #expect(counter.next() == 1)
    }
  }

  @Test func firstTestStartsFresh() {
    @Dependency(ParityCounter.self) var counter
    #expect(counter.next() == 1)
  }

  @Test func secondTestStartsFresh() {
    @Dependency(ParityCounter.self) var counter
    #expect(counter.next() == 1)
  }

  @Test(.dependency(\.date.now, epoch))
  func nestedKeyPathTraitOnATest() {
    @Dependency(\.date.now) var now
    #expect(now == epoch)
  }

  @Suite(.dependency(\.date.now, epoch))
  struct NestedKeyPathTraitOnASuite {
    @Test func inherited() {
      @Dependency(\.date.now) var now
      #expect(now == epoch)
    }

    @Test(.dependency(\.date.now, oneSecondLater))
    func overriddenByTheTest() {
      @Dependency(\.date.now) var now
      #expect(now == oneSecondLater)
    }

    @Test(.dependency(\.date.now, oneSecondLater))
    func overriddenByWithDependencies() {
      withDependencies {
        $0.date.now = Date(timeIntervalSinceReferenceDate: 2)
      } operation: {
        @Dependency(\.date.now) var now
        #expect(now == Date(timeIntervalSinceReferenceDate: 2))
      }
    }
  }

  private static let fixedCounter = ParityCounter { 42 }
  @Test(.dependency(fixedCounter))
  func keyTypeTrait() {
    @Dependency(ParityCounter.self) var counter
    #expect(counter.next() == 42)
  }

  @Test(.dependency(\.nonSendableBox, NonSendableBox()))
  func nonSendableValueTrait() {
    @Dependency(\.nonSendableBox) var box
    box.count += 1
    #expect(box.count == 1)
  }
}

/// A suite-level `.incrementing` generator is created anew for each test: every test counts from 0,
/// whatever runs alongside it.
@Suite(.dependency(\.uuid, .incrementing))
struct SuiteTraitStatefulDependencyTests {
  @Dependency(\.uuid) var uuid

  @Test(arguments: 0..<4)
  func eachTestAndCaseCountsFromZero(_ argument: Int) async {
    for index in 0...50 {
      #expect(uuid() == UUID(index))
      await Task.yield()
    }
  }

  @Test func anotherTestCountsFromZero() async {
    for index in 0...50 {
      #expect(uuid() == UUID(index))
      await Task.yield()
    }
  }

  @Test func aThirdTestCountsFromZero() async {
    for index in 0...50 {
      #expect(uuid() == UUID(index))
      await Task.yield()
    }
  }
}
