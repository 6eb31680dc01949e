import Dependencies
import Foundation
import Testing

/// A dependency for the tests below.
private struct Greeting: TestDependencyKey {
  static let testValue = "Hello"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

/// A seeded generator, so the sequence of values is known.
private struct CountingGenerator: RandomNumberGenerator, Sendable {
  var state: UInt64 = 0
  mutating func next() -> UInt64 {
    state += 1
    return state
  }
}

@Suite("Dependencies: API parity with swift-dependencies")
struct DependenciesAPIParityTests {
  @Test("XCTFail and XCTExpectFailure come with import Dependencies")
  func xctestOverlayIsExported() {
    withKnownIssue {
      XCTFail("from a dependency")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["from a dependency"]
    }
    XCTExpectFailure {
      XCTFail("expected")
    }
  }

  @available(*, deprecated)
  @Test("The deprecated DependencyValues.withValue/withValues/withTestValues scope like withDependencies")
  func deprecatedScopes() async {
    @Dependency(\.greeting) var greeting
    DependencyValues.withValue(\.greeting, "Hola") {
      #expect(greeting == "Hola")
    }
    DependencyValues.withValues {
      $0.greeting = "Bonjour"
    } operation: {
      #expect(greeting == "Bonjour")
    }
    DependencyValues.withTestValues {
      $0.greeting = "Ciao"
    } assert: {
      #expect(greeting == "Ciao")
    }
    let async1 = await DependencyValues.withValue(\.greeting, "Hallo") {
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(async1 == "Hallo")
    let async2 = await DependencyValues.withValues {
      $0.greeting = "Olá"
    } operation: {
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(async2 == "Olá")
    let async3 = await DependencyValues.withTestValues {
      $0.greeting = "Hej"
    } assert: {
      await Task.yield()
      @Dependency(\.greeting) var greeting
      return greeting
    }
    #expect(async3 == "Hej")
    #expect(greeting == "Hello")
  }

  @Test("FireAndForget exposes its operation, called with the priority and the work")
  func fireAndForgetOperation() async {
    let priorities = LockIsolated<[TaskPriority?]>([])
    let fireAndForget = FireAndForget { priority, work in
      priorities.withValue { $0.append(priority) }
      try? await work()
    }
    let ran = LockIsolated(false)
    await fireAndForget.operation(.low) { ran.setValue(true) }
    await fireAndForget(priority: .high) {}
    #expect(ran.value)
    #expect(priorities.value == [.low, .high])
  }

  @Test("WithRandomNumberGenerator shares one generator across copies")
  func randomNumberGenerator() {
    let generator = WithRandomNumberGenerator(CountingGenerator())
    let copy = generator
    let first = generator { $0.next() }
    let second = copy { $0.next() }
    #expect([first, second] == [1, 2])
  }

  @Test("AssertionEffect and AssertionFailureEffect take file and line")
  func assertionsTakeFileAndLine() {
    @Dependency(\.assert) var assert
    @Dependency(\.assertionFailure) var assertionFailure
    withKnownIssue {
      assert(false, "at a line", file: #filePath, line: 1)
    } matching: { issue in
      issue.sourceLocation?.line == 1 && issue.comments.map(\.rawValue) == ["at a line"]
    }
    withKnownIssue {
      assertionFailure("failing", file: #filePath, line: 2)
    } matching: { issue in
      issue.sourceLocation?.line == 2
    }
  }

  @Test("The key subscript takes the location parameters")
  func subscriptWithLocation() {
    var values = DependencyValues()
    values[Greeting.self, fileID: #fileID, filePath: #filePath, line: #line, column: #column] = "Hi"
    #expect(values[Greeting.self] == "Hi")
  }
}
