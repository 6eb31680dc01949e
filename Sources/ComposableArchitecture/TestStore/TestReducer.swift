@_spi(SharedChangeTracking) import Sharing

/// What the test store's inner store runs: the feature's reducer, recording each reduced action with
/// the state right after it, and tagging every action an effect sends back as received.
///
/// Only ever used on the main actor: by the inner store's core, and by the test store.
final class TestReducer<State, Action>: Reducer, @unchecked Sendable {
  /// An action as the inner store sees it: sent by the test, or received from an effect.
  enum TestAction: CustomDebugStringConvertible {
    case send(Action)
    case receive(Action)

    var debugDescription: String {
      switch self {
      case .send(let action), .receive(let action):
        var text = ""
        customDump(action, to: &text)
        return text
      }
    }
  }

  let base: any Reducer<State, Action>
  /// How strictly the test store checks; kept here so the test store's deinit can read it.
  var exhaustivity: Exhaustivity = .on
  /// The state right after the last action sent by the test.
  var lastSentState: State?
  /// Actions received from effects and not yet asserted, with the state right after each.
  var receivedActions: [(action: Action, state: State)] = []
  /// The state after the last step the test asserted (or skipped): the test store's `state`, kept
  /// here so the test store's deinit can read it.
  var assertedState: State

  init(_ base: some Reducer<State, Action>, initialState: State) {
    self.base = base
    self.assertedState = initialState
  }

  func reduce(into state: inout State, action: TestAction) -> Effect<TestAction> {
    let effect: Effect<Action>
    switch action {
    case .send(let action):
      InterleavingExplorer.note(ActionOrder.sent(action))
      effect = SharedChangeCause.$current.withValue(.sentAction) {
        base.reduce(into: &state, action: action)
      }
      lastSentState = state
    case .receive(let action):
      InterleavingExplorer.note(ActionOrder.received(action))
      effect = SharedChangeCause.$current.withValue(.receivedAction) {
        base.reduce(into: &state, action: action)
      }
      receivedActions.append((action, state))
    }
    return effect.map { TestAction.receive($0) }
  }
}
