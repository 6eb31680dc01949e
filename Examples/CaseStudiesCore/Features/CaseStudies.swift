import ComposableArchitecture

/// The app's root: a menu of the five lessons, each presented as a destination.
@Reducer
public struct CaseStudies {
  /// The lessons, in the order of the seeds.
  public enum Lesson: Int, CaseIterable, Equatable, Sendable {
    /// Seed 000.
    case run
    /// Seed 001.
    case failure
    /// Seed 002.
    case order
    /// Seed 003.
    case effects
    /// Seed 004.
    case bindings

    /// The lesson's title, as the menu shows it.
    public var title: String {
      switch self {
      case .run: ".run: async/await inside the effect"
      case .failure: "Failure: errors become actions"
      case .order: "Order: who sees the action first"
      case .effects: "Effects: timers, debounce, streams"
      case .bindings: "Bindings: BindableAction, BindingReducer"
      }
    }

    /// The lesson's title in the seeds (Spanish).
    public var seedTitle: String {
      switch self {
      case .run: "El constructor run"
      case .failure: "Manejar el fallo"
      case .order: "El orden importa"
      case .effects: "Effect: el trabajo asíncrono como valor"
      case .bindings: "BindableAction y BindingReducer"
      }
    }
  }

  /// The presented lesson.
  @Reducer
  public enum Destination {
    /// Lesson 000.
    case run(RunLesson)
    /// Lesson 001.
    case failure(FailureLesson)
    /// Lesson 002.
    case order(OrderLesson)
    /// Lesson 003.
    case effects(EffectsLesson)
    /// Lesson 004.
    case bindings(ProfileForm)
  }

  /// The root's state.
  @ObservableState
  public struct State: Equatable {
    /// The lesson highlighted in the menu.
    public var selection = Lesson.run
    /// The open lesson.
    @Presents public var destination: Destination.State?

    /// The initial state.
    public init() {}
  }

  /// The root's actions.
  public enum Action: Equatable {
    /// `up`/`down`: moves the highlight.
    case selectionMoved(by: Int)
    /// `enter` or a digit: opens a lesson.
    case lessonTapped(Lesson)
    /// An action of the open lesson, or its dismissal (`esc`).
    case destination(PresentationAction<Destination.Action>)
  }

  /// Creates the reducer.
  public init() {}

  /// The root's logic: navigation only.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .selectionMoved(offset):
        let count = Lesson.allCases.count
        let index = (state.selection.rawValue + offset % count + count) % count
        state.selection = Lesson(rawValue: index) ?? .run
        return .none

      case let .lessonTapped(lesson):
        state.selection = lesson
        switch lesson {
        case .run: state.destination = .run(RunLesson.State())
        case .failure: state.destination = .failure(FailureLesson.State())
        case .order: state.destination = .order(OrderLesson.State())
        case .effects: state.destination = .effects(EffectsLesson.State())
        case .bindings: state.destination = .bindings(ProfileForm.State())
        }
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension CaseStudies.Destination.State: Equatable {}
extension CaseStudies.Destination.Action: Equatable {}
