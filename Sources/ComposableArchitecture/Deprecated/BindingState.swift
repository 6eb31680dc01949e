/// A field of a feature's state that a view may write through a ``BindingAction``: TCA's
/// pre-observation bindings, kept (deprecated, as in TCA) so that older code compiles and works.
///
/// ```swift
/// struct State {
///   @BindingState var text = ""
/// }
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
///
/// await store.send(.set(\.$text, "Blob")) {
///   $0.text = "Blob"
/// }
/// ```
///
/// The binding action of a field is written with its projected key path, `\.$text`, and matched the
/// same way: `case .binding(\.$text):`. ``BindingReducer`` applies it. New code marks the state
/// `@ObservableState` and writes `\.text`.
@available(
  *,
  deprecated,
  message:
    "Deriving bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
@propertyWrapper
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Where the field is declared: named by the report of a binding action no `BindingReducer`
  /// handled.
  let location: BindingStateLocation

  /// Wraps a field's value, remembering where the field is declared.
  ///
  /// - Parameters:
  ///   - wrappedValue: The field's initial value.
  ///   - fileID: The field's declaration (filled in by the compiler).
  ///   - filePath: The field's declaration (filled in by the compiler).
  ///   - line: The field's declaration (filled in by the compiler).
  ///   - column: The field's declaration (filled in by the compiler).
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.wrappedValue = wrappedValue
    self.location = BindingStateLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The field itself, whose key path (`\.$text`) names it in binding actions.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

@available(*, deprecated)
extension BindingState: Equatable where Value: Equatable {
  /// Two fields are equal when their values are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated)
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value, as a single value or as the value's own keyed form.
  public init(from decoder: any Decoder) throws {
    do {
      let container = try decoder.singleValueContainer()
      self.init(wrappedValue: try container.decode(Value.self))
    } catch {
      self.init(wrappedValue: try Value(from: decoder))
    }
  }
}

@available(*, deprecated)
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value as a single value (or in the value's own form when that fails).
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(wrappedValue)
    } catch {
      try wrappedValue.encode(to: encoder)
    }
  }
}

@available(*, deprecated)
extension BindingState: CustomReflectable {
  /// Reflects as the value: a dump or a `Mirror` shows the field as its value.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

@available(*, deprecated)
extension BindingState: CustomDumpRepresentable {
  /// Dumps as the value.
  public var customDumpValue: Any {
    wrappedValue
  }
}

@available(*, deprecated)
extension BindingState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// The value's debug description.
  public var debugDescription: String {
    wrappedValue.debugDescription
  }
}

@available(
  *,
  deprecated,
  message:
    "Deriving bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction {
  /// A write of `value` to the `@BindingState` field at `keyPath`: `.set(\.$text, "Blob")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }

  /// A write of `value` to the `@BindingState` field at `keyPath` that tells `check` when it is
  /// applied: what a view store's binding sends.
  static func set<Value: Equatable & Sendable, Action>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>> & Sendable,
    _ value: Value,
    check: UnhandledBindingCheck<Action>
  ) -> Self {
    Self(
      keyPath: keyPath,
      set: {
        check.markApplied()
        $0[keyPath: keyPath].wrappedValue = value
      },
      value: value,
      valueIsEqualTo: { ($0 as? Value) == value }
    )
  }
}

@available(
  *,
  deprecated,
  message:
    "Deriving bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindableAction {
  /// The binding action writing `value` to the `@BindingState` field at `keyPath`:
  /// `.set(\.$text, "Blob")` for `.binding(.set(\.$text, "Blob"))`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>> & Sendable,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}

@available(
  *,
  deprecated,
  message:
    "Deriving bindings directly from stores using '@ObservableState'. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#BindingState"
)
extension BindingAction.AllCasePaths {
  /// The case path of a write to the `@BindingState` field at `keyPath`, `\.binding.$text`: it embeds
  /// a value as `.set(\.$text, value)` and extracts the value of a write to that field.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    let keyPath = keyPath.unsafeSendable()
    return AnyCasePath(
      embed: { value in .set(keyPath, value) },
      extract: { action in
        guard action.keyPath == keyPath else { return nil }
        return action.value as? Value
      }
    )
  }
}

/// Where a `@BindingState` field is declared.
struct BindingStateLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

@available(*, deprecated)
extension BindingState {
  /// The field's declaration as TCA's reports name it: `"Feature/Feature.swift:12"`.
  var declaration: String { "\(location.fileID):\(location.line)" }
}
