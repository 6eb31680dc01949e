/// The error a throwing unimplemented closure throws, under its older name.
///
/// ```swift
/// do { try client.fetch() } catch is XCTUnimplementedFailure { /* left unimplemented */ }
/// ```
@available(*, deprecated, renamed: "UnimplementedFailure")
public typealias XCTUnimplementedFailure = UnimplementedFailure
