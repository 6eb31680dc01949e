/// A scoped store's state as it last read it, reused while the root's state has not changed.
///
/// Reading a scoped store's state runs the getter of every level between the root and the store,
/// each returning a copy of its child (with everything nested in it) and registering an observation.
/// When each level is a tracked stored field (`store.scope(state: \.child, …)` through
/// `@ObservableState` states), the result depends on nothing but the root's state, so it can be kept
/// until the root's state changes (``RootCore/stateVersion``). A read served from the cache registers
/// the same observations again, with the same registrars, so observers see no difference.
///
/// The first read after a change reads through as before; the second records which fields its
/// getters read and keeps the result if those are exactly the scope's key paths, one per level; the
/// later ones are served from the cache. A path with anything else in it (a computed property, a
/// field of a state that is not `@ObservableState`, an `@ObservationStateIgnored` field) is never
/// cached: such a property could depend on something outside the state.
///
/// A class, made at a store's first read: a store that is scoped but never read (and every store's
/// layout) pays nothing for it.
final class ScopedStateCache<State> {
  private var version: UInt64 = .max
  /// The cached state, if any. A pointer rather than an optional state: this generic code would
  /// look the optional's type up at run time at every read.
  private var value: UnsafeMutablePointer<State>?
  /// The reads the cached read made, root first, to register again on each cached read.
  private var reads: [StateRead] = []
  /// The same, unretained: registering from these costs no reference counting (`reads` keeps them
  /// alive). Iterating `reads` itself retains each one: measured 8–15% slower on
  /// `store.access.depth10`.
  private var unretained: ContiguousArray<Unmanaged<StateRead>> = []
  private var isPossible = true

  /// The state at `version` of the root's state, read by `read` when it is not cached; `levels` are
  /// the key paths of the scope, root first.
  func state(version: UInt64, levels: [AnyKeyPath], read: () -> State) -> State {
    guard version == self.version else {
      self.version = version
      forgetValue()
      reads = []
      unretained = []
      return read()
    }
    if let value {
      unretained.withUnsafeBufferPointer { reads in
        for read in reads {
          read._withUnsafeGuaranteedRef { $0.register() }
        }
      }
      return value.pointee
    }
    guard isPossible else { return read() }
    let (value, reads) = _StateReadRecording.recording(read)
    if reads.count == levels.count, zip(reads, levels).allSatisfy({ $0.keyPath == $1 }) {
      let stored = UnsafeMutablePointer<State>.allocate(capacity: 1)
      stored.initialize(to: value)
      self.value = stored
      self.reads = reads
      unretained = ContiguousArray(reads.map { Unmanaged.passUnretained($0) })
    } else {
      isPossible = false
    }
    return value
  }

  /// Drops the cached state.
  private func forgetValue() {
    guard let value else { return }
    value.deinitialize(count: 1)
    value.deallocate()
    self.value = nil
  }

  deinit {
    forgetValue()
  }
}
