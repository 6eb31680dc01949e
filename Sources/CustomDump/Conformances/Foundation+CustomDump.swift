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
  /// The size of the data: `Data(16 bytes)`.
  public var customDumpDescription: String { "Data(\(count) bytes)" }
}

extension Decimal: CustomDumpStringConvertible {
  /// The number, as `description` writes it: `1.5`.
  public var customDumpDescription: String { description }
}

extension TimeZone: CustomDumpStringConvertible {
  /// `TimeZone(America/New_York)`.
  public var customDumpDescription: String { "TimeZone(\(identifier))" }
}

extension Locale: CustomDumpStringConvertible {
  /// `Locale(en_US)`.
  public var customDumpDescription: String { "Locale(\(identifier))" }
}
