import ComposableArchitecture

/// Lesson 5 (seed 004) — "BindableAction y BindingReducer": a profile form through one generic action.
///
/// Name, email (validated live), notifications and visibility are written by `BindingReducer`,
/// which lives in the partitioned `View` action (`BindingReducer(action: \.view)`); the save answer is
/// an `Internal` action.
@Reducer
public struct ProfileForm {
  /// Who sees the profile.
  public enum Visibility: String, CaseIterable, Equatable, Sendable {
    /// Only the user.
    case `private`
    /// The user's friends.
    case friends
    /// Everybody.
    case `public`

    /// The next visibility in the cycle.
    public var next: Visibility {
      let all = Self.allCases
      return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
  }

  /// The field that has the keyboard.
  public enum Field: Int, CaseIterable, Equatable, Sendable {
    /// The name.
    case name
    /// The email.
    case email
    /// The notifications switch.
    case notifications
    /// The visibility picker.
    case visibility
  }

  /// The form's state.
  @ObservableState
  public struct State: Equatable {
    /// The name.
    public var name = ""
    /// The email.
    public var email = ""
    /// Whether the email looks valid (checked after each edit).
    public var isEmailValid = false
    /// Whether notifications are on.
    public var notifications = false
    /// Who sees the profile.
    public var visibility = Visibility.private
    /// The focused field.
    public var focus = Field.name
    /// Whether a save runs.
    public var isSaving = false
    /// The last save's message.
    public var message: String?

    /// The initial state.
    public init() {}
  }

  /// The form's actions, partitioned by origin.
  public enum Action: ViewAction, Equatable {
    /// What the view sends.
    case view(View)
    /// What the form's effects send back.
    case _internal(Internal)

    /// The actions the view sends, bindings included.
    @CasePathable
    public enum View: BindableAction, Equatable {
      /// A write to a field.
      case binding(BindingAction<State>)
      /// `enter`: saves the profile.
      case saveTapped
    }

    /// The actions of the form's effects.
    @CasePathable
    public enum Internal: Equatable {
      /// The save answered.
      case saveFinished(String)
    }
  }

  @Dependency(\.profileClient) var profileClient

  /// Creates the reducer.
  public init() {}

  /// The form's logic: the binding reducer first, so the validation reads the new value.
  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.email)):
        state.isEmailValid = Self.isValidEmail(state.email)
        return .none

      case .view(.binding):
        return .none

      case .view(.saveTapped):
        guard !state.name.isEmpty, state.isEmailValid else {
          state.message = "Fill in a name and a valid email first."
          return .none
        }
        state.isSaving = true
        state.message = nil
        let (name, email) = (state.name, state.email)
        return .run { send in
          await send(._internal(.saveFinished(try await profileClient.save(name, email))))
        }

      case let ._internal(.saveFinished(message)):
        state.isSaving = false
        state.message = message
        return .none
      }
    }
  }

  /// Whether `email` looks like an email: something, `@`, something with a dot.
  public static func isValidEmail(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let domain = parts[1]
    guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
    return domain.index(after: dot) != domain.endIndex
  }
}

extension ProfileForm: Sendable {}
