/// Watches what a store's core processes, for the tools built on it (recording a session, detecting
/// a runaway effect loop). Each is called on the main actor, right after the action's pass.
@MainActor
final class StoreActivity<State, Action> {
  /// Called after each pass with the action, whether an effect sent it, and the state it left.
  var didReduce: [(Action, _ isFromEffect: Bool, State) -> Void] = []
  /// The objects following the state pass by pass (view stores), if any (see ``PassObservers``).
  var passObservers: PassObservers?
}
