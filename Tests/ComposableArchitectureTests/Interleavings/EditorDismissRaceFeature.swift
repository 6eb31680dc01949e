import ComposableArchitecture

/// Lesson for `withEffectInterleavings`: a dismissal racing a response. The editor saves its draft
/// and reports it to its parent, and, merged with that, dismisses itself. When the dismissal lands
/// first, the presentation cancels the editor's effects, and the report never arrives. The plain
/// order runs the save first (it does not suspend in tests), so an ordinary test passes.
@Reducer
struct RacyEditor {
  @ObservableState
  struct State: Equatable {
    var draft = ""
  }

  enum Action: Equatable {
    case saveTapped
    case delegate(Delegate)

    enum Delegate: Equatable {
      case saved(String)
    }
  }

  /// Whether the editor dismisses itself only after reporting (the fix).
  var dismissesAfterReporting = false

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.draftsClient) var drafts

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        let draft = state.draft
        if dismissesAfterReporting {
          return .run { send in
            await drafts.save(draft)
            await send(.delegate(.saved(draft)))
            await dismiss()
          }
        }
        return .merge(
          .run { send in
            await drafts.save(draft)
            await send(.delegate(.saved(draft)))
          },
          .run { _ in await dismiss() }
        )

      case .delegate:
        return .none
      }
    }
  }
}

/// The editor's parent: keeps what its editor saved.
@Reducer
struct EditorHost {
  @ObservableState
  struct State: Equatable {
    @Presents var editor: RacyEditor.State?
    var saved: [String] = []
  }

  enum Action: Equatable {
    case editTapped(String)
    case editor(PresentationAction<RacyEditor.Action>)
  }

  var dismissesAfterReporting = false

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped(let draft):
        state.editor = RacyEditor.State(draft: draft)
        return .none

      case .editor(.presented(.delegate(.saved(let draft)))):
        state.saved.append(draft)
        return .none

      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: \.editor) {
      RacyEditor(dismissesAfterReporting: dismissesAfterReporting)
    }
  }
}

/// Where drafts are saved: the test one records them without suspending.
struct DraftsClient: Sendable {
  var save: @Sendable (String) async -> Void
}

extension DraftsClient: TestDependencyKey {
  static let testValue = DraftsClient { _ in }
}

extension DependencyValues {
  var draftsClient: DraftsClient {
    get { self[DraftsClient.self] }
    set { self[DraftsClient.self] = newValue }
  }
}
