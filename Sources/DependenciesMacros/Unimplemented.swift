/// The error an unimplemented throwing endpoint throws: the name Point-Free's `DependenciesMacros` uses
/// for it, kept for source compatibility.
///
/// ```swift
/// do { _ = try await APIClient().fetch(id: 1) } catch is Unimplemented { … }
/// ```
public typealias Unimplemented = UnimplementedFailure
