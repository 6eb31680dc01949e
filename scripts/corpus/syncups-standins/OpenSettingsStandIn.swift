// OpenTCA stand-in (our own code): the `openSettings` dependency on Linux. TCA's SyncUps declares it
// in Dependencies/OpenSettings.swift with a private key whose live value opens the Settings app
// through `UIApplication`; strip_views.py removes that key (it names UIKit's `UIApplication`), and
// with it the property that reads it and the extension they formed. This file declares the same
// property, `@Sendable () async -> Void`, whose live value does nothing (there is no Settings app).

import Dependencies

extension DependencyValues {
  var openSettings: @Sendable () async -> Void {
    get { self[LinuxOpenSettingsKey.self] }
    set { self[LinuxOpenSettingsKey.self] = newValue }
  }
}

private enum LinuxOpenSettingsKey: DependencyKey {
  static let liveValue: @Sendable () async -> Void = {}
}
