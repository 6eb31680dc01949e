import CustomDump
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("customDump: Foundation conformances")
struct FoundationConformanceTests {
  @Test func valueTypes() {
    #expect(String(customDumping: Date(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)")
    #expect(
      String(customDumping: UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!)
        == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)"
    )
    #expect(String(customDumping: URL(string: "https://www.pointfree.co/")!) == "URL(https://www.pointfree.co/)")
    #expect(String(customDumping: Data(repeating: 0, count: 4)) == "Data(4 bytes)")
    #expect(String(customDumping: Locale(identifier: "en_US")) == "Locale(en_US)")
    #expect(String(customDumping: Decimal(string: "1.5")!) == "1.5")
  }

  @Test func timeZone() {
    #expect(
      String(customDumping: TimeZone(secondsFromGMT: 0)!) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """
    )
  }

  @Test func bridgedCollections() {
    #expect(String(customDumping: [1, 2, 3] as NSArray) == "[\n  [0]: 1,\n  [1]: 2,\n  [2]: 3\n]")
    #expect(
      String(customDumping: [1: "1", 2: "2"] as NSDictionary) == "[\n  1: \"1\",\n  2: \"2\"\n]"
    )
    #expect(String(customDumping: NSSet(array: [3, 1, 2])) == "Set([\n  1,\n  2,\n  3\n])")
    #expect(String(customDumping: NSOrderedSet(array: [3, 1])) == "[\n  [0]: 3,\n  [1]: 1\n]")
  }

  @Test func bridgedValues() {
    #expect(String(customDumping: NSNumber(value: 42)) == "42")
    #expect(String(customDumping: NSString(string: "Blob")) == #""Blob""#)
    #expect(String(customDumping: NSData(data: Data(repeating: 0, count: 4))) == "Data(4 bytes)")
    #expect(String(customDumping: NSDate(timeIntervalSince1970: 0)) == "Date(1970-01-01T00:00:00.000Z)")
    #expect(String(customDumping: NSURL(fileURLWithPath: "/tmp")) == "URL(file:///tmp/)")
    #expect(
      String(customDumping: NSUUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!)
        == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)"
    )
    #expect(String(customDumping: NSLocale(localeIdentifier: "en_US")) == "Locale(en_US)")
    #expect(String(customDumping: NSRange(location: 0, length: 1)) == "0..<1")
    #expect(String(customDumping: NSAttributedString(string: "Hello, Blob!")) == #""Hello, Blob!""#)
    #expect(String(customDumping: NSNull()) == "NSNull()")
  }

  @Test func errors() {
    let error = NSError(
      domain: "co.pointfree", code: 42,
      userInfo: [NSLocalizedDescriptionKey: "An error occurred" as NSString]
    )
    #expect(
      String(customDumping: error) == """
        NSError(
          domain: "co.pointfree",
          code: 42,
          userInfo: [
            "NSLocalizedDescription": "An error occurred"
          ]
        )
        """
    )
  }

  @Test func urlComponentsAndQueryItems() {
    #expect(
      String(customDumping: URLQueryItem(name: "search", value: "composable architecture")) == """
        URLQueryItem(
          name: "search",
          value: "composable architecture"
        )
        """
    )
    let components = URLComponents(string: "https://www.pointfree.co/login?redirect=episodes")!
    #expect(
      String(customDumping: components) == """
        URLComponents(
          scheme: "https",
          host: "www.pointfree.co",
          path: "/login",
          queryItems: [
            [0]: URLQueryItem(
              name: "redirect",
              value: "episodes"
            )
          ]
        )
        """
    )
    #expect(
      String(customDumping: NSIndexSet(indexSet: [1, 2, 3, 5, 7])) == """
        IndexSet(
          ranges: [
            [0]: 1..<4,
            [1]: 5..<6,
            [2]: 7..<8
          ]
        )
        """
    )
  }

  @Test func bridgedTimeZoneAndCalendar() {
    #expect(
      String(customDumping: NSTimeZone(forSecondsFromGMT: 0)) == """
        TimeZone(
          identifier: "GMT",
          abbreviation: "GMT",
          secondsFromGMT: 0,
          isDaylightSavingTime: false
        )
        """
    )
    let calendar = NSCalendar(calendarIdentifier: .gregorian)!
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    #expect(
      String(customDumping: calendar) == """
        Calendar(
          identifier: .gregorian,
          locale: Locale(),
          timeZone: TimeZone(
            identifier: "GMT",
            abbreviation: "GMT",
            secondsFromGMT: 0,
            isDaylightSavingTime: false
          ),
          firstWeekday: 1,
          minimumDaysInFirstWeek: 1
        )
        """
    )
  }

  /// Point-Free's `testNSMeasurement`: the bridged measurement dumps as `Measurement`, its unit by symbol.
  @Test func measurement() {
    #expect(
      String(customDumping: NSMeasurement(doubleValue: 42, unit: Unit(symbol: "kg"))) == """
        Measurement(
          value: 42.0,
          unit: "kg"
        )
        """
    )
    #expect(
      String(customDumping: Measurement(value: 1.5, unit: UnitLength.kilometers)) == """
        Measurement(
          value: 1.5,
          unit: "km"
        )
        """
    )
    #expect(String(customDumping: [UnitMass.kilograms, UnitLength.meters] as [Unit]) == "[\n  [0]: \"kg\",\n  [1]: \"m\"\n]")
  }

  /// Point-Free's `testNSNotification`: the bridged notification dumps as `Notification`, by name alone
  /// when it has no object and no user info.
  @Test func notification() {
    #expect(
      String(customDumping: NSNotification(name: .init(rawValue: "co.pointfree"), object: nil, userInfo: nil))
        == #"Notification(name: "co.pointfree")"#
    )
    #expect(
      String(customDumping: Notification(name: .init("co.pointfree"))) == #"Notification(name: "co.pointfree")"#
    )
    #expect(String(customDumping: Notification.Name("didLogIn")) == #""didLogIn""#)
    #expect(
      String(customDumping: Notification(name: .init("co.pointfree"), object: "Blob", userInfo: ["id": 42])) == """
        Notification(
          name: "co.pointfree",
          object: "Blob",
          userInfo: [
            "id": 42
          ]
        )
        """
    )
  }

  #if !os(WASI)
    // Sets `httpShouldUsePipelining` (deprecated) as Point-Free's test does: its default differs
    // between Apple platforms (false) and Linux (true).
    @available(*, deprecated, message: "Sets the deprecated httpShouldUsePipelining")
    @Test func urlRequest() {
      let request = NSMutableURLRequest(url: URL(string: "https://www.pointfree.co")!)
      request.addValue("text/html", forHTTPHeaderField: "Accept")
      request.httpShouldUsePipelining = false
      let expected = """
        URLRequest(
          url: URL(https://www.pointfree.co),
          cachePolicy: 0,
          timeoutInterval: 60.0,
          mainDocumentURL: nil,
          networkServiceType: URLRequest.NetworkServiceType.default,
          allowsCellularAccess: true,
          httpMethod: "GET",
          allHTTPHeaderFields: [
            "Accept": "text/html"
          ],
          httpBody: nil,
          httpBodyStream: nil,
          httpShouldHandleCookies: true,
          httpShouldUsePipelining: false
        )
        """
      #expect(String(customDumping: request) == expected)
      #expect(String(customDumping: request as URLRequest) == expected)
      #expect(
        String(customDumping: URLRequest.NetworkServiceType.background)
          == "URLRequest.NetworkServiceType.background"
      )
    }
  #endif
}
