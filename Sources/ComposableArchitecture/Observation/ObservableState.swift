import Observation

/// A state whose fields can be observed one by one: what `@ObservableState` generates.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var isLoading = false
/// }
///
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   print("count will change")  // not called when only `isLoading` changes
/// }
/// ```
///
/// A change notifies the observers of the fields it changes, whether a store's reducer makes it or it
/// is made on a plain value (`state.count += 1`), as in TCA; assigning a value that is the same (an
/// equal plain value, the same child state) notifies nobody, and a change inside a child
/// (`state.child.count += 1`) notifies the observers of `child.count`, not those of `state.child`.
/// Copies of a state share its observers: a copy changed outside a store notifies the observers of the
/// state it was copied from, and is from then on a different state (see ``ObservableStateID``). The expected state a `TestStore` closure builds notifies nobody. The
/// macro also records each field's name and storage, so the architecture can write a child state in
/// place (``Scope``) and print a field's name on any platform (`_fieldName(for:)`).
///
/// One case is told apart only by value: an old, unchanged copy put back by a reducer has the identity
/// of the state it replaces. Assigned to a field, it notifies when the state is `Equatable` and differs;
/// put back as the whole root state (or by a child reducer as its whole state), it does not.
public protocol ObservableState: Observable {
  /// The state's identity: the same for copies, different for another state.
  var _$id: ObservableStateID { get }

  /// Gives the state a new identity.
  mutating func _$willModify()

  /// Lists the state's fields: what `@ObservableState` generates. The default lists none.
  static func _$registerFields(_ fields: inout _ObservableStateFields<Self>)
}

extension ObservableState {
  /// Lists no fields: a conformance written by hand has no generated storage.
  public static func _$registerFields(_ fields: inout _ObservableStateFields<Self>) {}

  /// The name of the field at `keyPath`, as declared, or `nil` when `keyPath` is not one of the state's
  /// stored fields.
  ///
  /// On Linux a key path to the computed property that `@ObservableState` makes of a field prints as
  /// `<computed 0x…>`; this gives its name, for messages such as a binding action's description.
  ///
  /// ```swift
  /// Feature.State._fieldName(for: \.count)  // "count"
  /// ```
  public static func _fieldName(for keyPath: PartialKeyPath<Self>) -> String? {
    ObservableStateFieldTable<Self>.shared.field(for: keyPath)?.name
  }

  /// The key path of the stored value behind the field at `keyPath`, or `keyPath` itself when it is not
  /// a field `@ObservableState` tracks.
  ///
  /// A write through the field's own key path goes through its setter, which copies the whole value
  /// (a large array would be copied on every write); a write through this one changes it in place.
  /// Writing through it notifies nobody: use it together with the field's observers in mind (``Scope``
  /// does).
  public static func _storageKeyPath<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value> {
    ObservableStateFieldTable<Self>.shared.field(for: keyPath)?.storage as? WritableKeyPath<Self, Value> ?? keyPath
  }
}
