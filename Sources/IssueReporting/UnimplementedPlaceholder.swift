import Foundation

/// A type with an obvious value to stand in for an unimplemented result: what lets the deprecated
/// `unimplemented(_:)` forms without a `placeholder:` return something after reporting.
///
/// The standard empty values conform: `false`, zero, `""`, empty collections, `nil`, and Foundation's
/// `Data()`, `Date()`, `UUID()`, `Decimal()`. A type of your own conforms by naming its value:
///
/// ```swift
/// extension Theme: UnimplementedPlaceholder {
///   static var unimplementedPlaceholder: Theme { .light }
/// }
/// ```
///
/// A result type that does not conform has no such form: pass `placeholder:` to `unimplemented`.
#if compiler(>=6.2)
  public protocol UnimplementedPlaceholder: SendableMetatype {
    /// The value an unimplemented endpoint returns after reporting its issue.
    static var unimplementedPlaceholder: Self { get }
  }
#else
  // Before Swift 6.2 every metatype may be captured by a sendable closure: no `SendableMetatype`.
  public protocol UnimplementedPlaceholder {
    /// The value an unimplemented endpoint returns after reporting its issue.
    static var unimplementedPlaceholder: Self { get }
  }
#endif

extension Bool: UnimplementedPlaceholder {
  /// `false`.
  public static var unimplementedPlaceholder: Bool { false }
}

extension String: UnimplementedPlaceholder {
  /// The empty string.
  public static var unimplementedPlaceholder: String { "" }
}

extension Substring: UnimplementedPlaceholder {
  /// The empty substring.
  public static var unimplementedPlaceholder: Substring { "" }
}

extension Optional: UnimplementedPlaceholder {
  /// `nil`.
  public static var unimplementedPlaceholder: Wrapped? { nil }
}

extension Array: UnimplementedPlaceholder {
  /// The empty array.
  public static var unimplementedPlaceholder: [Element] { [] }
}

extension ContiguousArray: UnimplementedPlaceholder {
  /// The empty array.
  public static var unimplementedPlaceholder: ContiguousArray<Element> { [] }
}

extension Set: UnimplementedPlaceholder {
  /// The empty set.
  public static var unimplementedPlaceholder: Set<Element> { [] }
}

extension Dictionary: UnimplementedPlaceholder {
  /// The empty dictionary.
  public static var unimplementedPlaceholder: [Key: Value] { [:] }
}

extension Int: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Int { 0 }
}

extension Int8: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Int8 { 0 }
}

extension Int16: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Int16 { 0 }
}

extension Int32: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Int32 { 0 }
}

extension Int64: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Int64 { 0 }
}

extension UInt: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: UInt { 0 }
}

extension UInt8: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: UInt8 { 0 }
}

extension UInt16: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: UInt16 { 0 }
}

extension UInt32: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: UInt32 { 0 }
}

extension UInt64: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: UInt64 { 0 }
}

extension Double: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Double { 0 }
}

extension Float: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Float { 0 }
}

extension Decimal: UnimplementedPlaceholder {
  /// Zero.
  public static var unimplementedPlaceholder: Decimal { Decimal() }
}

extension Data: UnimplementedPlaceholder {
  /// Empty data.
  public static var unimplementedPlaceholder: Data { Data() }
}

extension Date: UnimplementedPlaceholder {
  /// The current date, as `Date()` makes it.
  public static var unimplementedPlaceholder: Date { Date() }
}

extension UUID: UnimplementedPlaceholder {
  /// A random UUID, as `UUID()` makes it.
  public static var unimplementedPlaceholder: UUID { UUID() }
}
