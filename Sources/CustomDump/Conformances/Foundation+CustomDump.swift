import Foundation

extension UUID: CustomDumpStringConvertible {
  /// `UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)`.
  public var customDumpDescription: String { "UUID(\(uuidString))" }
}

extension Date: CustomDumpStringConvertible {
  /// The date in ISO 8601 form, in UTC, with milliseconds: `Date(2009-02-13T23:31:30.000Z)`.
  public var customDumpDescription: String {
    "Date(\(formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))"
  }
}

extension URL: CustomDumpStringConvertible {
  /// `URL(https://www.example.com/)`.
  public var customDumpDescription: String { "URL(\(absoluteString))" }
}

extension Data: CustomDumpStringConvertible {
  /// The size of the data in bytes: `Data(16 bytes)`.
  public var customDumpDescription: String {
    "Data(\(count.formatted()) \(count == 1 ? "byte" : "bytes"))"
  }
}

extension Decimal: CustomDumpStringConvertible {
  /// The number, as `description` writes it: `1.5`.
  public var customDumpDescription: String { description }
}

extension Locale: CustomDumpStringConvertible {
  /// `Locale(en_US)`.
  public var customDumpDescription: String { "Locale(\(identifier))" }
}

extension TimeZone: CustomDumpReflectable {
  /// The identifier, abbreviation, offset from GMT and daylight saving state.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "abbreviation": abbreviation() as Any,
        "secondsFromGMT": secondsFromGMT(),
        "isDaylightSavingTime": isDaylightSavingTime(),
      ],
      displayStyle: .struct
    )
  }
}

extension Calendar: CustomDumpReflectable {
  /// The identifier, locale, time zone and week rules.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "identifier": identifier,
        "locale": locale as Any,
        "timeZone": timeZone,
        "firstWeekday": firstWeekday,
        "minimumDaysInFirstWeek": minimumDaysInFirstWeek,
      ],
      displayStyle: .struct
    )
  }
}

extension NSArray: CustomDumpReflectable {
  /// The elements, like an array's.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }
}

extension NSOrderedSet: CustomDumpReflectable {
  /// The elements in order, like an array's.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: array, displayStyle: .collection)
  }
}

extension NSDictionary: CustomDumpReflectable, UnorderedCollection {
  /// The entries, like a dictionary's (sorted by key in dumps).
  public var customDumpMirror: Mirror {
    let entries: [(key: Any, value: Any)] = map { (key: $0.key, value: $0.value) }
    return Mirror(self, unlabeledChildren: entries, displayStyle: .dictionary)
  }
}

extension NSSet: CustomDumpReflectable, UnorderedCollection {
  /// The elements, like a set's (sorted in dumps).
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .set)
  }
}

extension NSNull: CustomDumpStringConvertible {
  /// `NSNull()`.
  public var customDumpDescription: String { "NSNull()" }
}

extension NSString: CustomDumpRepresentable {
  /// The string, dumped quoted.
  public var customDumpValue: Any { String(describing: self) }
}

extension NSAttributedString: CustomDumpRepresentable {
  /// The characters without their attributes, dumped quoted.
  public var customDumpValue: Any { string }
}

extension NSData: CustomDumpRepresentable {
  /// The bytes as `Data`: `Data(4 bytes)`.
  public var customDumpValue: Any { Data(referencing: self) }
}

extension NSDate: CustomDumpRepresentable {
  /// The instant as `Date`.
  public var customDumpValue: Any { Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate) }
}

extension NSError: CustomDumpReflectable {
  /// The domain, code and user info.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["domain": domain, "code": code, "userInfo": userInfo],
      displayStyle: .class
    )
  }
}

extension NSURL: CustomDumpRepresentable {
  /// The URL as `URL`.
  public var customDumpValue: Any { (absoluteURL as URL?) as Any }
}

extension NSUUID: CustomDumpRepresentable {
  /// The identifier as `UUID`.
  public var customDumpValue: Any { UUID(uuidString: uuidString) as Any }
}

extension NSLocale: CustomDumpRepresentable {
  /// The locale as `Locale`.
  public var customDumpValue: Any {
    Locale(identifier: object(forKey: .identifier) as? String ?? "")
  }
}

extension NSTimeZone: CustomDumpRepresentable {
  /// The time zone as `TimeZone`.
  public var customDumpValue: Any { TimeZone(identifier: name) as Any }
}

