/// Makes a class perceptible: each stored `var` reports its reads and changes, and the class
/// conforms to ``Perceptible`` and Observation's `Observable`.
///
/// ```swift
/// @Perceptible
/// final class Counter {
///   var count = 0
///   @PerceptionIgnored var history: [Int] = []  // not tracked
/// }
///
/// let counter = Counter()
/// withPerceptionTracking {
///   _ = counter.count
/// } onChange: {
///   print("count will change")
/// }
/// ```
///
/// It applies to classes only. Each tracked property becomes Observation's tracked accessors over a
/// private `_name` storage, so the registrar member is Observation's `_$observationRegistrar`.
@available(iOS, deprecated: 26, renamed: "Observable")
@available(macOS, deprecated: 26, renamed: "Observable")
@available(tvOS, deprecated: 26, renamed: "Observable")
@available(watchOS, deprecated: 26, renamed: "Observable")
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers)
)
@attached(memberAttribute)
@attached(extension, conformances: Perceptible, Observable)
public macro Perceptible() = #externalMacro(module: "PerceptionMacrosPlugin", type: "PerceptibleMacro")

/// Leaves a stored property of a ``Perceptible()`` class untracked: reading it is not recorded and
/// changing it notifies no one. It is Observation's `@ObservationIgnored` under Perception's name.
///
/// ```swift
/// @Perceptible final class Model {
///   @PerceptionIgnored var cache: [String: Int] = [:]
/// }
/// ```
@available(iOS, deprecated: 26, renamed: "ObservationIgnored")
@available(macOS, deprecated: 26, renamed: "ObservationIgnored")
@available(tvOS, deprecated: 26, renamed: "ObservationIgnored")
@available(watchOS, deprecated: 26, renamed: "ObservationIgnored")
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() =
  #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")

/// Tracks a stored property of a ``Perceptible()`` class. The class's macro applies it to every
/// stored `var` by itself; it is Observation's `@ObservationTracked` under Perception's name.
@available(iOS, deprecated: 26, renamed: "ObservationTracked")
@available(macOS, deprecated: 26, renamed: "ObservationTracked")
@available(tvOS, deprecated: 26, renamed: "ObservationTracked")
@available(watchOS, deprecated: 26, renamed: "ObservationTracked")
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro PerceptionTracked() =
  #externalMacro(module: "ObservationMacros", type: "ObservationTrackedMacro")
