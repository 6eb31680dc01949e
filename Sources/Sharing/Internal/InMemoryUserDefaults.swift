import Foundation

/// User defaults that keep their values in memory only: what `defaultAppStorage` is in tests, so that
/// tests never write a defaults file (Foundation on Linux writes every suite to `~/.config`).
final class InMemoryUserDefaults: ObjectUserDefaults {
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

  override func dictionaryRepresentation() -> [String: Any] { values.withLock { $0 } }
  override func synchronize() -> Bool { true }
}
