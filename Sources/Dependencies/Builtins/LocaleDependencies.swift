import Foundation

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { Calendar.autoupdatingCurrent }
  static var testValue: Calendar {
    unimplemented("DependencyValues.calendar", placeholder: Calendar.autoupdatingCurrent)
  }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { Locale.autoupdatingCurrent }
  static var testValue: Locale {
    unimplemented("DependencyValues.locale", placeholder: Locale.autoupdatingCurrent)
  }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { TimeZone.autoupdatingCurrent }
  static var testValue: TimeZone {
    unimplemented("DependencyValues.timeZone", placeholder: TimeZone.autoupdatingCurrent)
  }
}

extension DependencyValues {
  /// The calendar. Live: the user's current calendar. Unimplemented in tests until overridden.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale. Live: the user's current locale. Unimplemented in tests until overridden.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone. Live: the system's current time zone. Unimplemented in tests until overridden.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
