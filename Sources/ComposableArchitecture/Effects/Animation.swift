#if canImport(SwiftUI)
  import SwiftUI
#else
  // `Animation` is SwiftNavigation's (shared with `ButtonStateAction.send(_:animation:)`).
  import SwiftNavigation

  /// The context of a state change, such as its animation. On platforms without SwiftUI, OpenTCA's own
  /// value type of the same name.
  public struct Transaction: Hashable, Sendable {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations are disabled for the change.
    public var disablesAnimations: Bool

    /// A transaction with an optional animation.
    public init(animation: Animation? = nil) {
      self.animation = animation
      self.disablesAnimations = false
    }
  }

  /// Runs `body` within `transaction`. Without SwiftUI there is nothing to animate: the body runs as is.
  public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }

  /// Runs `body` with `animation`. Without SwiftUI there is nothing to animate: the body runs as is.
  public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
  ) rethrows -> Result {
    try body()
  }
#endif
