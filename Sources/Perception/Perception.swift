@_exported import Observation

/// Point-Free's Perception back-ports Observation to older Apple platforms. OpenTCA targets
/// platforms where Observation exists (and Linux, where it ships with the toolchain), so each
/// Perception name maps to its Observation counterpart: code written against Perception, such as
/// TCA code that calls ``withPerceptionTracking(_:onChange:)``, compiles and runs unchanged.

/// A type whose property reads can be tracked: Observation's `Observable`.
public typealias Perceptible = Observable

/// The registrar a perceptible type uses to report accesses and mutations: Observation's
/// `ObservationRegistrar`.
public typealias PerceptionRegistrar = ObservationRegistrar

/// Makes a class perceptible: Observation's `@Observable`, under Perception's name.
///
/// ```swift
/// @Perceptible
/// final class Model {
///   var count = 0
/// }
/// ```
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Perceptible() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

/// Perception's way to leave a stored property untracked. Inside `@Perceptible` (Observation's
/// macro), write Observation's `@ObservationIgnored`, which the macro recognizes.
@available(*, unavailable, message: "Write '@ObservationIgnored' in a '@Perceptible' class.")
@attached(accessor)
public macro PerceptionIgnored() =
  #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// Tracks the perceptible properties `apply` reads, and calls `onChange` once, before the first
/// change to any of them: Observation's `withObservationTracking`.
///
/// ```swift
/// let count = withPerceptionTracking {
///   model.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}

/// Perception's check that a view reads perceptible state inside `WithPerceptionTracking`. With
/// Observation, every read is tracked, so there is nothing to check.
@available(*, unavailable, message: "Observation tracks every read; there is nothing to bypass.")
public func _withoutPerceptionChecking<T>(_ apply: () -> T) -> T {
  apply()
}

#if canImport(SwiftUI)
  import SwiftUI

  /// Perception's view that tracks the perceptible state its content reads. SwiftUI already tracks
  /// Observation reads on the platforms OpenTCA supports, so it simply shows its content.
  public struct WithPerceptionTracking<Content: View>: View {
    let content: () -> Content

    /// A view showing `content`.
    public init(@ViewBuilder content: @escaping () -> Content) {
      self.content = content
    }

    /// The content.
    public var body: Content {
      content()
    }
  }
#endif
