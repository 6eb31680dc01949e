import ComposableArchitecture

// The tree of `DeepTree.swift` with each level's case key path kept in a `static let`, so that
// `body` does not instantiate `\.child` anew on every action: what remains is the runtime's own cost.

/// Level 0 of the ten-level tree with static case key paths; its child is ``StaticLevel1``.
struct StaticLevel0: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel1.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel1.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel1.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel1()
    }
  }
}

/// Level 1 of the ten-level tree with static case key paths; its child is ``StaticLevel2``.
struct StaticLevel1: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel2.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel2.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel2.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel2()
    }
  }
}

/// Level 2 of the ten-level tree with static case key paths; its child is ``StaticLevel3``.
struct StaticLevel2: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel3.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel3.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel3.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel3()
    }
  }
}

/// Level 3 of the ten-level tree with static case key paths; its child is ``StaticLevel4``.
struct StaticLevel3: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel4.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel4.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel4.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel4()
    }
  }
}

/// Level 4 of the ten-level tree with static case key paths; its child is ``StaticLevel5``.
struct StaticLevel4: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel5.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel5.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel5.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel5()
    }
  }
}

/// Level 5 of the ten-level tree with static case key paths; its child is ``StaticLevel6``.
struct StaticLevel5: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel6.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel6.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel6.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel6()
    }
  }
}

/// Level 6 of the ten-level tree with static case key paths; its child is ``StaticLevel7``.
struct StaticLevel6: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel7.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel7.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel7.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel7()
    }
  }
}

/// Level 7 of the ten-level tree with static case key paths; its child is ``StaticLevel8``.
struct StaticLevel7: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel8.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel8.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel8.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel8()
    }
  }
}

/// Level 8 of the ten-level tree with static case key paths; its child is ``StaticLevel9``.
struct StaticLevel8: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = StaticLevel9.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(StaticLevel9.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, StaticLevel9.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      StaticLevel9()
    }
  }
}

/// Level 9 of the ten-level tree with static case key paths; its child is ``Counter``.
struct StaticLevel9: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Counter.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Counter.Action)
  }

  /// `\.child`, instantiated once (key paths are not `Sendable`, hence `nonisolated(unsafe)`; it is
  /// never mutated).
  nonisolated(unsafe) static let childAction: CaseKeyPath<Action, Counter.Action> = \.child

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: Self.childAction) {
      Counter()
    }
  }
}

extension Store where State == StaticLevel0.State, Action == StaticLevel0.Action {
  /// The counter's store, scoped ten levels down.
  func scopeToLeaf() -> StoreOf<Counter> {
    self
      .scope(state: \.child, action: StaticLevel0.childAction)
      .scope(state: \.child, action: StaticLevel1.childAction)
      .scope(state: \.child, action: StaticLevel2.childAction)
      .scope(state: \.child, action: StaticLevel3.childAction)
      .scope(state: \.child, action: StaticLevel4.childAction)
      .scope(state: \.child, action: StaticLevel5.childAction)
      .scope(state: \.child, action: StaticLevel6.childAction)
      .scope(state: \.child, action: StaticLevel7.childAction)
      .scope(state: \.child, action: StaticLevel8.childAction)
      .scope(state: \.child, action: StaticLevel9.childAction)
  }
}
