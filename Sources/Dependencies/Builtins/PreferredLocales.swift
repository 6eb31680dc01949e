import Foundation

extension DependencyValues {
  private enum PreferredLocalesKey: DependencyKey {
    static var liveValue: [Locale] { Locale.preferredLanguages.map(Locale.init(identifier:)) }
    static var testValue: [Locale] {
      unimplemented("DependencyValues.preferredLocales", placeholder: [])
    }
  }

  /// The user's preferred locales, most preferred first. Live: from `Locale.preferredLanguages`.
  /// Unimplemented in tests until overridden.
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self] }
    set { self[PreferredLocalesKey.self] = newValue }
  }
}
