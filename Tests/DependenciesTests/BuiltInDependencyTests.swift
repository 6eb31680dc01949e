import Dependencies
import Foundation
import Testing

struct BuiltInDependencyTests {
  @Test func uuidIntegerInitializer() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func incrementingUUIDsCountFromZero() {
    withDependencies { $0.uuid = .incrementing } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == UUID(0))
      #expect(uuid() == UUID(1))
      #expect(uuid() == UUID(2))
    }
  }

  @Test func eachIncrementingGeneratorStartsOver() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    #expect(first() == UUID(0))
    #expect(first() == UUID(1))
    #expect(second() == UUID(0))
  }

  @Test func constantUUIDAndDate() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies {
      $0.uuid = .constant(UUID(7))
      $0.date = .constant(date)
    } operation: {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var dateGenerator
      @Dependency(\.date.now) var now
      #expect(uuid() == UUID(7))
      #expect(uuid() == UUID(7))
      #expect(dateGenerator() == date)
      #expect(now == date)
    }
  }

  @Test func seededRandomNumberGeneratorIsReproducible() {
    func rolls() -> [Int] {
      withDependencies {
        $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(state: 42))
      } operation: {
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        return (0..<5).map { _ in withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) } }
      }
    }
    #expect(rolls() == rolls())
  }

  @Test func localeCalendarTimeZoneCanBeOverridden() throws {
    let zone = try #require(TimeZone(identifier: "Europe/Madrid"))
    withDependencies {
      $0.locale = Locale(identifier: "es_ES")
      $0.timeZone = zone
      $0.calendar = Calendar(identifier: .gregorian)
    } operation: {
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      @Dependency(\.calendar) var calendar
      #expect(locale.identifier == "es_ES")
      #expect(timeZone.identifier == "Europe/Madrid")
      #expect(calendar.identifier == .gregorian)
    }
  }

  @Test func liveContextGivesLiveBuiltIns() {
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() != uuid())
    }
  }
}
