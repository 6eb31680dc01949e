import Dependencies
import IssueReporting

/// Dismisses the presented feature (or pops the stack element) whose effect calls it.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .saveTapped:
///   return .run { send in
///     try await save()
///     await dismiss()
///   }
/// ```
///
/// The parent receives `.dismiss` (or `.popFrom(id:)` for a stack) as if the user had dismissed the
/// feature: its state goes away and its effects, the calling one included, are cancelled. Call it
/// from an effect; in a feature that is not presented it reports an issue and does nothing (read
/// `@Dependency(\.isPresented)` to tell).
///
/// The root feature of a ``TestStore`` can dismiss itself: the test store then counts as dismissed
/// (``TestStore/isDismissed``), its effects are cancelled, and it accepts no more actions.
public struct DismissEffect: Sendable {
  let dismiss: (@MainActor @Sendable (_ location: DismissLocation) -> Void)?

  init(_ dismiss: (@MainActor @Sendable (_ location: DismissLocation) -> Void)?) {
    self.dismiss = dismiss
  }

  /// A dismissal that runs `dismiss`: what a test (or a host that presents a feature its own way)
  /// gives the feature instead of the presentation tools' dismissal.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { dismissals += 1 }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = { _ in dismiss() }
  }

  /// Dismisses the feature.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = DismissLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let dismiss else {
      location.report(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed. …

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level of \
        an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
        @Dependency(\\.dismiss).
        """
      )
      return
    }
    dismiss(location)
  }

  /// Dismisses the feature, animating the change (the animation applies where SwiftUI exists).
  @MainActor
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Dismisses the feature inside `transaction` (which applies where SwiftUI exists).
  @MainActor
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await callAsFunction(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The dismissal of the destination filed under `component`: it signals that destination's
  /// lifetime effect, found from the calling effect's place in the state tree.
  static func dismissing(_ component: ChildIdentity) -> Self {
    let component = EffectID(component)
    return DismissEffect { location in
      guard let context = EffectContext.current,
        let index = context.path.lastIndex(of: component)
      else {
        location.report(
          """
          A reducer requested dismissal at "\(location.fileID):\(location.line)" outside an effect. \
          Call 'dismiss()' from an effect ('return .run { _ in await dismiss() }'), not from the \
          reducer itself.
          """
        )
        return
      }
      context.registry.requestDismissal(
        EffectKey(path: Array(context.path[...index]), id: EffectID(NavigationDismissID()))
      )
    }
  }
}

/// Where `dismiss()` was called, for reports.
struct DismissLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(nil)
  static let testValue = DismissEffect(nil)
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

extension DependencyValues {
  /// Dismisses the presented feature (or pops the stack element) that calls it. See
  /// ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature reading it is presented (by `ifLet` on a ``PresentationState``, or pushed
  /// on a ``StackState``), so that calling ``dismiss`` would dismiss it.
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

extension Reducer {
  /// This reducer run as a presented destination (or stack element) known by `identity`:
  /// `dismiss()` in its effects dismisses it, and `isPresented` is `true`.
  func presented(as identity: ChildIdentity) -> _DependencyKeyWritingReducer<Self> {
    dependency(\.dismiss, .dismissing(identity)).dependency(\.isPresented, true)
  }
}
