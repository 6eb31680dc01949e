import Foundation

extension UserDefaults {
  /// New, empty defaults that keep their values in memory only and never write a file.
  ///
  /// Each read of this property makes a fresh store. Give it to a preview or a test that needs app
  /// storage of its own:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.defaultAppStorage = .inMemory
  /// } operation: {
  ///   @Shared(.appStorage("isOn")) var isOn = false
  /// }
  /// ```
  ///
  /// Tests already get such defaults from the `defaultAppStorage` dependency.
  public static var inMemory: UserDefaults {
    InMemoryUserDefaults(suiteName: nil) ?? UserDefaults(suiteName: "opentca.inMemory.\(UUID().uuidString)") ?? .standard
  }
}
