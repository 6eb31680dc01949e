import CasePaths

/// An enum whose bindings can be switched over exhaustively: a binding to the enum gives one binding
/// per case, to that case's associated value.
///
/// ```swift
/// enum Status {
///   case inStock(quantity: Int)
///   case outOfStock(isOnBackOrder: Bool)
/// }
///
/// switch $item.status {
/// case .inStock(let quantity):
///   stepper.bind(value: quantity)
/// case .outOfStock(let isOnBackOrder):
///   toggle.bind(isOn: isOnBackOrder)
/// }
/// ```
///
/// The ``CaseBindable()`` macro writes the conformance. By hand, it is an enum mirroring the cases,
/// each holding a ``UIBinding`` to its associated value (a case without one holds nothing), and
/// `_$caseBinding(_:)` switching over the current case with `_$case(_:_:)`:
///
/// ```swift
/// @CasePathable
/// enum Status: CaseBindable {
///   case inStock(quantity: Int)
///   case discontinued
///
///   enum UIBindingEnumeration {
///     case inStock(UIBinding<Int>)
///     case discontinued
///   }
///
///   static func _$caseBinding(_ binding: UIBinding<Status>) -> UIBindingEnumeration {
///     switch binding.wrappedValue {
///     case .inStock(let quantity): .inStock(binding._$case(\.inStock, quantity))
///     case .discontinued: .discontinued
///     }
///   }
/// }
/// ```
public protocol CaseBindable: CasePathable {
  /// The enum mirroring this one's cases, each holding a binding to that case's associated value.
  associatedtype UIBindingEnumeration

  /// The case of ``UIBindingEnumeration`` for `binding`'s current case, holding a binding to its
  /// associated value. You don't call this directly: use ``UIBinding/cases``.
  ///
  /// - Parameter binding: A binding to a value of this enum.
  /// - Returns: The bindings of the current case.
  static func _$caseBinding(_ binding: UIBinding<Self>) -> UIBindingEnumeration
}

extension UIBinding where Value: CaseBindable {
  /// The bindings of the current case, to switch over:
  ///
  /// ```swift
  /// switch $status.cases {
  /// case .inStock(let quantity):
  ///   stepper.bind(value: quantity)
  /// case .discontinued:
  ///   break
  /// }
  /// ```
  public var cases: Value.UIBindingEnumeration {
    Value._$caseBinding(self)
  }
}

extension UIBinding {
  /// The bindings of the current case of a ``CaseBindable`` property: `switch $item.status { … }`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The bindings of its current case.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration {
    let binding: UIBinding<Member> = self[dynamicMember: keyPath]
    return binding.cases
  }
}

extension UIBindable {
  /// The bindings of the current case of a ``CaseBindable`` property of the object:
  /// `switch $model.status { … }`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: The bindings of its current case.
  public subscript<Member: CaseBindable>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Member.UIBindingEnumeration where Value: AnyObject {
    let binding: UIBinding<Member> = self[dynamicMember: keyPath]
    return binding.cases
  }
}

extension UIBinding where Value: CasePathable {
  /// A binding to the associated value of a case the value is in now, `value`: what a
  /// ``CaseBindable`` conformance returns for each case.
  ///
  /// Like the optional binding `$value.case`, unwrapped: after the value leaves the case, the binding
  /// reads the last associated value it saw, and its writes reach the enum again once the value is
  /// back in the case.
  ///
  /// - Parameters:
  ///   - keyPath: The case.
  ///   - value: The case's associated value now.
  /// - Returns: A binding to the associated value.
  public func _$case<Member>(
    _ keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>,
    _ value: Member
  ) -> UIBinding<Member> {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    return UIBinding<Member>(
      location: UIBindingUnwrapped(
        base: UIBindingCase(base: location, keyPath: keyPath, casePath: casePath),
        initialValue: value
      ),
      transaction: transaction
    )
  }
}

/// Makes an enum ``CaseBindable`` (and `@CasePathable`): a binding to it can then be switched over
/// case by case, each case holding a binding to its associated value.
///
/// ```swift
/// @CaseBindable
/// enum Status {
///   case inStock(quantity: Int)
///   case discontinued
/// }
///
/// switch $item.status {
/// case .inStock(let quantity):
///   stepper.bind(value: quantity)
/// case .discontinued:
///   break
/// }
/// ```
///
/// It generates `UIBindingEnumeration` and `_$caseBinding(_:)`, and the conformance; and, as
/// Point-Free's does, what `@CasePathable` generates (case paths and their conformances), unless the
/// enum is marked `@CasePathable` as well.
@attached(extension, conformances: CaseBindable, CasePathable, CasePathIterable)
@attached(
  member,
  names: named(UIBindingEnumeration), named(_$caseBinding), named(AllCasePaths), named(allCasePaths),
  named(_$Element)
)
public macro CaseBindable() = #externalMacro(module: "CasePathsMacrosPlugin", type: "CaseBindableMacro")
