extension Shared {
  /// A running subscription of a key: the name it had in TCA 1.10 to 1.16 (today
  /// `SharedSubscription`).
  @available(*, deprecated, message: "renamed to 'SharedSubscription'")
  public typealias Subscription = SharedSubscription
}
