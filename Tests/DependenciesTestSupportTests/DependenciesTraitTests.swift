import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

final class Counter: TestDependencyKey, @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  static var testValue: Counter { Counter() }
  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

extension DependencyValues {
  var counter: Counter { self[Counter.self] }
  var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

enum LabelKey: TestDependencyKey {
  static let testValue = "default"
}

struct Greeting: TestDependencyKey, Sendable {
  var text: String
  static let testValue = Greeting(text: "hello")
}

private let fixedDate = Date(timeIntervalSince1970: 1_234_567_890)

@Suite(.dependency(\.label, "suite"), .dependencies { $0.uuid = .incrementing })
struct DependenciesTraitTests {
  @Test func suiteOverridesApplyToEachTest() {
    @Dependency(\.label) var label
    @Dependency(\.uuid) var uuid
    #expect(label == "suite")
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
  }

  @Test func valuesStartOverInEachTest() {
    @Dependency(\.uuid) var uuid
    #expect(uuid() == UUID(0))
  }

  @Test(.dependency(\.label, "test"))
  func testOverridesWinOverTheSuites() {
    @Dependency(\.label) var label
    @Dependency(\.uuid) var uuid
    #expect(label == "test")
    #expect(uuid() == UUID(0))
  }

  @Test(.dependencies { $0.date.now = fixedDate })
  func dependenciesClosure() {
    @Dependency(\.date.now) var now
    #expect(now == fixedDate)
  }

  @Test(.dependency(\.continuousClock, ImmediateClock()))
  func immediateClockFromTheReExport() async throws {
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: .seconds(60))
  }

  @Test(.dependency(Greeting(text: "hi")))
  func dependencyByValueOfItsKeyType() {
    @Dependency(Greeting.self) var greeting
    #expect(greeting.text == "hi")
  }

  @Test(arguments: [1, 2, 3])
  func defaultValuesAreCreatedOncePerTestCase(_ argument: Int) {
    @Dependency(\.counter) var counter
    #expect(counter.increment() == 1)
    #expect(counter.increment() == 2)
  }

  @Test func defaultValuesAreCreatedOncePerTest() async {
    @Dependency(\.counter) var counter
    #expect(counter.increment() == 1)
    let inTask = await Task {
      @Dependency(\.counter) var counter
      return counter.increment()
    }.value
    #expect(inTask == 2)
  }

  @Suite(.dependency(\.label, "inner"))
  struct Inner {
    @Test func innerSuiteWinsOverOuter() {
      @Dependency(\.label) var label
      @Dependency(\.uuid) var uuid
      #expect(label == "inner")
      #expect(uuid() == UUID(0))
    }
  }
}

@Suite(.dependencies)
struct FreshDependenciesTests {
  @Test func prepareStaysInsideTheTest() {
    prepareDependencies { $0.label = "prepared" }
    @Dependency(\.label) var label
    #expect(label == "prepared")
  }

  @Test func anotherTestDoesNotSeeIt() {
    @Dependency(\.label) var label
    #expect(label == "default")
  }
}
