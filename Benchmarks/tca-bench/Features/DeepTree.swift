import ComposableArchitecture

// The ten-level feature tree of the `depth10` benchmarks: `Level0` scopes to `Level1`, … `Level9`
// scopes to `Counter`, each level a struct child reached through `Scope`. Ten concrete types, as in an
// app (a generic level type would measure key-path instantiation in generic contexts instead; see
// `Nested.swift`).

/// Level 0 of the ten-level tree; its child is ``Level1``.
struct Level0: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level1.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level1.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level1()
    }
  }
}

/// Level 1 of the ten-level tree; its child is ``Level2``.
struct Level1: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level2.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level2.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level2()
    }
  }
}

/// Level 2 of the ten-level tree; its child is ``Level3``.
struct Level2: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level3.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level3.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level3()
    }
  }
}

/// Level 3 of the ten-level tree; its child is ``Level4``.
struct Level3: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level4.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level4.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level4()
    }
  }
}

/// Level 4 of the ten-level tree; its child is ``Level5``.
struct Level4: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level5.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level5.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level5()
    }
  }
}

/// Level 5 of the ten-level tree; its child is ``Level6``.
struct Level5: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level6.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level6.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level6()
    }
  }
}

/// Level 6 of the ten-level tree; its child is ``Level7``.
struct Level6: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level7.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level7.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level7()
    }
  }
}

/// Level 7 of the ten-level tree; its child is ``Level8``.
struct Level7: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level8.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level8.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level8()
    }
  }
}

/// Level 8 of the ten-level tree; its child is ``Level9``.
struct Level8: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Level9.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Level9.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Level9()
    }
  }
}

/// Level 9 of the ten-level tree; its child is ``Counter``.
struct Level9: Reducer {
  @ObservableState
  struct State: Equatable {
    var child = Counter.State()
    var visits = 0
  }

  @CasePathable
  enum Action: Equatable {
    case child(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Counter()
    }
  }
}

extension Store where State == Level0.State, Action == Level0.Action {
  /// The counter's store, scoped ten levels down.
  func scopeToLeaf() -> StoreOf<Counter> {
    self
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
      .scope(state: \.child, action: \.child)
  }
}
