/// A flag shared by closures that all run on the main actor: its isolation is its lock.
@MainActor
final class MainActorFlag {
  /// Whether the flag was set.
  var isSet = false

  /// An unset flag.
  nonisolated init() {}
}
