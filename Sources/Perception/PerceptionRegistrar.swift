/// Records the reads of a perceptible object's properties and tells observers about their changes:
/// what a hand-written perceptible class calls from its accessors.
///
/// It forwards to an Observation `ObservationRegistrar`, so its accesses and changes are seen by
/// `withPerceptionTracking`, `withObservationTracking` and everything built on them. The
/// ``Perceptible()`` macro writes this code for you; write it by hand only for accessors the macro
/// cannot produce:
///
/// ```swift
/// final class Temperature: Perceptible {
///   private let registrar = PerceptionRegistrar()
///   private var _celsius = 0.0
///
///   var celsius: Double {
///     get {
///       registrar.access(self, keyPath: \.celsius)
///       return _celsius
///     }
///     set {
///       registrar.withMutation(of: self, keyPath: \.celsius) { _celsius = newValue }
///     }
///   }
/// }
/// ```
///
/// Registrars compare equal and hash alike, and encode to nothing, so a type holding one keeps its
/// synthesized `Equatable`, `Hashable` and `Codable` conformances.
@available(iOS, deprecated: 26, renamed: "ObservationRegistrar")
@available(macOS, deprecated: 26, renamed: "ObservationRegistrar")
@available(tvOS, deprecated: 26, renamed: "ObservationRegistrar")
@available(watchOS, deprecated: 26, renamed: "ObservationRegistrar")
public struct PerceptionRegistrar: Sendable {
  private let registrar = ObservationRegistrar()

  /// A registrar. `isPerceptionCheckingEnabled` is accepted for Perception's sake: Observation
  /// tracks every read, so there is no check to turn off (see ``isPerceptionCheckingEnabled``).
  public init(isPerceptionCheckingEnabled: Bool = true) {}

  /// Records a read of `keyPath` on `subject`, for the tracking in progress.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Records a read of `keyPath` on a perceptible `subject`, for the tracking in progress.
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Records a read, with the location Perception's checking used to report; the location is not
  /// needed with Observation. Use ``access(_:keyPath:)-(Subject,_)``.
  @available(iOS, deprecated: 9999, renamed: "access(_:keyPath:)")
  @available(macOS, deprecated: 9999, renamed: "access(_:keyPath:)")
  @available(tvOS, deprecated: 9999, renamed: "access(_:keyPath:)")
  @available(watchOS, deprecated: 9999, renamed: "access(_:keyPath:)")
  public func access<Subject: Perceptible, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on `subject` is about to change.
  public func willSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on a perceptible `subject` is about to change.
  public func willSet<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on `subject` changed.
  public func didSet<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Tells observers that `keyPath` on a perceptible `subject` changed.
  public func didSet<Subject: Perceptible, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Runs `mutation` as a change of `keyPath` on `subject`: observers hear of it before it runs.
  public func withMutation<Subject: Observable, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }

  /// Runs `mutation` as a change of `keyPath` on a perceptible `subject`: observers hear of it
  /// before it runs.
  public func withMutation<Subject: Perceptible, Member, T>(
    of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
  ) rethrows -> T {
    try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
  }
}

extension PerceptionRegistrar: Equatable, Hashable {
  /// Registrars are all equal: a registrar is bookkeeping, not part of its owner's value.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Adds nothing to the hash, as every registrar is equal.
  public func hash(into hasher: inout Hasher) {}
}

extension PerceptionRegistrar: Codable {
  /// A new registrar: a registrar has no encoded form.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Encodes nothing: a registrar has no encoded form.
  public func encode(to encoder: any Encoder) {}
}
