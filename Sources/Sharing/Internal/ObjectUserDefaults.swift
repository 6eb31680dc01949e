import Foundation

/// User defaults of our own (in memory in tests, a file on Linux): a subclass stores and reads
/// objects (`object(forKey:)`, `set(_:forKey:)`, `removeObject(forKey:)`), and this class gives the
/// typed accessors of `UserDefaults` in their terms, with Foundation's conversions.
class ObjectUserDefaults: UserDefaults {
  override func set(_ value: Bool, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ value: Int, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ value: Double, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ value: Float, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ url: URL?, forKey defaultName: String) { set(url as Any?, forKey: defaultName) }

  override func string(forKey defaultName: String) -> String? { object(forKey: defaultName) as? String }
  override func data(forKey defaultName: String) -> Data? { object(forKey: defaultName) as? Data }

  /// A URL, or a string read as one (a path when it starts with `/` or `~`).
  override func url(forKey defaultName: String) -> URL? {
    let object = object(forKey: defaultName)
    if let url = object as? URL { return url }
    guard let string = object as? String else { return nil }
    if string.hasPrefix("/") || string.hasPrefix("~") {
      return URL(fileURLWithPath: NSString(string: string).expandingTildeInPath)
    }
    return URL(string: string)
  }

  override func bool(forKey defaultName: String) -> Bool {
    let object = object(forKey: defaultName)
    return (object as? NSNumber)?.boolValue ?? (object as? Bool)
      ?? (object as? String).map { NSString(string: $0).boolValue } ?? false
  }

  override func integer(forKey defaultName: String) -> Int {
    let object = object(forKey: defaultName)
    return (object as? NSNumber)?.intValue ?? (object as? Int)
      ?? (object as? String).map { NSString(string: $0).integerValue } ?? 0
  }

  override func double(forKey defaultName: String) -> Double {
    let object = object(forKey: defaultName)
    return (object as? NSNumber)?.doubleValue ?? (object as? Double)
      ?? (object as? String).map { NSString(string: $0).doubleValue } ?? 0
  }

  override func float(forKey defaultName: String) -> Float { Float(double(forKey: defaultName)) }
}
