#if canImport(SwiftUI)
  import SwiftUI
#else
  /// How a state change is animated. On platforms without SwiftUI, OpenTCA's own value type of the same
  /// name lets code written for SwiftUI, such as `send(.loaded, animation: .default)`, compile and run
  /// unchanged; the store records it on the change but draws nothing.
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The name of the curve, such as `default` or `easeInOut`.
    public let name: String
    /// The duration in seconds, when one was given.
    public let duration: Double?

    /// An animation with a name and an optional duration.
    public init(name: String, duration: Double? = nil) {
      self.name = name
      self.duration = duration
    }

    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// A linear animation.
    public static let linear = Animation(name: "linear")
    /// An ease-in-out animation.
    public static let easeInOut = Animation(name: "easeInOut")
    /// An ease-in animation.
    public static let easeIn = Animation(name: "easeIn")
    /// An ease-out animation.
    public static let easeOut = Animation(name: "easeOut")
    /// A spring animation.
    public static let spring = Animation(name: "spring")

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation {
      Animation(name: "linear", duration: duration)
    }

    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
      Animation(name: "easeInOut", duration: duration)
    }

    /// A textual description, such as `easeInOut(0.3)`.
    public var description: String {
      duration.map { "\(name)(\($0))" } ?? name
    }
  }

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
