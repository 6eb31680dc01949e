extension Shared: CustomReflectable {
  /// The mirror of the shared value itself, so that `dump` and debuggers show the value, not the
  /// reference holding it.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}
