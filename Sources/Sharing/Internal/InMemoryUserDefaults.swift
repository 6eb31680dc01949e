import Foundation

/// User defaults that keep their values in memory only: what `defaultAppStorage` is in tests, so that
/// tests never write a defaults file (Foundation on Linux writes every suite to `~/.config`).
final class InMemoryUserDefaults: UserDefaults {
  private let values = LockedValue<[String: Any]>([:])

  override func object(forKey defaultName: String) -> Any? {
    values.withLock { $0[defaultName] }
  }

  override func set(_ value: Any?, forKey defaultName: String) {
    values.withLock { $0[defaultName] = value }
  }

  override func removeObject(forKey defaultName: String) {
    values.withLock { $0[defaultName] = nil }
  }

  override func set(_ value: Bool, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ value: Int, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ value: Double, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ value: Float, forKey defaultName: String) { set(value as Any?, forKey: defaultName) }
  override func set(_ url: URL?, forKey defaultName: String) { set(url as Any?, forKey: defaultName) }

  override func string(forKey defaultName: String) -> String? { object(forKey: defaultName) as? String }
  override func data(forKey defaultName: String) -> Data? { object(forKey: defaultName) as? Data }
  override func url(forKey defaultName: String) -> URL? {
    let object = object(forKey: defaultName)
    return object as? URL ?? (object as? String).flatMap(URL.init(string:))
  }
  override func bool(forKey defaultName: String) -> Bool {
    (object(forKey: defaultName) as? NSNumber)?.boolValue ?? (object(forKey: defaultName) as? Bool) ?? false
  }
  override func integer(forKey defaultName: String) -> Int {
    (object(forKey: defaultName) as? NSNumber)?.intValue ?? (object(forKey: defaultName) as? Int) ?? 0
  }
  override func double(forKey defaultName: String) -> Double {
    (object(forKey: defaultName) as? NSNumber)?.doubleValue ?? (object(forKey: defaultName) as? Double) ?? 0
  }
  override func dictionaryRepresentation() -> [String: Any] { values.withLock { $0 } }
  override func synchronize() -> Bool { true }
}
