#if canImport(SwiftUI)
  import SwiftUI
#else
  import CustomDump

  /// How a change is animated. On platforms without SwiftUI, OpenTCA's own value type of the same
  /// name, with SwiftUI's static API (`.easeInOut(duration: 0.3)`, `.spring(response:dampingFraction:)`,
  /// `.interpolatingSpring(stiffness: 100, damping: 10)`, `.delay(_:)` …), so that features keeping an
  /// animation in state or passing one to `send(_:animation:)` compile everywhere; where SwiftUI
  /// exists, SwiftUI's `Animation` is used instead.
  ///
  /// Nothing is drawn without SwiftUI: an animation is the call that made it, kept as a value. Two
  /// animations are equal when they were made with the same curve, arguments and modifiers (a default
  /// argument spelled out equals one left out), and an animation dumps as that call:
  ///
  /// ```swift
  /// customDump(Animation.easeInOut)                     // Animation.easeInOut
  /// customDump(Animation.spring())                      // Animation.spring()
  /// customDump(Animation.linear(duration: 0.3))         // Animation.linear(duration: 0.3)
  /// customDump(Animation.easeIn.delay(0.5).speed(2))    // Animation.easeIn.delay(0.5).speed(2.0)
  /// ```
  public struct Animation: Hashable, Sendable, CustomStringConvertible {
    private let curve: AnimationCall
    private let modifiers: [AnimationCall]

    private init(_ curve: AnimationCall, modifiers: [AnimationCall] = []) {
      self.curve = curve
      self.modifiers = modifiers
    }

    private init(_ name: String, parentheses: Bool = false, _ arguments: AnimationCall.Argument...) {
      self.init(AnimationCall(name: name, parentheses: parentheses, arguments: arguments))
    }

    private func adding(_ modifier: AnimationCall) -> Animation {
      Animation(curve, modifiers: modifiers + [modifier])
    }

    /// The name of the curve, such as `easeInOut` or `interpolatingSpring`.
    public var name: String { curve.name }

    /// The duration in seconds, when the curve was made with one (given or by default).
    public var duration: Double? { curve.value(of: "duration") }

    /// The calls that made the animation, without the type name: `easeIn.delay(0.5)`.
    public var description: String {
      ([curve] + modifiers).map(\.description).joined(separator: ".")
    }

    // MARK: Curves

    /// The default animation.
    public static let `default` = Animation("default")

    /// A linear animation of the default duration (0.35 s).
    public static let linear = linear(duration: 0.35)
    /// An ease-in animation of the default duration (0.35 s).
    public static let easeIn = easeIn(duration: 0.35)
    /// An ease-out animation of the default duration (0.35 s).
    public static let easeOut = easeOut(duration: 0.35)
    /// An ease-in-out animation of the default duration (0.35 s).
    public static let easeInOut = easeInOut(duration: 0.35)

    /// A linear animation lasting `duration` seconds.
    public static func linear(duration: Double = 0.35) -> Animation {
      Animation("linear", .init("duration", duration, default: 0.35))
    }

    /// An ease-in animation lasting `duration` seconds.
    public static func easeIn(duration: Double = 0.35) -> Animation {
      Animation("easeIn", .init("duration", duration, default: 0.35))
    }

    /// An ease-out animation lasting `duration` seconds.
    public static func easeOut(duration: Double = 0.35) -> Animation {
      Animation("easeOut", .init("duration", duration, default: 0.35))
    }

    /// An ease-in-out animation lasting `duration` seconds.
    public static func easeInOut(duration: Double = 0.35) -> Animation {
      Animation("easeInOut", .init("duration", duration, default: 0.35))
    }

    /// An animation along the cubic Bézier curve with control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(
      _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
    ) -> Animation {
      Animation(
        "timingCurve", .init(nil, c0x), .init(nil, c0y), .init(nil, c1x), .init(nil, c1y),
        .init("duration", duration, default: 0.35)
      )
    }

    // MARK: Springs

    /// The default spring, `spring()`.
    public static let spring = spring(response: 0.5)

    /// A spring described by its response (seconds), damping fraction and blend duration.
    public static func spring(
      response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation {
      Animation(
        "spring", parentheses: true,
        .init("response", response, default: 0.5),
        .init("dampingFraction", dampingFraction, default: 0.825),
        .init("blendDuration", blendDuration, default: 0)
      )
    }

    /// A spring described by its perceptual duration and bounce.
    @_disfavoredOverload
    public static func spring(
      duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
      Animation(
        "spring", parentheses: true,
        .init("duration", duration, default: 0.5),
        .init("bounce", bounce, default: 0),
        .init("blendDuration", blendDuration, default: 0)
      )
    }

    /// The default interactive spring, `interactiveSpring()`.
    public static let interactiveSpring = interactiveSpring(response: 0.15)

    /// A spring with a short response, meant to follow a gesture.
    public static func interactiveSpring(
      response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
      Animation(
        "interactiveSpring", parentheses: true,
        .init("response", response, default: 0.15),
        .init("dampingFraction", dampingFraction, default: 0.86),
        .init("blendDuration", blendDuration, default: 0.25)
      )
    }

    /// An interactive spring described by its perceptual duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(
      duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
    ) -> Animation {
      Animation(
        "interactiveSpring", parentheses: true,
        .init("duration", duration, default: 0.15),
        .init("extraBounce", extraBounce, default: 0),
        .init("blendDuration", blendDuration, default: 0.25)
      )
    }

    /// The default interpolating spring, `interpolatingSpring()`.
    public static let interpolatingSpring = interpolatingSpring(duration: 0.5)

    /// A spring described by the physics of a mass on a spring.
    public static func interpolatingSpring(
      mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
      Animation(
        "interpolatingSpring", parentheses: true,
        .init("mass", mass, default: 1),
        .init("stiffness", stiffness),
        .init("damping", damping),
        .init("initialVelocity", initialVelocity, default: 0)
      )
    }

    /// An interpolating spring described by its perceptual duration and bounce.
    public static func interpolatingSpring(
      duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
      Animation(
        "interpolatingSpring", parentheses: true,
        .init("duration", duration, default: 0.5),
        .init("bounce", bounce, default: 0),
        .init("initialVelocity", initialVelocity, default: 0)
      )
    }

    /// A spring with some bounce, `bouncy()`.
    public static let bouncy = bouncy(duration: 0.5)
    /// A smooth spring with no bounce, `smooth()`.
    public static let smooth = smooth(duration: 0.5)
    /// A quick spring with a little bounce, `snappy()`.
    public static let snappy = snappy(duration: 0.5)

    /// A spring with some bounce, of the given duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation(
        "bouncy", parentheses: true,
        .init("duration", duration, default: 0.5), .init("extraBounce", extraBounce, default: 0)
      )
    }

    /// A smooth spring, of the given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation(
        "smooth", parentheses: true,
        .init("duration", duration, default: 0.5), .init("extraBounce", extraBounce, default: 0)
      )
    }

    /// A quick spring, of the given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
      Animation(
        "snappy", parentheses: true,
        .init("duration", duration, default: 0.5), .init("extraBounce", extraBounce, default: 0)
      )
    }

    // MARK: Modifiers

    /// This animation, started after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
      adding(AnimationCall(name: "delay", parentheses: true, arguments: [.init(nil, delay)]))
    }

    /// This animation, played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
      adding(AnimationCall(name: "speed", parentheses: true, arguments: [.init(nil, speed)]))
    }

    /// This animation, repeated `repeatCount` times, reversed on every other pass when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
      adding(
        AnimationCall(
          name: "repeatCount", parentheses: true,
          arguments: [.init(nil, .int(repeatCount)), .init("autoreverses", .bool(autoreverses), default: .bool(true))]
        )
      )
    }

    /// This animation, repeated for ever, reversed on every other pass when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
      adding(
        AnimationCall(
          name: "repeatForever", parentheses: true,
          arguments: [.init("autoreverses", .bool(autoreverses), default: .bool(true))]
        )
      )
    }
  }

  extension Animation: CustomDumpStringConvertible {
    /// The animation as a dump shows it, the call that made it: `Animation.easeInOut`,
    /// `Animation.spring()`, `Animation.linear(duration: 0.3)`.
    public var customDumpDescription: String {
      "Animation.\(description)"
    }
  }
#endif
