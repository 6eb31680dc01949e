import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import DependenciesTestSupport

protocol CastClient: Sendable {
  func fetch() -> Int
}

struct LiveCastClient: CastClient {
  func fetch() -> Int { 0 }
}

final class TestCastClient: CastClient, @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0
  var callCount: Int { lock.withLock { calls } }
  func fetch() -> Int {
    lock.withLock {
      calls += 1
      return 42
    }
  }
}

enum CastClientKey: TestDependencyKey {
  static var testValue: any CastClient { LiveCastClient() }
}

extension DependencyValues {
  var castClient: any CastClient {
    get { self[CastClientKey.self] }
    set { self[CastClientKey.self] = newValue }
  }
}

private let suiteClock = TestClock<Duration>()
private let suiteClient = TestCastClient()

@Suite(
  .dependencies {
    $0.continuousClock = suiteClock
    $0[CastClientKey.self] = suiteClient
  }
)
struct DependencyCastTests {
  @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
  @Dependency(CastClientKey.self, as: TestCastClient.self) var client

  @Test func suitePropertiesCastTheTraitsValues() async {
    #expect(clock === suiteClock)
    #expect(client === suiteClient)
    let start = clock.now
    await clock.advance(by: .seconds(3))
    #expect(start.duration(to: suiteClock.now) == .seconds(3))
  }

  @Test func castReadsTheSameValueAsThePlainProperty() {
    @Dependency(\.castClient) var plain
    @Dependency(\.castClient, as: TestCastClient.self) var cast
    let before = cast.callCount
    #expect(plain.fetch() == 42)
    #expect(cast.callCount == before + 1)
  }

  @Test func keyPathFormInsideWithDependencies() {
    let clock = TestClock<Duration>()
    withDependencies {
      $0.continuousClock = clock
    } operation: {
      @Dependency(\.continuousClock, as: TestClock<Duration>.self) var cast
      #expect(cast === clock)
    }
  }

  @Test func keyFormInsideWithDependencies() {
    let client = TestCastClient()
    withDependencies {
      $0[CastClientKey.self] = client
    } operation: {
      @Dependency(CastClientKey.self, as: TestCastClient.self) var cast
      #expect(cast === client)
      #expect(cast.fetch() == 42)
      #expect(client.callCount == 1)
    }
  }
}

@Suite struct DependencyCastTraitTests {
  @Test func propertyCreatedInAnOverrideKeepsItAfterwards() {
    let clock = TestClock<Duration>()
    let model = withDependencies {
      $0.continuousClock = clock
    } operation: {
      CastModel()
    }
    #expect(model.clock === clock)
  }

  @Test(.dependency(\.castClient, TestCastClient()))
  func keyPathFormWithADependencyTrait() {
    @Dependency(\.castClient, as: TestCastClient.self) var client
    #expect(client.fetch() == 42)
    #expect(client.callCount == 1)
  }

  @Test func castFailureMessageForAKeyPath() {
    #expect(
      _dependencyCastFailureMessage(
        actualType: LiveCastClient.self, requestedType: TestCastClient.self,
        assignment: _dependencyPropertyName(\DependencyValues.castClient)
      ) == """
        Could not cast 'LiveCastClient' to 'TestCastClient'. Make sure to override the dependency in your test or suite traits:

          @Suite(
            .dependencies {
              $0.castClient = TestCastClient(/* ... */)
            }
          )
        """
    )
  }

  @Test func castFailureMessageForAKey() {
    #expect(
      _dependencyCastFailureMessage(
        actualType: LiveCastClient.self, requestedType: TestCastClient.self,
        assignment: "[\(CastClientKey.self).self]"
      ) == """
        Could not cast 'LiveCastClient' to 'TestCastClient'. Make sure to override the dependency in your test or suite traits:

          @Suite(
            .dependencies {
              $0.[CastClientKey.self] = TestCastClient(/* ... */)
            }
          )
        """
    )
  }

  @Test func propertyNames() {
    #expect(_dependencyPropertyName(\DependencyValues.continuousClock) == "continuousClock")
    #expect(_dependencyPropertyName(\DependencyValues.castClient) == "castClient")
    #if os(Linux)
      // Key paths carry no names on Linux: the dependency's own property names it.
      #expect(_dependencyPropertyName(\DependencyValues.date.now) == "date")
    #else
      #expect(_dependencyPropertyName(\DependencyValues.date.now) == "date.now")
    #endif
    #expect(_dependencyPropertyName(\DependencyValues.[_KeyType(CastClientKey.self)]) == "/* property name */")
  }

  @Test func castFailureReportsAndStopsForAKeyPath() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withDependencies {
        $0.castClient = LiveCastClient()
      } operation: {
        @Dependency(\.castClient, as: TestCastClient.self) var client
        _ = client
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains(
        """
        Could not cast 'LiveCastClient' to 'TestCastClient'. Make sure to override the dependency in your test or suite traits:

          @Suite(
            .dependencies {
              $0.castClient = TestCastClient(/* ... */)
            }
          )
        """
      )
    )
  }

  @Test func castFailureReportsAndStopsForAKey() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      withDependencies {
        $0[CastClientKey.self] = LiveCastClient()
      } operation: {
        @Dependency(CastClientKey.self, as: TestCastClient.self) var client
        _ = client
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("$0.[CastClientKey.self] = TestCastClient(/* ... */)"))
    #expect(standardError.contains("Could not cast 'LiveCastClient' to 'TestCastClient'."))
  }
}

private struct CastModel {
  @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock
}
