/// Turns a struct of closures into a dependency client: every closure `var` becomes an endpoint with an
/// "unimplemented" default, and the struct gets a memberwise initializer whose endpoint parameters all
/// default to those unimplemented closures.
///
/// ```swift
/// @DependencyClient
/// struct APIClient {
///   var fetch: @Sendable (_ id: Int) async throws -> String
///   var count: @Sendable () -> Int = { 0 }
///   var track: @Sendable (String) -> Void
/// }
///
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient()  // every endpoint unimplemented
/// }
///
/// let client = APIClient(fetch: { id in "user \(id)" })  // override just one endpoint
/// let name = try await client.fetch(id: 42)               // labelled method from `(_ id: Int)`
/// ```
///
/// Calling an endpoint that was not overridden reports an issue naming it
/// (`Unimplemented: 'APIClient.fetch'`), a test failure under a test, and then:
/// - returns the endpoint's declared default (`= { 0 }`) when it has one;
/// - throws ``Unimplemented`` when it is declared `throws` (untyped);
/// - returns `()` for a `Void` result, or `nil` for an optional one.
///
/// Any other endpoint must declare a default value: a non-throwing endpoint returning a value, and one
/// with a typed `throws(E)` (an unimplemented endpoint cannot make up an `E`). The macro reports an error
/// with a fix-it inserting `= { <#Value#> }`.
///
/// The generated initializer lists the stored properties in declaration order (a non-closure `var` keeps
/// its default value as its parameter's default, an optional `var` defaults to `nil`); its access level
/// is the struct's, lowered to that of any less visible stored property it must take. `let` closures,
/// static, lazy and computed properties are left alone. Closure properties declared inside `#if` keep
/// their unimplemented default but are not initializer parameters.
///
/// The macro applies to structs only; it reports an error on a class, enum, actor or protocol.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() = #externalMacro(module: "DependenciesMacrosPlugin", type: "DependencyClientMacro")