extension NSCalendar: CustomDumpRepresentable {
  /// The calendar as `Calendar`.
  public var customDumpValue: Any {
    let identifiers: [NSCalendar.Identifier: Calendar.Identifier] = [
      .gregorian: .gregorian, .ISO8601: .iso8601, .buddhist: .buddhist, .chinese: .chinese,
      .hebrew: .hebrew, .islamic: .islamic, .japanese: .japanese, .persian: .persian,
    ]
    var calendar = Calendar(identifier: identifiers[calendarIdentifier] ?? .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = minimumDaysInFirstWeek
    return calendar
  }
}

extension NSIndexSet: CustomDumpRepresentable {
  /// The indexes as `IndexSet`.
  public var customDumpValue: Any { IndexSet(self as IndexSet) }
}

extension NSIndexPath: CustomDumpRepresentable {
  /// The path as `IndexPath`.
  public var customDumpValue: Any { self as IndexPath }
}

extension NSURLComponents: CustomDumpRepresentable {
  /// The components as `URLComponents`.
  public var customDumpValue: Any { self as URLComponents }
}

extension NSURLQueryItem: CustomDumpRepresentable {
  /// The item as `URLQueryItem`.
  public var customDumpValue: Any { URLQueryItem(name: name, value: value) }
}

extension NSRange: CustomDumpRepresentable {
  /// The range as `Range<Int>`, dumped `0..<1`; `nil` when it starts at `NSNotFound`.
  public var customDumpValue: Any { Range(self) as Any }
}

extension NSValue: CustomDumpStringConvertible {
  /// A number as written (`42`, `1.5`); any other value by its debug description.
  public var customDumpDescription: String {
    if let number = self as? NSNumber { return number.stringValue }
    return debugDescription
  }
}

extension AttributedString: CustomDumpRepresentable {
  /// The characters without their attributes, dumped quoted: `"Hello, Blob!"`.
  public var customDumpValue: Any { String(characters) }
}

extension Measurement: CustomDumpReflectable {
  /// The value and the unit (by its symbol): `Measurement(value: 42.0, unit: "kg")`.
  public var customDumpMirror: Mirror {
    Mirror(self, children: ["value": value, "unit": unit], displayStyle: .struct)
  }
}

extension NSMeasurement: CustomDumpRepresentable {
  /// The measurement as `Measurement`: `Measurement(value: 42.0, unit: "kg")`.
  public var customDumpValue: Any { Measurement(value: doubleValue, unit: unit) }
}

extension Unit: CustomDumpRepresentable {
  /// The unit's symbol, dumped quoted: `"kg"`.
  public var customDumpValue: Any { symbol }
}

extension Notification: CustomDumpReflectable {
  /// The name, then the object and the user info when the notification has them:
  /// `Notification(name: "co.pointfree")`.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [(label: "name", value: name)]
    if let object { children.append((label: "object", value: object)) }
    if let userInfo { children.append((label: "userInfo", value: userInfo)) }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}

extension Notification.Name: CustomDumpRepresentable {
  /// The raw name, dumped quoted: `"co.pointfree"`.
  public var customDumpValue: Any { rawValue }
}

extension NSNotification: CustomDumpRepresentable {
  /// The notification as `Notification`: `Notification(name: "co.pointfree")`.
  public var customDumpValue: Any { Notification(name: name, object: object, userInfo: userInfo) }
}

extension NSExceptionName: CustomDumpStringConvertible {
  /// The name itself: `NSInvalidArgumentException`.
  public var customDumpDescription: String {
    rawValue
  }
}

extension NSPredicate: CustomDumpStringConvertible {
  /// The predicate's own description, such as `TRUEPREDICATE`.
  public var customDumpDescription: String {
    debugDescription
  }
}

// Foundation outside Apple platforms has no `NSException`, and its `NSExpression` cannot be made
// (every initializer is unavailable): these two dumps exist where Foundation has the types.
#if canImport(Darwin)
  extension NSException: CustomDumpReflectable {
    /// The exception's name, reason and user info, as a class.
    public var customDumpMirror: Mirror {
      Mirror(
        self,
        children: [
          "name": name,
          "reason": reason as Any,
          "userInfo": userInfo as Any,
        ],
        displayStyle: .class
      )
    }
  }

  extension NSExpression: CustomDumpStringConvertible {
    /// The expression's own description, such as `3 + 4`.
    public var customDumpDescription: String {
      debugDescription
    }
  }
#endif
