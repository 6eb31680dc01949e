/// The error a throwing `unimplemented` closure throws, after it reported an issue.
///
/// It prints as `UnimplementedFailure(description: "APIClient.fetch")`, so an issue for the error
/// (`Caught error: UnimplementedFailure(description: …)`) names what was left unimplemented.
///
/// ```swift
/// let client = APIClient(fetch: unimplemented("APIClient.fetch"))
/// do {
///   _ = try await client.fetch(1)
/// } catch let failure as UnimplementedFailure {
///   print(failure.description)  // "APIClient.fetch"
/// }
/// ```
public struct UnimplementedFailure: Error {
  /// What was unimplemented, such as `APIClient.fetch`; empty when the closure was not described.
  public let description: String

  /// Creates the failure for `description`.
  public init(description: String) {
    self.description = description
  }
}
