/// Gives an enum a case key path for each of its cases, making it ``CasePathable`` and
/// ``CasePathIterable``.
///
/// ```swift
/// @CasePathable
/// enum UserAction {
///   case home(HomeAction)
///   case settings(SettingsAction)
///   case logOut
/// }
///
/// let home: CaseKeyPath<UserAction, HomeAction> = \.home
/// let action = home(.onAppear)         // UserAction.home(.onAppear)
/// action[case: \.home]                 // Optional(HomeAction.onAppear)
/// action.is(\.settings)                // false
/// Array(UserAction.allCasePaths)       // [\.home, \.settings, \.logOut]
///
/// switch action {
/// case \.home:                         // pattern matching on a case key path
///   break
/// default:
///   break
/// }
/// ```
///
/// The value of a case is its associated value: `Void` for a case without one, the value itself for
/// a single one (`case circle(radius: Double)` gives `Double`), and a tuple with the case's labels
/// for several (`case rect(width: Double, height: Double)` gives `(width: Double, height: Double)`).
/// Default values are ignored: embedding passes every argument.
///
/// Also mark the enum `@dynamicMemberLookup` to read (and, through optional chaining, write) each
/// case like an optional property:
///
/// ```swift
/// @CasePathable @dynamicMemberLookup
/// enum Destination {
///   case sheet(SheetState)
///   case alert(String)
/// }
///
/// state.destination?.sheet?.count = 2  // changes the count only while the sheet is shown
/// ```
///
/// The generated members are `public` (their effective access is capped by the enum's) and
/// `nonisolated`. Cases inside `#if` get their case paths inside the same `#if`. On cases,
/// `@available(*, unavailable)` leaves the case out, deprecations are carried over without
/// warnings, and the short form `@available(iOS 17, macOS 14, *)` guards the case's key path
/// with `#available`; other `@available` forms on a case are errors.
///
/// The macro applies to enums only, and not to an enum with two cases of one base name, such as
/// `a(Int)` and `a(x: Int)`. Nested in a type, the enum (and every enclosing type but the outermost)
/// must not be `private`: the conformance is declared at file scope, where such an enum cannot be
/// named. Use `fileprivate` instead.
@attached(extension, conformances: CasePathable, CasePathIterable)
@attached(member, names: named(AllCasePaths), named(allCasePaths), named(_$Element))
public macro CasePathable() = #externalMacro(module: "CasePathsMacrosPlugin", type: "CasePathableMacro")
