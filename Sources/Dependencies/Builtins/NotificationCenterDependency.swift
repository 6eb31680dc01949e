import Foundation

private enum NotificationCenterKey: DependencyKey {
  static var liveValue: UncheckedSendable<NotificationCenter> { UncheckedSendable(.default) }
  static var testValue: UncheckedSendable<NotificationCenter> {
    unimplemented("DependencyValues.notificationCenter", placeholder: UncheckedSendable(.default))
  }
}

extension DependencyValues {
  /// The notification center. Live: `NotificationCenter.default`. Unimplemented in tests until
  /// overridden (with `NotificationCenter()`, for example).
  public var notificationCenter: NotificationCenter {
    get { self[NotificationCenterKey.self].value }
    set { self[NotificationCenterKey.self] = UncheckedSendable(newValue) }
  }
}
