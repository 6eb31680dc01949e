/// A collection of case paths that can name the case a given value is in.
///
/// The `@CasePathable` macro makes an enum's ``CasePathable/AllCasePaths`` conform to this protocol,
/// which powers ``CasePathable/case``:
///
/// ```swift
/// @CasePathable
/// enum Field {
///   case title(String)
///   case isLive
/// }
///
/// Field.allCasePaths[.title("Hello")]  // \.title
/// Field.isLive.case                    // \.isLive
/// ```
public protocol CasePathReflectable<Root> {
  /// The enum whose cases this type reflects.
  associatedtype Root: CasePathable

  /// Returns the case key path of the case `root` is in.
  ///
  /// - Parameter root: A value of the enum.
  /// - Returns: The partial case key path of `root`'s case.
  subscript(root: Root) -> PartialCaseKeyPath<Root> { get }
}

extension CasePathable where AllCasePaths: CasePathReflectable, AllCasePaths.Root == Self {
  /// The case key path of the case this value is in.
  ///
  /// ```swift
  /// let action = UserAction.home(.onAppear)
  /// action.case == \UserAction.Cases.home  // true
  /// ```
  public var `case`: PartialCaseKeyPath<Self> {
    Self.allCasePaths[self]
  }
}
