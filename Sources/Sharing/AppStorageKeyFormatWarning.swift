import Dependencies

private enum AppStorageKeyFormatWarningEnabledKey: DependencyKey {
  static var liveValue: Bool { true }
  static var testValue: Bool { true }
}

extension DependencyValues {
  /// Whether `.appStorage` keys may warn about a key containing "." or "@"; `true` by default.
  ///
  /// On Apple platforms, Point-Free's app storage observes outside changes with key-value
  /// observation, which such keys defeat, and warns about them. OpenTCA's app storage observes
  /// changes without key-value observation, so every key format is observed alike and there is
  /// nothing to warn about: the setting is kept so that an app's
  /// `prepareDependencies { $0.appStorageKeyFormatWarningEnabled = false }` compiles unchanged.
  public var appStorageKeyFormatWarningEnabled: Bool {
    get { self[AppStorageKeyFormatWarningEnabledKey.self] }
    set { self[AppStorageKeyFormatWarningEnabledKey.self] = newValue }
  }
}
