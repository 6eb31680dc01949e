import ComposableArchitecture
import Foundation
import Testing

extension UserDefaults {
  /// A property declared on the defaults, as an app using key-path app storage declares it.
  fileprivate var hapticsEnabled: Bool {
    get { bool(forKey: "hapticsEnabled") }
    set { set(newValue, forKey: "hapticsEnabled") }
  }
}

/// `.appStorage(\.property)` (deprecated in TCA): a shared value stored through a property of the
/// `defaultAppStorage` defaults.
@MainActor
@Suite("AppStorageKeyPathKey")
struct AppStorageKeyPathKeyTests {
  @available(*, deprecated)
  @Test func writesAndReadsThroughTheProperty() {
    let defaults = UserDefaults(suiteName: "AppStorageKeyPathKeyTests.\(UUID().uuidString)")!
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      @Shared(.appStorage(\.hapticsEnabled)) var hapticsEnabled = false
      #expect(!hapticsEnabled)
      $hapticsEnabled.withLock { $0 = true }
      #expect(defaults.bool(forKey: "hapticsEnabled"))

      @Shared(.appStorage(\.hapticsEnabled)) var again = false
      #expect(again)
    }
  }

  @available(*, deprecated)
  @Test func keysOfOnePropertyAreEqual() {
    let defaults = UserDefaults(suiteName: "AppStorageKeyPathKeyTests.\(UUID().uuidString)")!
    withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      #expect(AppStorageKeyPathKey(\.hapticsEnabled) == AppStorageKeyPathKey(\.hapticsEnabled))
    }
  }
}
