/// A case-pathable type whose case paths can be listed, in declaration order.
///
/// The `@CasePathable` macro generates this conformance:
///
/// ```swift
/// @CasePathable
/// enum Field {
///   case title(String)
///   case isLive
/// }
///
/// Array(Field.allCasePaths)  // [\.title, \.isLive]
/// ```
public protocol CasePathIterable: CasePathable
where AllCasePaths: Sequence, AllCasePaths.Element == PartialCaseKeyPath<Self> {}
