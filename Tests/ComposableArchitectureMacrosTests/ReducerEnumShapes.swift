import ComposableArchitecture

// The shapes of `@Reducer` that TCA's example apps and macro tests use, compiled here; the tests that
// drive them through stores are in `ReducerEnumShapesTests.swift`. The two examples of Navigation.md's
// "@Reducer enum" section are `SyncUpDetailShape.Destination` and `ShapeTicTacToe`.

// MARK: - Child features

/// A counter.
@Reducer
public struct ShapeCounter {
  @ObservableState
  public struct State: Equatable {
    public var count = 0
    public init(count: Int = 0) { self.count = count }
  }
  public enum Action: Equatable { case increment }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// A form that records the tag it was built with, so a test sees which initializer built it.
@Reducer
public struct ShapeTagged: ExpressibleByStringLiteral, Sendable {
  @ObservableState
  public struct State: Equatable {
    public var log: [String] = []
    public init(log: [String] = []) { self.log = log }
  }
  public enum Action: Equatable { case record }
  public let tag: String
  public init(tag: String) { self.tag = tag }
  public init(stringLiteral value: String) { self.tag = "literal " + value }
  public static let live = ShapeTagged(tag: "live")
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(tag)
      return .none
    }
  }
}

/// A login screen: `loggedIn` moves the app on.
@Reducer
public struct ShapeLogin {
  @ObservableState
  public struct State: Equatable {
    public var attempts = 0
    public init() {}
  }
  public enum Action: Equatable { case attempt, loggedIn }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .attempt { state.attempts += 1 }
      return .none
    }
  }
}

/// A game menu: `logout` moves the app back.
@Reducer
public struct ShapeNewGame {
  @ObservableState
  public struct State: Equatable {
    public var player = ""
    public init() {}
  }
  public enum Action: Equatable { case setPlayer(String), logout }
  public init() {}
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .setPlayer(name) = action { state.player = name }
      return .none
    }
  }
}

// MARK: - SyncUps: a destination enum that declares its own `Action`

/// SyncUps' detail destination (TCA 1.25): the alert's actions spelled out in a declared `Action`.
@Reducer
enum SyncUpDetailShape {
  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case edit(ShapeCounter)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(ShapeCounter.Action)
    }

    @CasePathable
    enum Alert {
      case confirmDeletion
    }
  }
}
extension SyncUpDetailShape.Destination.State: Equatable {}

/// The same with the alert case marked `@ReducerCaseIgnored`, and an `Action` without `@CasePathable`
/// (the macro adds it).
@Reducer
enum IgnoredAlertDestination {
  @ReducerCaseIgnored
  case alert(AlertState<Alert>)
  case edit(ShapeCounter)

  enum Action {
    case alert(Alert)
    case edit(ShapeCounter.Action)
  }

  enum Alert: Equatable {
    case confirmDeletion
  }
}
extension IgnoredAlertDestination.State: Equatable {}

/// A feature presenting either destination.
@Reducer
struct SyncUpDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: SyncUpDetailShape.Destination.State?
    var deleted = false
  }
  enum Action {
    case deleteButtonTapped
    case destination(PresentationAction<SyncUpDetailShape.Destination.Action>)
    case editButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.destination = .alert(AlertState { TextState("Delete?") })
        return .none
      case .destination(.presented(.alert(.confirmDeletion))):
        state.deleted = true
        return .none
      case .destination:
        return .none
      case .editButtonTapped:
        state.destination = .edit(ShapeCounter.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

// MARK: - TicTacToe: an app enum with its own `static var body`

/// TicTacToe's app core: `body` written by hand, `State` made equatable through the attribute
/// (deprecated in TCA 1.25.5, still supported: the enum is marked deprecated to use it).
@available(*, deprecated)
@Reducer(state: .equatable)
public enum ShapeTicTacToe {
  case login(ShapeLogin)
  case newGame(ShapeNewGame)

  public static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.loggedIn):
        state = .newGame(ShapeNewGame.State())
        return .none
      case .login:
        return .none
      case .newGame(.logout):
        state = .login(ShapeLogin.State())
        return .none
      case .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) {
      ShapeLogin()
    }
    .ifCaseLet(\.newGame, action: \.newGame) {
      ShapeNewGame()
    }
  }
}

/// Its own `body` and its own `Action` (with an extra case the body handles), `State` made equatable
/// by an extension.
@Reducer
enum BodyAndActionApp {
  case login(ShapeLogin)
  case newGame(ShapeNewGame)

  enum Action {
    case login(ShapeLogin.Action)
    case newGame(ShapeNewGame.Action)
    case reset
  }

  static var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .login(.loggedIn):
        state = .newGame(ShapeNewGame.State())
      case .reset:
        state = .login(ShapeLogin.State())
      case .login, .newGame:
        break
      }
      return .none
    }
    .ifCaseLet(\.login, action: \.login) { ShapeLogin() }
    .ifCaseLet(\.newGame, action: \.newGame) { ShapeNewGame() }
  }
}
extension BodyAndActionApp.State: Equatable {}

// MARK: - Declared `State`

/// Its own `State` (conforming to `CaseReducerState` so that `store.case` works).
@Reducer
enum DeclaredStateDestination {
  case counter(ShapeCounter)
  @ReducerCaseIgnored
  case note(String)

  @ObservableState
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = DeclaredStateDestination
    case counter(ShapeCounter.State)
    case note(String)
  }
}

/// Its own `State` and `Action`: only `body`, `CaseScope` and `scope(_:)` are generated.
@Reducer
enum DeclaredBothDestination {
  case counter(ShapeCounter)
  case alert(AlertState<Alert>)

  @ObservableState
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = DeclaredBothDestination
    case counter(ShapeCounter.State)
    case alert(AlertState<Alert>)
  }

  enum Action: Equatable {
    case counter(ShapeCounter.Action)
    case alert(Alert)
  }

  enum Alert: Equatable { case ok }
}

// MARK: - Default values

/// A reducer case's default value builds its reducer, whatever its form.
@Reducer
enum DefaultValueDestination {
  case call(ShapeTagged = ShapeTagged(tag: "context"))
  case implicitMember(ShapeTagged = .init(tag: "implicit"))
  case staticMember(ShapeTagged = .live)
  case literal(ShapeTagged = "tag")
  case closure(ShapeTagged = ShapeTagged(tag: ["a", "b"].map { "(\($0), )" }.joined(separator: ",")))
  case commas(ShapeTagged = ShapeTagged(tag: "x, y (z), \"w\""))
  case plain(ShapeTagged = ShapeTagged(tag: "plain"))
  @ReducerCaseIgnored
  case count(Int = 42)
  @ReducerCaseIgnored
  case note(label: String = "a, (b)")
  case pair(Int = 1, String = "one, two")
}
extension DefaultValueDestination.State: Equatable {}

// MARK: - Labels, ignored and ephemeral mixes, other payloads

/// A prompt that is its own ephemeral state.
struct ShapePrompt: Equatable, _EphemeralState {
  enum Action: Equatable { case confirm }
  static var actionType: Any.Type { Action.self }
  var message: String
}

/// Every kind of case side by side.
@Reducer
enum MixedDestination {
  case labelled(feature: ShapeCounter)
  case counter(ShapeCounter)
  case alert(AlertState<Alert>)
  case dialog(ConfirmationDialogState<Alert>)
  @ReducerCaseEphemeral
  case prompt(ShapePrompt)
  @ReducerCaseIgnored
  case ignoredCounter(ShapeCounter.State)
  case meeting(String, syncUp: Int)
  case optional(ShapeCounter.State?)
  case array([Int])
  case empty

  enum Alert: Equatable { case ok }
}
extension MixedDestination.State: Equatable {}

// MARK: - Access, generics, nesting

/// Public, with a declared public `Action`.
@Reducer
public enum PublicDeclaredActionDestination {
  case counter(ShapeCounter)
  case alert(AlertState<Alert>)

  @CasePathable
  public enum Action {
    case counter(ShapeCounter.Action)
    case alert(Alert)
  }

  public enum Alert: Equatable { case ok }
}
extension PublicDeclaredActionDestination.State: Equatable {}

/// Package access.
@Reducer
package enum PackageDestination {
  case counter(ShapeCounter)
}

/// A generic enum: the ignored case holds the generic parameter.
@Reducer
enum GenericDestination<Payload: Equatable & Sendable> {
  case counter(ShapeCounter)
  @ReducerCaseIgnored
  case value(Payload)
}

/// Enums nested in a struct and in an extension.
struct ShapeHost {
  @Reducer
  enum Destination {
    case counter(ShapeCounter)
    case tagged(ShapeTagged = ShapeTagged(tag: "nested"))
  }
}

extension ShapeHost {
  @Reducer
  enum Other {
    case login(ShapeLogin)

    @CasePathable
    enum Action {
      case login(ShapeLogin.Action)
    }
  }
}

// MARK: - Structs

/// A body that names `Int` as its state: no `State` is generated.
@Reducer
struct IntStateReducer {
  enum Action { case add(Int) }
  var body: some Reducer<Int, Action> {
    Reduce { state, action in
      switch action {
      case let .add(value):
        state += value
        return .none
      }
    }
  }
}

/// A `let body`: no second `body` is generated.
@Reducer
struct LetBodyReducer {
  struct State: Equatable { var count = 0 }
  enum Action { case tap }
  let body = Reduce<State, Action> { state, _ in
    state.count += 1
    return .none
  }
}

/// A nested `@Reducer` whose body reduces the enclosing feature's `State` and `Action`.
@Reducer
struct EnclosingFeature {
  struct State: Equatable { var count = 0 }
  enum Action { case tap }

  @Reducer
  struct Doubler {
    var body: some Reducer<State, Action> {
      Reduce { state, _ in
        state.count *= 2
        return .none
      }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
    Doubler()
  }
}
