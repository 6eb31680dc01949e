import CasePaths

/// A value that can be read and written from elsewhere: a two-way connection to a piece of state.
///
/// Like SwiftUI's `Binding`, for code that is not SwiftUI (UIKit, AppKit, a terminal UI, a server-side
/// renderer), and available on Linux. A binding either owns its value (declared with an initial
/// value) or reaches a value stored elsewhere, usually a property of an observable model, through
/// ``UIBindable``:
///
/// ```swift
/// final class PlayerScreen {
///   @UIBinding var isPlaying = false      // the screen owns this value
///
///   func makeButton() -> PlayButton {
///     PlayButton(isPlaying: $isPlaying)  // the button reads and writes it
///   }
/// }
/// ```
///
/// A binding projects bindings to the parts of its value: `$user.name` to a property, `$result.success`
/// to a case of a `@CasePathable` enum (`nil` when the value is in another case), and `UIBinding($item)`
/// unwraps an optional. Bindings drive navigation too: `UIBinding<Bool>($model.destination)` is `true`
/// while a destination is presented, and writing `false` dismisses it.
///
/// A value a binding owns is observable: ``observe(_:isolation:)-5mpn0`` re-runs when it
/// changes. A write made through a binding that has a ``transaction`` runs under that transaction.
@dynamicMemberLookup
@propertyWrapper
public struct UIBinding<Value>: Sendable {
  let location: UIBindingLocation<Value>

  /// The transaction a write through this binding runs under, when no transaction is set already.
  ///
  /// Set it with ``transaction(_:)``.
  public var transaction = UITransaction()

  init(location: UIBindingLocation<Value>, transaction: UITransaction) {
    self.location = location
    self.transaction = transaction
  }

  /// Creates a binding that owns `value`.
  ///
  /// You don't call this directly: Swift calls it for a property declared with an initial value.
  ///
  /// ```swift
  /// @UIBinding var isPlaying = false
  /// ```
  ///
  /// - Parameter value: The initial value.
  public init(wrappedValue value: Value) {
    self.init(location: UIBindingBox(value), transaction: UITransaction())
  }

  /// Creates a binding that owns an object: use ``UIBindable`` for an observable model instead.
  @available(
    *, deprecated,
    message: "A '@UIBinding' must be initialized with a value, not an observable reference. Use '@UIBindable', instead.",
    renamed: "UIBindable.init"
  )
  public init(wrappedValue value: Value) where Value: AnyObject {
    self.init(location: UIBindingBox(value), transaction: UITransaction())
  }

  /// Creates a binding from another binding.
  ///
  /// Swift calls this for a closure parameter declared with the `@UIBinding` attribute:
  ///
  /// ```swift
  /// present(item: $model.text) { $text in
  ///   EditorScreen(text: $text)
  /// }
  /// ```
  ///
  /// - Parameter projectedValue: A binding.
  public init(projectedValue: UIBinding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored. Handy for previews and tests.
  ///
  /// ```swift
  /// PlayButton(isPlaying: .constant(true))
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: A binding that always reads `value`.
  public static func constant(_ value: Value) -> UIBinding<Value> {
    UIBinding(location: UIBindingConstant(value), transaction: UITransaction())
  }

  /// Unwraps an optional binding: `nil` when `base` holds `nil`.
  ///
  /// The new binding keeps working after `base` becomes `nil`: it reads the last value it saw, and
  /// its writes no longer reach `base` until `base` holds a value again.
  ///
  /// ```swift
  /// if let $count = UIBinding($model.count) {
  ///   stepper.bind(value: $count)
  /// }
  /// ```
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(_ base: UIBinding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(location: UIBindingUnwrapped(base: base.location, initialValue: value), transaction: base.transaction)
  }

  /// A Boolean binding that is `true` while `base` holds a value: the shape presentation APIs take.
  ///
  /// Writing `false` sets `base` to `nil` (dismissal). Writing `true` cannot make a value, and is
  /// reported as an issue.
  ///
  /// - Parameters:
  ///   - base: A binding to an optional value.
  ///   - fileID: The source `#fileID` a misuse is reported at.
  ///   - filePath: The source `#filePath` a misuse is reported at.
  ///   - line: The source `#line` a misuse is reported at.
  ///   - column: The source `#column` a misuse is reported at.
  public init<Wrapped>(
    _ base: UIBinding<Wrapped?>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value == Bool {
    self.init(
      location: UIBindingIsPresent(base: base.location, fileID: fileID, filePath: filePath, line: line, column: column),
      transaction: base.transaction
    )
  }

  /// An optional binding to `base`'s value. Writing `nil` is ignored.
  ///
  /// - Parameter base: A binding.
  public init<Wrapped>(_ base: UIBinding<Wrapped>) where Value == Wrapped? {
    self.init(location: UIBindingWrapped(base: base.location), transaction: base.transaction)
  }

  /// A type-erased binding to `base`'s hashable value. Writing a value of another type is reported and
  /// ignored.
  ///
  /// - Parameter base: A binding to a hashable value.
  public init<Wrapped: Hashable>(_ base: UIBinding<Wrapped>) where Value == AnyHashable {
    self.init(location: UIBindingErased(base: base.location), transaction: base.transaction)
  }

  /// The value the binding reads and writes.
  ///
  /// A write runs under the binding's ``transaction`` unless a transaction is already set around it
  /// (with ``withUITransaction(_:_:)``).
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set {
      if transaction.isEmpty || !UITransaction.current.isEmpty {
        location.value = newValue
      } else {
        withUITransaction(transaction) {
          location.value = newValue
        }
      }
    }
  }

  /// The binding itself: `$value` passes it on.
  public var projectedValue: UIBinding<Value> {
    self
  }

  /// A binding to a property of the value: `$user.name`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: A binding to it.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> UIBinding<Member> {
    UIBinding<Member>(location: UIBindingMember(base: location, keyPath: keyPath), transaction: transaction)
  }

