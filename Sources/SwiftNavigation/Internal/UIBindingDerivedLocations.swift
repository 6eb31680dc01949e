import CasePaths
import IssueReporting

/// A location derived from another one: its identity extends the base's by one step.
class UIBindingDerivedLocation<Base, Value>: UIBindingLocation<Value>, @unchecked Sendable {
  let base: UIBindingLocation<Base>
  private let step: UIBindingLocationIdentity.Step

  init(base: UIBindingLocation<Base>, step: UIBindingLocationIdentity.Step) {
    self.base = base
    self.step = step
  }

  override var identity: UIBindingLocationIdentity {
    base.identity.appending(step)
  }
}

/// A member of the base value, through a writable key path.
final class UIBindingMember<Base, Value>: UIBindingDerivedLocation<Base, Value>, @unchecked Sendable {
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: UIBindingLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.keyPath = keyPath
    super.init(base: base, step: .keyPath(keyPath))
  }

  override var value: Value {
    get { base.value[keyPath: keyPath] }
    set { base.value[keyPath: keyPath] = newValue }
  }
}

/// The wrapped value of an optional base that was not `nil` when the binding was made. While the base
/// is `nil`, reads give the last value seen and writes only update that value.
final class UIBindingUnwrapped<Value>: UIBindingDerivedLocation<Value?, Value>, @unchecked Sendable {
  private var lastValue: Value

  init(base: UIBindingLocation<Value?>, initialValue: Value) {
    lastValue = initialValue
    super.init(base: base, step: .projection("unwrapped"))
  }

  override var value: Value {
    get {
      if let current = base.value { lastValue = current }
      return lastValue
    }
    set {
      lastValue = newValue
      if base.value != nil { base.value = newValue }
    }
  }
}

/// The base value seen as an optional: writing `nil` is ignored.
final class UIBindingWrapped<Value>: UIBindingDerivedLocation<Value, Value?>, @unchecked Sendable {
  init(base: UIBindingLocation<Value>) {
    super.init(base: base, step: .projection("optional"))
  }

  override var value: Value? {
    get { base.value }
    set { if let newValue { base.value = newValue } }
  }
}

/// The base value type-erased to `AnyHashable`. Writing a value of another type is reported and
/// ignored.
final class UIBindingErased<Value: Hashable>: UIBindingDerivedLocation<Value, AnyHashable>, @unchecked Sendable {
  init(base: UIBindingLocation<Value>) {
    super.init(base: base, step: .projection("anyHashable"))
  }

  override var value: AnyHashable {
    get { AnyHashable(base.value) }
    set {
      guard let newValue = newValue.base as? Value else {
        reportIssue(
          """
          A 'UIBinding<AnyHashable>' made from a 'UIBinding<\(Value.self)>' was written a value of \
          type '\(type(of: newValue.base))'. The write was ignored.
          """
        )
        return
      }
      base.value = newValue
    }
  }
}

/// Whether an optional base holds a value. Writing `false` sets the base to `nil`; writing `true`
/// cannot make a value, so it is reported and ignored.
final class UIBindingIsPresent<Wrapped>: UIBindingDerivedLocation<Wrapped?, Bool>, @unchecked Sendable {
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  init(
    base: UIBindingLocation<Wrapped?>,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    super.init(base: base, step: .projection("isPresent"))
  }

  override var value: Bool {
    get { base.value != nil }
    set {
      guard newValue else {
        base.value = nil
        return
      }
      reportIssue(
        """
        Boolean presentation binding attempted to write 'true' to a generic 'UIBinding<Item?>' \
        (i.e., 'UIBinding<\(Wrapped.self)?>').

        This is not a valid thing to do, as there is no way to convert 'true' to a new instance of \
        '\(Wrapped.self)'.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    }
  }
}

/// The associated value of one case of an enum base, `nil` while the base is in another case.
/// Writes only apply while the base is in that case; writing `nil` is ignored.
final class UIBindingCase<Enum, Value>: UIBindingDerivedLocation<Enum, Value?>, @unchecked Sendable {
  private let casePath: AnyCasePath<Enum, Value>

  init(base: UIBindingLocation<Enum>, keyPath: AnyKeyPath, casePath: AnyCasePath<Enum, Value>) {
    self.casePath = casePath
    super.init(base: base, step: .keyPath(keyPath))
  }

  override var value: Value? {
    get { casePath.extract(from: base.value) }
    set {
      guard let newValue, casePath.extract(from: base.value) != nil else { return }
      base.value = casePath.embed(newValue)
    }
  }
}

/// A member of an optional base's wrapped value: `nil` while the base is `nil`. Writing `nil` sets the
/// base to `nil`.
final class UIBindingOptionalMember<Wrapped, Value>: UIBindingDerivedLocation<Wrapped?, Value?>,
  @unchecked Sendable
{
  private let keyPath: WritableKeyPath<Wrapped, Value>

  init(base: UIBindingLocation<Wrapped?>, keyPath: WritableKeyPath<Wrapped, Value>) {
    self.keyPath = keyPath
    super.init(base: base, step: .keyPath(keyPath))
  }

  override var value: Value? {
    get { base.value?[keyPath: keyPath] }
    set {
      if let newValue {
        base.value?[keyPath: keyPath] = newValue
      } else {
        base.value = nil
      }
    }
  }
}

/// The associated value of one case of an optional enum base: `nil` while the base is `nil` or in
/// another case. Writes apply only while the base is in that case; writing `nil` then sets the base
/// to `nil`.
final class UIBindingOptionalCase<Enum, Value>: UIBindingDerivedLocation<Enum?, Value?>, @unchecked Sendable {
  private let casePath: AnyCasePath<Enum, Value>

  init(base: UIBindingLocation<Enum?>, keyPath: AnyKeyPath, casePath: AnyCasePath<Enum, Value>) {
    self.casePath = casePath
    super.init(base: base, step: .keyPath(keyPath))
  }

  override var value: Value? {
    get { base.value.flatMap(casePath.extract(from:)) }
    set {
      guard base.value.flatMap(casePath.extract(from:)) != nil else { return }
      base.value = newValue.map(casePath.embed)
    }
  }
}

/// The base, printing each write: `prefix: old → new`.
final class UIBindingPrintingChanges<Value>: UIBindingDerivedLocation<Value, Value>, @unchecked Sendable {
  private let prefix: String

  init(base: UIBindingLocation<Value>, prefix: String) {
    self.prefix = prefix
    super.init(base: base, step: .projection("printChanges"))
  }

  /// Printing changes does not change where the binding points.
  override var identity: UIBindingLocationIdentity {
    base.identity
  }

  override var value: Value {
    get { base.value }
    set {
      var old = ""
      debugPrint(base.value, terminator: "", to: &old)
      var new = ""
      debugPrint(newValue, terminator: "", to: &new)
      print("\(prefix): \(old) → \(new)")
      base.value = newValue
    }
  }
}
