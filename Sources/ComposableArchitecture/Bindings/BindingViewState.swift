/// A field of a view state that reads a `@BindingState` field of a store and writes it by sending
/// a binding action: TCA's pre-observation view-state bindings.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
///   init(store: BindingViewStore<Feature.State>) {
///     self._text = store.$text
///   }
/// }
/// let viewStore = ViewStore(store, observe: ViewState.init)
/// viewStore.text                        // the store's `text`
/// viewStore.$text.wrappedValue = "Blob" // sends .binding(.set(\.$text, "Blob"))
/// ```
///
/// Reading ``wrappedValue`` reads the store's current value; writing it sends the binding action.
/// Where TCA's projected value is a SwiftUI `Binding` (OpenTCA has no SwiftUI layer), this one is the
/// view-state binding itself. Two values are equal when the store's field had equal values when they
/// were made, which is what a view store's `removeDuplicates` compares.
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void
  /// The field's value when this was made.
  let initialValue: Value

  @MainActor
  init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
    self.initialValue = get()
  }

  /// The store's current value of the field; writing it sends the binding action.
  @MainActor
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// The binding itself (`viewStore.$text`): read or write its ``wrappedValue``, or derive the binding
  /// of a member.
  public var projectedValue: Self {
    self
  }

  /// The binding of a member of the value: writing it writes the whole value with that member changed.
  @MainActor
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    let (get, set) = (self.get, self.set)
    return BindingViewState<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      }
    )
  }
}

extension BindingViewState: Equatable where Value: Equatable {
  /// Two bindings are equal when the field had equal values when they were made.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue
  }
}

extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the field's value when this was made.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(initialValue)
  }
}

extension BindingViewState: CustomReflectable {
  /// Reflects as the field's value when this was made.
  public var customMirror: Mirror {
    Mirror(reflecting: initialValue)
  }
}

extension BindingViewState: CustomDumpRepresentable {
  /// Dumps as the field's value when this was made.
  public var customDumpValue: Any {
    initialValue
  }
}

extension BindingViewState: CustomDebugStringConvertible where Value: CustomDebugStringConvertible {
  /// The debug description of the field's value when this was made.
  public var debugDescription: String {
    initialValue.debugDescription
  }
}