  /// A binding to the associated value of a case of a `@CasePathable` enum, or `nil` when the value
  /// is in another case: `$result.success`.
  ///
  /// The binding keeps working after the value leaves the case: it reads the last associated value
  /// it saw, and its writes reach the enum again once the value is back in the case.
  ///
  /// - Parameter keyPath: The case.
  /// - Returns: A binding to the associated value, or `nil`.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? where Value: CasePathable {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    let binding = UIBinding<Member?>(
      location: UIBindingCase(base: location, keyPath: keyPath, casePath: casePath),
      transaction: transaction
    )
    return UIBinding<Member>(binding)
  }

  /// A binding to a property of an optional value: `nil` while the value is `nil`; writing `nil` sets
  /// the value to `nil`.
  ///
  /// - Parameter keyPath: The property of the wrapped value.
  /// - Returns: An optional binding to it.
  public subscript<Wrapped, Member>(
    dynamicMember keyPath: WritableKeyPath<Wrapped, Member>
  ) -> UIBinding<Member?> where Value == Wrapped? {
    UIBinding<Member?>(
      location: UIBindingOptionalMember(base: location, keyPath: keyPath),
      transaction: transaction
    )
  }

  /// A binding to the associated value of a case of an optional `@CasePathable` enum: `nil` while the
  /// value is `nil` or in another case. Writing `nil` while in the case sets the value to `nil`
  /// (dismissal of that destination).
  ///
  /// - Parameter keyPath: The case.
  /// - Returns: An optional binding to the associated value.
  public subscript<Enum: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) -> UIBinding<Member?> where Value == Enum? {
    let casePath = Enum.allCasePaths[keyPath: keyPath]
    return UIBinding<Member?>(
      location: UIBindingOptionalCase(base: location, keyPath: keyPath, casePath: casePath),
      transaction: transaction
    )
  }

  /// A Boolean binding that is `true` while an optional `@CasePathable` enum is in a case without an
  /// associated value; writing `false` then sets the enum to `nil`.
  ///
  /// - Parameter keyPath: The case.
  /// - Returns: A Boolean binding.
  public subscript<Enum: CasePathable>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Void>>
  ) -> UIBinding<Bool> where Value == Enum? {
    UIBinding<Bool>(self[dynamicMember: keyPath])
  }

  /// This binding, with writes made under `transaction`.
  ///
  /// ```swift
  /// var transaction = UITransaction()
  /// transaction.isAnimated = true
  /// toggle.bind(isOn: $model.isOn.transaction(transaction))
  /// ```
  ///
  /// - Parameter transaction: The transaction for writes.
  /// - Returns: A binding to the same value.
  public func transaction(_ transaction: UITransaction) -> UIBinding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  /// This binding, printing every write as `prefix: old → new` (the prefix defaults to the type and
  /// the place this was called). For debugging.
  ///
  /// - Parameters:
  ///   - prefix: The text before each line.
  ///   - fileID: The source `#fileID` of the default prefix.
  ///   - line: The source `#line` of the default prefix.
  /// - Returns: A binding to the same value.
  public func _printChanges(
    _ prefix: String = "",
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> UIBinding<Value> {
    UIBinding(
      location: UIBindingPrintingChanges(
        base: location,
        prefix: prefix.isEmpty ? "UIBinding<\(Value.self)>@\(fileID):\(line)" : prefix
      ),
      transaction: transaction
    )
  }
}

extension UIBinding: Identifiable where Value: Identifiable {
  /// The identity of the bound value.
  public var id: Value.ID {
    wrappedValue.id
  }
}
