import Observation

/// How a store's root notifies observers of its state as a whole.
///
/// The fields of an `@ObservableState` struct notify their own observers as a reducer changes them.
/// What they cannot see is the root being replaced (`state = State()` in a reducer): the observers of
/// the old value's fields are then notified here, and so are the observers of the whole state
/// (`store.state`). A root that is not an observable state cannot tell what changed: its observers are
/// notified after every reducer pass.
///
/// Its variables are touched only by its own main-actor code, in accesses that never overlap: they
/// are exempt from the runtime's exclusivity checks (`@exclusivity(unchecked)`), which cost a runtime
/// call per access on every reducer pass.
@MainActor
final class RootStateObservation<State>: Observable {
  /// The registrar of observers of the whole state.
  private let registrar = ObservationRegistrar()
  /// Whether anyone ever observed the whole state (until then there is nobody to notify).
  @exclusivity(unchecked) private var isWholeStateObserved = false
  /// Reads the root's identity in place; `nil` for a root that is not an observable state. The
  /// readers are kept apart, each a `let` that a pass calls without copying it out of an enum or a
  /// tuple (a retain and a release of each closure's context on every send).
  private let identity: ((inout State) -> ObservableStateID)?
  /// Reads the registrar of an observable struct's fields, if it has one.
  private let fields: ((inout State) -> ObservationStateRegistrar)?
  /// Notifies the observers of every field of an observable struct, on a registrar.
  private let notifyFields: ((ObservationStateRegistrar, inout State) -> Void)?
  /// The identity of the root after the last pass.
  @exclusivity(unchecked) private var lastID: ObservableStateID?
  /// The registrar of the root after the last pass: the one its fields' observers subscribed to.
  @exclusivity(unchecked) private var lastFields: ObservationStateRegistrar?
  /// `\.wholeState`, built once: in this generic class the literal would be instantiated by the
  /// runtime on every use (about 0.7 µs), which is on every field read of a store.
  private let wholeStateKeyPath: KeyPath<RootStateObservation, Void> = \.wholeState

  /// How an observable state is read: compared by identity; a struct's fields are notified when it
  /// is replaced (see ``identity``, ``fields``, ``notifyFields``).
  private typealias ObservableReaders = (
    identity: (inout State) -> ObservableStateID,
    fields: ((inout State) -> ObservationStateRegistrar)?,
    notifyFields: ((ObservationStateRegistrar, inout State) -> Void)?
  )

  init(initialState: inout State) {
    if let type = State.self as? any ObservableState.Type {
      let readers = Self.observableReaders(type)
      identity = readers.identity
      fields = readers.fields
      notifyFields = readers.notifyFields
    } else {
      // Not an observable state: every pass may have changed anything.
      (identity, fields, notifyFields) = (nil, nil, nil)
    }
    remember(&initialState)
  }

  private static func observableReaders<Observed: ObservableState>(
    _: Observed.Type
  ) -> ObservableReaders {
    // `State` is `Observed` (the caller cast its metatype): the root is read in place as an `Observed`,
    // without copying it.
    // Each function takes the root's address through an inout-to-pointer conversion (`&state`),
    // which in this unspecialized generic code costs nothing; `withUnsafeMutablePointer(to:)` would
    // be a generic call on every send.
    func observed(_ state: UnsafeMutablePointer<State>) -> UnsafeMutablePointer<Observed> {
      UnsafeMutableRawPointer(state).assumingMemoryBound(to: Observed.self)
    }
    // The root is read through an `inout` reference, so that what reads it (the protocol
    // requirement's getter, the key path) gets its address. Read through `pointee`, this
    // unspecialized code copied the whole root first: a retain and a release per reference-counted
    // field, on every send.
    func readIdentity(_ state: inout Observed) -> ObservableStateID {
      state._$id
    }
    func identity(of state: UnsafeMutablePointer<State>) -> ObservableStateID {
      readIdentity(&observed(state).pointee)
    }
    let table = ObservableStateFieldTable<Observed>.shared
    let id: (inout State) -> ObservableStateID = { state in identity(of: &state) }
    guard let registrarPath = table.registrar else {
      return (identity: id, fields: nil, notifyFields: nil)
    }
    func readRegistrar(_ state: inout Observed) -> ObservationStateRegistrar {
      state[keyPath: registrarPath]
    }
    func registrar(of state: UnsafeMutablePointer<State>) -> ObservationStateRegistrar {
      readRegistrar(&observed(state).pointee)
    }
    func notifyFields(of state: UnsafeMutablePointer<State>, on registrar: ObservationStateRegistrar) {
      table.notifyAll(on: registrar, subject: observed(state).pointee)
    }
    return (
      identity: id,
      fields: { state in registrar(of: &state) },
      notifyFields: { registrar, state in notifyFields(of: &state, on: registrar) })
  }

  /// Whether reading a field of the root through a store must register an observation of the whole
  /// state: only for a root that is not an observable struct (its fields register their own; an
  /// opaque root has no field readers either).
  var fieldReadsObserveWholeState: Bool {
    fields == nil
  }

  /// Registers an observation of the whole state.
  func accessWholeState() {
    isWholeStateObserved = true
    registrar.access(self, keyPath: wholeStateKeyPath)
  }

  /// A stand-in for the whole state, the key path its observers are registered under.
  private var wholeState: Void { () }

  /// Notifies what a reducer pass changed at the root: everything for an opaque root; for an observable
  /// one, when the pass replaced it, the whole state and every field of the value it replaced.
  func didReduce(_ state: inout State) {
    // Called through the optional, not bound to a copy of the closure first.
    guard let id = identity?(&state) else {
      notifyWholeState()
      return
    }
    guard id != lastID else { return }
    notifyWholeState()
    if let lastFields {
      notifyFields?(lastFields, &state)
    }
    remember(&state)
  }

  /// Records the root's identity and registrar.
  private func remember(_ state: inout State) {
    guard let identity else { return }
    lastID = identity(&state)
    lastFields = fields?(&state)
  }

  private func notifyWholeState() {
    guard isWholeStateObserved else { return }
    registrar.willSet(self, keyPath: wholeStateKeyPath)
    registrar.didSet(self, keyPath: wholeStateKeyPath)
  }
}
