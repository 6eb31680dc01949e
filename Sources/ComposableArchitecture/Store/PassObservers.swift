/// An object told after every reducer pass of a store's root: what follows a store's state as it
/// changes, action by action, without Combine (a ``ViewStore``).
@MainActor
protocol PassObserver: AnyObject {
  /// Called on the main actor right after a pass, before the effects it returned start.
  func storeDidReduce()
}

/// The pass observers of one root, held weakly: an observer released is dropped at the next pass.
///
/// A root's ``StoreActivity`` keeps it, and calls ``notify()`` after each pass.
@MainActor
final class PassObservers {
  private var observers: [WeakPassObserver] = []

  /// Adds an observer, told after every pass from now on.
  func add(_ observer: any PassObserver) {
    observers.append(WeakPassObserver(observer: observer))
  }

  /// Tells every live observer that a pass ended, in the order they were added.
  func notify() {
    observers.removeAll { $0.observer == nil }
    // A copy: an observer may add others while it is told (a view store made in an observation).
    for entry in observers {
      entry.observer?.storeDidReduce()
    }
  }
}

private struct WeakPassObserver {
  weak var observer: (any PassObserver)?
}

/// A store access that can reach the root whose passes change its state.
@MainActor
protocol PassObservable: AnyObject {
  /// Registers `observer` with the root reached through this access.
  func addPassObserver(_ observer: any PassObserver)
}

extension RootCore {
  /// Registers `observer`, told after each pass of this root.
  func addPassObserver(_ observer: any PassObserver) {
    let activity = self.activity ?? StoreActivity()
    self.activity = activity
    let observers: PassObservers
    if let existing = activity.passObservers {
      observers = existing
    } else {
      observers = PassObservers()
      activity.passObservers = observers
      activity.didReduce.append { [weak observers] _, _, _ in observers?.notify() }
    }
    observers.add(observer)
  }
}

extension CoreAccess: PassObservable {
  func addPassObserver(_ observer: any PassObserver) { core.addPassObserver(observer) }
}

extension DeepAccess: PassObservable {
  func addPassObserver(_ observer: any PassObserver) { core.addPassObserver(observer) }
}

extension PresentAccess: PassObservable {
  func addPassObserver(_ observer: any PassObserver) { core.addPassObserver(observer) }
}

extension ClosureAccess: PassObservable {
  func addPassObserver(_ observer: any PassObserver) {
    (parent as? any PassObservable)?.addPassObserver(observer)
  }
}

extension Store {
  /// Registers `observer`, told after each pass of this store's root; `false` when the store's access
  /// cannot reach a root (none of OpenTCA's stores).
  func addPassObserver(_ observer: any PassObserver) -> Bool {
    guard let access = access as? any PassObservable else { return false }
    access.addPassObserver(observer)
    return true
  }
}
