import Dependencies
import Foundation
import Testing

private struct Endpoint: TestDependencyKey, Sendable {
  var get: @Sendable () -> Int
  static let testValue = Endpoint { 0 }
}

struct PrepareDependenciesSemanticsTests {
  @Test func returnsTheClosuresResult() {
    withDependencies { $0 = .test } operation: {
      let result = prepareDependencies { _ in 42 }
      #expect(result == 42)
    }
  }

  @Test func setsValuesAndEndpoints() {
    withDependencies { $0 = .test } operation: {
      prepareDependencies {
        $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 42) }
        $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 1729) }
        $0[Endpoint.self].get = { 7 }
      }
      @Dependency(\.date.now) var now
      @Dependency(Endpoint.self) var endpoint
      #expect(now == Date(timeIntervalSinceReferenceDate: 1729))
      #expect(endpoint.get() == 7)
      withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: {
        #expect(now == Date(timeIntervalSince1970: 0))
      }
    }
  }

  @Test func secondPrepareOfAKeyReportsAndKeepsTheFirst() {
    withDependencies { $0 = .test } operation: {
      prepareDependencies { $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 0) } }
      withKnownIssue {
        prepareDependencies { $0.date = DateGenerator { Date(timeIntervalSince1970: 0) } }
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.hasPrefix(
            """
            @Dependency(\\.date) has already been accessed or prepared.

              Location:
                Dependencies/DateGenerator.swift:
            """
          )
            && $0.rawValue.hasSuffix(
              """
                Key:
                  DependencyValues.DateGeneratorKey
                Value:
                  DateGenerator

              A global dependency can only be prepared a single time and cannot be accessed \
              beforehand. Prepare dependencies as early as possible in the lifecycle of your \
              application.

              To temporarily override a dependency in your application, use 'withDependencies' to \
              do so in a well-defined scope.
              """
            )
        }
      }
      @Dependency(\.date.now) var now
      #expect(now == Date(timeIntervalSinceReferenceDate: 0))
    }
  }

  @Test func preparingAfterAccessReports() {
    withDependencies { $0 = .live } operation: {
      @Dependency(\.date) var date
      _ = date()
      withKnownIssue {
        prepareDependencies { $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 42) } }
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.hasPrefix("@Dependency(\\.date) has already been accessed or prepared.")
        }
      }
      #expect(date() != Date(timeIntervalSinceReferenceDate: 42))
    }
  }

  @Test func previewsMayPrepareAgain() {
    withDependencies { $0 = .preview } operation: {
      @Dependency(\.date) var date
      prepareDependencies { $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 0) } }
      #expect(date() == Date(timeIntervalSinceReferenceDate: 0))
      prepareDependencies { $0.date = DateGenerator { Date(timeIntervalSinceReferenceDate: 42) } }
      #expect(date() == Date(timeIntervalSinceReferenceDate: 42))
    }
  }

  @Test func preparingTheContext() {
    withDependencies { $0 = DependencyValues() } operation: {
      prepareDependencies { $0.context = .live }
      @Dependency(\.context) var context
      #expect(context == .live)
    }
  }
}
