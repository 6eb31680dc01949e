/// Keeps ``DependencyClient()`` from turning a closure property into an endpoint: the property gets
/// no unimplemented default and no method, and stays a plain stored property, a parameter of the
/// generated initializer like any other (with its declared default value, if it has one).
///
/// ```swift
/// @DependencyClient
/// struct AnalyticsClient {
///   var track: @Sendable (_ event: String) -> Void
///   @DependencyEndpointIgnored
///   var formatter: @Sendable (String) -> String = { $0.lowercased() }
/// }
///
/// let client = AnalyticsClient(track: { _ in })  // `formatter` keeps its default, unreported
/// ```
@attached(accessor, names: named(willSet))
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyEndpointIgnoredMacro")
