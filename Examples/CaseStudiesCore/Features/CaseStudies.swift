import ComposableArchitecture

/// The app's root: a menu of the five lessons, each presented as a destination.
@Reducer
public struct CaseStudies {
  /// The lessons, in the order of the seeds.
  public enum Lesson: Int, CaseIterable, Equatable, Sendable {
    /// Lesson 1, seed 000: `.run`.
    case run
    /// Lesson 2, seed 001: failure.
    case failure
    /// Lesson 3, seed 002: order.
    case order
    /// Lesson 4, seed 003: effects.
    case effects
    /// Lesson 5, seed 004: bindings.
    case bindings

    /// The lesson's number in the app, 1 to 5 (the menu's digit).
    public var number: Int { rawValue + 1 }

    /// The number of the lesson's seed text, `000` to `004` (the files in `seeds/`).
    public var seed: String { "00\(rawValue)" }

    /// The lesson's name in English: the seed's title (its heading, before the colon), translated.
    public var title: String {
      switch self {
      case .run: "The run builder"
      case .failure: "Handling failure"
      case .order: "Order matters"
      case .effects: "Effect"
      case .bindings: "BindableAction and BindingReducer"
      }
    }

    /// What the lesson shows, in English: the seed's subtitle (after its colon), translated and
    /// shortened to fit the menu.
    public var subtitle: String {
      switch self {
      case .run: "async/await inside the effect"
      case .failure: "errors become response actions"
      case .order: "who sees the action first"
      case .effects: "asynchronous work as a returned value"
      case .bindings: "one action for every field"
      }
    }

    /// The seed's title (its heading, before the colon), in the original Spanish.
    public var seedTitle: String {
      switch self {
      case .run: "El constructor run"
      case .failure: "Manejar el fallo"
      case .order: "El orden importa"
      case .effects: "Effect"
      case .bindings: "BindableAction y BindingReducer"
      }
    }

    /// How the app names the lesson: `Lesson 1 (seed 000) · The run builder`.
    public var label: String {
      "Lesson \(number) (seed \(seed)) · \(title)"
    }
  }

  /// The presented lesson.
  @Reducer
  public enum Destination {
    /// Lesson 1 (seed 000).
    case run(RunLesson)
    /// Lesson 2 (seed 001).
    case failure(FailureLesson)
    /// Lesson 3 (seed 002).
    case order(OrderLesson)
    /// Lesson 4 (seed 003).
    case effects(EffectsLesson)
    /// Lesson 5 (seed 004).
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
