extension Result {
  /// Runs the asynchronous `body` and captures its value as a success or its error as a failure.
  ///
  /// ```swift
  /// let result = await Result { try await apiClient.fetch() }
  /// ```
  public init(catching body: () async throws(Failure) -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
