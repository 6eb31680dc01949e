import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private enum URLSessionKey: DependencyKey {
  static var liveValue: UncheckedSendable<URLSession> { UncheckedSendable(.shared) }
  static var testValue: UncheckedSendable<URLSession> {
    unimplemented("DependencyValues.urlSession", placeholder: UncheckedSendable(.shared))
  }
}

extension DependencyValues {
  /// The URL session. Live: `URLSession.shared`. Unimplemented in tests until overridden.
  public var urlSession: URLSession {
    get { self[URLSessionKey.self].value }
    set { self[URLSessionKey.self] = UncheckedSendable(newValue) }
  }
}
