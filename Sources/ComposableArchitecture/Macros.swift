/// Makes a struct a ``Reducer``: adds the conformance, makes its `Action` (and an enum `State`) case
/// pathable, and lets `body` be built from a list of reducers.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable {
///     var count = 0
///   }
///
///   enum Action {
///     case incrementButtonTapped
///   }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// The macro adds:
/// - `extension Counter: Reducer {}`, unless the struct already declares the conformance;
/// - `@CasePathable` on `enum Action`, and `@CasePathable @dynamicMemberLookup` on `enum State`, unless
///   already written, so `Scope(state: \.child, action: \.child)` and `\.case` paths work;
/// - `@ReducerBuilder<Self.State, Self.Action>` on `body`: Swift does not infer a result builder from
///   a conformance added by a macro.
///
/// A struct that declares no `State`, `Action` or `body` gets empty ones; a `body` that names its types
/// other than through `Self` (`some Reducer<Int, Action>`, `let body = EmptyReducer<State, Action>()`)
/// gets no `State` or `Action`, so a reducer nested in a feature can reduce the feature's own. It
/// reports an error when applied to anything but a struct or an enum, and when a struct declares both
/// `body` and `reduce(into:action:)` (one of them would be ignored).
///
/// On an enum, each case names a destination's reducer, and the macro generates the `State` and
/// `Action` enums, a static `body` scoping each case, and `CaseScope` for `store.case`:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case sheet(Sheet)                    // State.sheet(Sheet.State), Action.sheet(Sheet.Action)
///   case alert(AlertState<Alert>)        // State.alert(AlertState<Alert>), Action.alert(Alert)
///   @ReducerCaseIgnored case note(String) // state only
/// }
/// ```
///
/// A case's default value builds its reducer (`case meeting(Meeting = Meeting(context: .sheet))`).
/// The enum may declare its own `State`, `Action` (to spell out an alert's actions), `static var body`
/// (to add logic around its cases), `CaseScope` or `scope(_:)`: the macro generates only the rest, and
/// reports a declared `State` or `Action` that lacks a case the generated members need.
///
/// `@Reducer(state: .equatable, action: .equatable)` adds conformances to the generated enums;
/// `extension Destination.State: Equatable {}` works too.
@attached(member, names: named(State), named(Action), named(Body), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerMacro")

/// ``Reducer()`` on an enum of destinations, adding conformances to the `State` and `Action` it
/// generates:
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .sendable)
/// enum Destination {
///   case sheet(Sheet)
/// }
/// ```
///
/// `extension Destination.State: Equatable {}` does the same. A `State` or `Action` the enum declares
/// itself keeps its own conformances.
@attached(member, names: named(State), named(Action), named(Body), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
@available(
  *, deprecated,
  message: "Declare the conformances of the generated types with extensions instead: 'extension Destination.State: Equatable {}'."
)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerMacro")

/// Makes a struct or an enum state observable field by field, backed by the Observation framework, on
/// every platform.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var name: String
///   @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
///
/// let store = Store(initialState: Feature.State(name: "Blob")) { Feature() }
/// withObservationTracking {
///   _ = store.count
/// } onChange: {
///   // called when a reducer changes `count`; not for `name`
/// }
/// ```
///
/// On a struct, every stored `var` becomes tracked (see ``ObservationStateTracked()``): reading it
/// registers an observation, changing it inside a store's reducer notifies the observers of that field
/// only. A child observable state keeps its identity while it changes in place, so its own fields notify
/// their observers and the parent field does not. `let`s, `static` and computed properties, `lazy`
/// properties, properties with a property wrapper or several bindings (`var a = 0, b = 0`) and
/// ``ObservationStateIgnored()`` fields are not tracked.
///
/// The struct keeps its memberwise initializer (tracked fields use init accessors), its `Equatable`,
/// `Hashable`, `Sendable` and `Codable` conformances (with the fields' own names as coding keys), and
/// `willSet`/`didSet` observers. It also prints with its fields' names (a `CustomReflectable`
/// conformance), and records each field's name and storage (see `_fieldName(for:)`).
///
/// Copies share their observers, but only changes made by a store's reducer notify: changing a copy
/// anywhere else gives it a new identity (``ObservableStateID``) and notifies nobody.
///
/// On an enum, each case holding a state keeps that state's identity, so switching case is a change and
/// changing the state inside a case notifies that state's observers.
@attached(member, names: named(_$observationRegistrar), named(_$id), named(_$willModify), named(_$registerFields), named(customMirror), named(CodingKeys))
@attached(memberAttribute)
@attached(extension, conformances: ObservableState, CustomReflectable)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ObservableStateMacro")

/// Makes a stored property of an `@ObservableState` struct observable: ``ObservableState()`` applies it
/// to every eligible stored `var`.
///
/// The property becomes computed over a private `_name` storage: the getter registers an observation,
/// the setter and in-place changes notify the property's observers (inside a store's reducer) when the
/// value changed. An initial value and the memberwise initializer keep working (init accessors), and a
/// `willSet`/`didSet` written on the property still runs.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an `@ObservableState` struct unobserved: reading it registers nothing,
/// changing it notifies nobody.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var query = ""
///   @ObservationStateIgnored var lastRequestID: UUID?
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ObservationStateIgnoredMacro")

/// Declares a presented feature's state in an `@ObservableState` struct: an optional state, with a
/// `$name` projection (a ``PresentationState``) that
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,()->CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` scopes on.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
///
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in … }
///     .ifLet(\.$destination, action: \.destination)
/// }
/// ```
///
/// Reading and writing `destination` is observed like any tracked field.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "PresentsMacro")

/// Marks a case of a `@Reducer enum` whose payload is not a reducer: it becomes a state-only case.
@attached(peer, names: arbitrary)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer enum` whose payload is an ephemeral state (see `_EphemeralState`):
/// its state is the payload, its action the payload's `Action`. `AlertState` and
/// `ConfirmationDialogState` cases are recognised without it.
@attached(peer, names: arbitrary)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ReducerCaseMarkerMacro")

/// Conforms the type it is attached to, which holds a `store` of `R`, to ``ViewActionSending``: it
/// can then send `R`'s view actions without wrapping them in `.view(…)`.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureScreen {
///   let store: StoreOf<Feature>
///   func saveTapped() { send(.saveTapped) }  // store.send(.view(.saveTapped))
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableArchitectureMacrosPlugin", type: "ViewActionMacro")
  where R.Action: ViewAction
