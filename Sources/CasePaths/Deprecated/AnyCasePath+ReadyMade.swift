// The ready-made case paths of CasePaths before case key paths: `.some`, `.constant`, `.never`,
// `.rawValue`, `.description`, and `AnyCasePath`'s `description`. Deprecated as Point-Free
// deprecates them, with Point-Free's messages (some have none).

extension AnyCasePath where Root == Value? {
  /// The case path of a present optional value, written `/.some` where the type is known.
  ///
  /// ```swift
  /// try (/.some).modify(&state.child) { $0.count += 1 }  // state.child: Child.State?
  /// ```
  @available(*, deprecated, message: "Use the '\\Optional.Cases.some' case key path, instead")
  public static var some: Self {
    Self(name: .literal("some"), embed: { $0 }, extract: { $0 })
  }
}

extension AnyCasePath where Root == Void {
  /// A case path from `()` that always extracts `value`; embedding gives `()`.
  ///
  /// ```swift
  /// let answer = AnyCasePath<Void, Int>.constant(42)
  /// answer.extract(from: ())  // Optional(42)
  /// ```
  ///
  /// - Parameter value: The value to extract, evaluated at each extraction.
  /// - Returns: A case path from `()` to `value`.
  @available(*, deprecated)
  public static func constant(_ value: @autoclosure @escaping @Sendable () -> Value) -> Self {
    Self(embed: { _ in () }, extract: { value() })
  }
}

extension AnyCasePath where Value == Never {
  /// The case path to `Never` from any root: it never extracts (no value of `Never` exists, so it
  /// can never embed either).
  ///
  /// ```swift
  /// AnyCasePath<Action, Never>.never.extract(from: .reset)  // nil
  /// ```
  @available(*, deprecated)
  public static var never: Self {
    @Sendable func absurd(_ never: Never) -> Root {}
    return Self(embed: absurd, extract: { _ in nil })
  }
}

extension AnyCasePath where Value: RawRepresentable, Root == Value.RawValue {
  /// The case path from a raw value to the `RawRepresentable` value it represents.
  ///
  /// ```swift
  /// enum Level: Int { case low = 1, high = 2 }
  /// AnyCasePath<Int, Level>.rawValue.extract(from: 2)  // Optional(Level.high)
  /// AnyCasePath<Int, Level>.rawValue.extract(from: 3)  // nil
  /// AnyCasePath<Int, Level>.rawValue.embed(.low)       // 1
  /// ```
  @available(*, deprecated)
  public static var rawValue: Self {
    Self(embed: _rawValue(of:), extract: _represented(by:))
  }
}

extension AnyCasePath where Value: LosslessStringConvertible, Root == String {
  /// The case path from a string to the `LosslessStringConvertible` value it describes.
  ///
  /// ```swift
  /// AnyCasePath<String, Int>.description.extract(from: "42")   // Optional(42)
  /// AnyCasePath<String, Int>.description.extract(from: "4 2")  // nil
  /// AnyCasePath<String, Int>.description.embed(7)              // "7"
  /// ```
  @available(*, deprecated)
  public static var description: Self {
    Self(embed: _losslessDescription(of:), extract: _described(by:))
  }
}

@available(*, deprecated, message: "Use 'CustomDebugStringConvertible.debugDescription', instead")
extension AnyCasePath: CustomStringConvertible {
  /// The path's root and value types, as `debugDescription` gives them: `AnyCasePath<Action, Int>`.
  public var description: String {
    debugDescription
  }
}

// Generic functions rather than closures, so that no closure captures the value's metatype.

/// The raw value of `value`.
@Sendable private func _rawValue<Value: RawRepresentable>(of value: Value) -> Value.RawValue {
  value.rawValue
}

/// The value `rawValue` represents, if any.
@Sendable private func _represented<Value: RawRepresentable>(by rawValue: Value.RawValue) -> Value? {
  Value(rawValue: rawValue)
}

/// The description of `value`, from which it can be made again.
@Sendable private func _losslessDescription<Value: LosslessStringConvertible>(of value: Value) -> String {
  value.description
}

/// The value `description` describes, if any.
@Sendable private func _described<Value: LosslessStringConvertible>(by description: String) -> Value? {
  Value(description)
}
