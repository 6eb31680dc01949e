/// The actions of a presented feature, as its parent receives them: the child's own actions while it
/// is presented, and `dismiss`.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
///
/// case .destination(.presented(.sheet(.saveTapped))):  // a child action
/// case .destination(.dismiss):                          // the child was dismissed
/// ```
///
/// Case key paths skip the `presented` step: `\.destination.sheet` is `\.destination.presented.sheet`.
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: its state becomes `nil` and its effects are cancelled.
  case dismiss

  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// The case paths of a presentation action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of a presentation action: `dismiss`, `presented`, and, through dynamic member
  /// lookup, the cases of the presented action itself (`\.destination.sheet`).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of ``PresentationAction/dismiss``.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The case path of ``PresentationAction/presented(_:)``.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return action
        }
      )
    }

    /// The case path of a case of the presented action, through `presented`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable {
      presented(through: AnyCasePath(keyPath))
    }

    /// `presented`, then `appended`. Unconstrained, so its closures capture no conformance.
    private func presented<AppendedAction>(
      through appended: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      AnyCasePath(
        embed: { .presented(appended.embed($0)) },
        extract: {
          guard case let .presented(action) = $0 else { return nil }
          return appended.extract(from: action)
        }
      )
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}
