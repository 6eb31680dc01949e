/// A type whose cases can be reached through case key paths.
///
/// Apply the `@CasePathable` macro to an enum to generate this conformance:
///
/// ```swift
/// @CasePathable
/// enum UserAction {
///   case home(HomeAction)
///   case settings(SettingsAction)
/// }
///
/// let path: CaseKeyPath<UserAction, HomeAction> = \.home
/// path(.onAppear)                          // UserAction.home(.onAppear)
/// UserAction.home(.onAppear)[case: \.home]  // Optional(HomeAction.onAppear)
/// ```
///
/// A conformance can also be written by hand. `AllCasePaths` holds one property per case, each
/// returning an ``AnyCasePath`` from the enum to that case's associated value:
///
/// ```swift
/// extension Authentication: CasePathable {
///   struct AllCasePaths: Sendable {
///     var signedIn: AnyCasePath<Authentication, String> {
///       AnyCasePath(
///         embed: { .signedIn(token: $0) },
///         extract: {
///           guard case let .signedIn(token) = $0 else { return nil }
///           return token
///         }
///       )
///     }
///   }
///   static var allCasePaths: AllCasePaths { AllCasePaths() }
/// }
/// ```
public protocol CasePathable {
  /// The type holding one case path property per case of this type.
  associatedtype AllCasePaths: Sendable

  /// The case paths of this type, one property per case.
  static var allCasePaths: AllCasePaths { get }
}

extension CasePathable {
  /// The namespace of this type's case key paths: `\UserAction.Cases.home` is the case key path of
  /// `UserAction.home`.
  ///
  /// ```swift
  /// let path = \UserAction.Cases.home  // CaseKeyPath<UserAction, HomeAction>
  /// ```
  public typealias Cases = Case<Self>
}
