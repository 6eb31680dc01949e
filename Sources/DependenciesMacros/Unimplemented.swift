/// The error an unimplemented throwing endpoint of a ``DependencyClient()`` (or a
/// ``DependencyEndpoint(method:)``) throws, after it reported the call as an issue.
///
/// It names the endpoint, as `APIClient.fetch`:
///
/// ```swift
/// do {
///   _ = try await APIClient().fetch(id: 1)
/// } catch let error as Unimplemented {
///   print(error)  // APIClient.fetch
/// }
/// ```
public struct Unimplemented: Error, CustomStringConvertible, Sendable {
  /// The endpoint that was called without an implementation.
  let endpoint: String

  /// The error for a call to `endpoint`, an endpoint left unimplemented.
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }

  /// The endpoint's name.
  public var description: String { endpoint }
}
