/// A type whose property reads can be tracked and whose changes can be observed, under Perception's
/// name.
///
/// It refines Observation's `Observable`: a perceptible type is observable, so
/// `withPerceptionTracking`, `withObservationTracking`, SwiftUI and SwiftNavigation's `observe` all
/// see its changes. The ``Perceptible()`` macro conforms a class to both.
///
/// ```swift
/// @Perceptible
/// final class Counter {
///   var count = 0
/// }
///
/// func show(_ model: some Perceptible) { … }
/// ```
@available(iOS, deprecated: 26, renamed: "Observable")
@available(macOS, deprecated: 26, renamed: "Observable")
@available(tvOS, deprecated: 26, renamed: "Observable")
@available(watchOS, deprecated: 26, renamed: "Observable")
public protocol Perceptible: Observable {}
