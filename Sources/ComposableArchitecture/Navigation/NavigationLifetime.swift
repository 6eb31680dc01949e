import Foundation

/// The id of the signal a presented destination (or pushed stack element) waits on to be dismissed
/// from inside: what ``DismissEffect`` cancels.
struct NavigationDismissID: Hashable, Sendable {}

/// The id every navigation lifetime effect is filed under, so a test store can end them when the
/// test ends (a destination still presented then is not an effect the test forgot).
struct NavigationLifetimeID: Hashable, Sendable {}

extension Effect {
  /// The effect that lives as long as a destination is presented: it waits for the destination to
  /// dismiss itself (``DismissEffect``), then sends `dismissAction` so the parent removes it. Filed
  /// with the destination's effects under `component`, it is cancelled (sending nothing) when the
  /// parent dismisses the destination itself.
  static func navigationLifetime(of component: ChildIdentity, dismissAction: Action) -> Self {
    let dismissAction = UncheckedSendable(dismissAction)
    return Effect.run { send in
      await DismissalSignal.wait()
      await send(dismissAction.value)
    }
    ._scoped(to: component)
    .cancellable(id: NavigationLifetimeID())
  }
}

extension EffectRegistry {
  /// Ends every navigation lifetime effect (a test store does so before it checks for effects still
  /// running).
  func cancelNavigationLifetimes() {
    let lifetime = EffectID(NavigationLifetimeID())
    cancel(where: { $0.id == lifetime })
  }
}

/// A one-shot signal a lifetime effect waits on, fired by ``DismissEffect`` (through the registry)
/// or by the effect's cancellation.
final class DismissalSignal: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false
  private var continuation: CheckedContinuation<Void, Never>?

  /// Waits, inside an effect run by a store, until the destination the effect belongs to asks to be
  /// dismissed, or the effect is cancelled.
  static func wait() async {
    guard let context = EffectContext.current else { return }
    let signal = DismissalSignal()
    let key = context.key(for: EffectID(NavigationDismissID()))
    let token = context.registry.register(
      CancellationHandle(onCancel: { signal.fire() }), under: [key])
    if context.registry.takeDismissalRequest(key) { signal.fire() }
    await withTaskCancellationHandler {
      await signal.wait()
    } onCancel: {
      signal.fire()
    }
    context.registry.finish(token)
  }

  private func wait() async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if fired {
        lock.unlock()
        continuation.resume()
      } else {
        self.continuation = continuation
        lock.unlock()
      }
    }
  }

  func fire() {
    lock.lock()
    fired = true
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume()
  }
}
