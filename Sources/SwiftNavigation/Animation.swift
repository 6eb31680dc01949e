#if canImport(SwiftUI)
  import SwiftUI
#else
  import CustomDump

  /// How a change is animated. On platforms without SwiftUI, OpenTCA's own value type of the same
  /// name, so that `ButtonStateAction.send(.confirm, animation: .default)` compiles everywhere; where
  /// SwiftUI exists, SwiftUI's `Animation` is used instead.
  ///
  /// Nothing is drawn without SwiftUI: the animation is carried as a description. It dumps as
  /// `Animation.easeInOut`.
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

  extension Animation: CustomDumpStringConvertible {
    /// The animation as a dump shows it: `Animation.easeInOut`, `Animation.linear(0.3)`.
    public var customDumpDescription: String {
      "Animation.\(description)"
    }
  }
#endif
