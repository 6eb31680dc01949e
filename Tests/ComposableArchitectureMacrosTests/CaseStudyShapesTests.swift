import Clocks
import ComposableArchitecture
import Foundation
import Testing

// Shapes of TCA's own examples that use composition: a todo list (forEach, bindings inside rows,
// a debounced sort) and a recursive tree of rows (forEach of `Self`).

@Reducer
struct TodoItem {
  @ObservableState
  struct State: Equatable, Identifiable {
    var description = ""
    let id: UUID
    var isComplete = false
  }

  enum Action: BindableAction, Sendable, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

@Reducer
struct TodoList {
  @ObservableState
  struct State: Equatable {
    var todos: IdentifiedArrayOf<TodoItem.State> = []
  }

  enum Action: Equatable {
    case addTodoButtonTapped
    case sortCompletedTodos
    case todos(IdentifiedActionOf<TodoItem>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case todoCompletion }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(TodoItem.State(id: uuid()), at: 0)
        return .none
      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none
      case .todos(.element(id: _, action: .binding(\.isComplete))):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)
      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      TodoItem()
    }
  }
}

@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: UUID
    var name = ""
    var rows: IdentifiedArrayOf<State> = []
  }

  enum Action: Equatable {
    case addRowButtonTapped
    case nameChanged(String)
    indirect case rows(IdentifiedActionOf<Nested>)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: uuid()))
        return .none
      case let .nameChanged(name):
        state.name = name
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) {
      Self()
    }
  }
}

@MainActor
@Suite("TCA example shapes: todos and recursion")
struct CaseStudyShapesTests {
  @Test func completingTodosSortsThemAfterADebounce() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TodoList.State(todos: [
        TodoItem.State(description: "Leche", id: UUID(0)),
        TodoItem.State(description: "Huevos", id: UUID(1)),
      ])
    ) {
      TodoList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    // A second completion within the second restarts the debounce.
    await store.send(\.todos[id: UUID(1)].binding.isComplete, true) {
      $0.todos[id: UUID(1)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos)
  }

  @Test func sortingMovesCompletedTodosLast() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TodoList.State(todos: [
        TodoItem.State(description: "Leche", id: UUID(0)),
        TodoItem.State(description: "Huevos", id: UUID(1)),
      ])
    ) {
      TodoList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: UUID(0)].binding.isComplete, true) {
      $0.todos[id: UUID(0)]?.isComplete = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.sortCompletedTodos) {
      $0.todos = [
        $0.todos[1],
        $0.todos[0],
      ]
    }
  }

  @Test func recursiveRowsReachAnyDepth() async {
    let store = TestStore(initialState: Nested.State(id: UUID(0))) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addRowButtonTapped) {
      $0.rows.append(Nested.State(id: UUID(0)))
    }
    await store.send(\.rows[id: UUID(0)].addRowButtonTapped) {
      $0.rows[id: UUID(0)]?.rows.append(Nested.State(id: UUID(1)))
    }
    await store.send(\.rows[id: UUID(0)].rows[id: UUID(1)].nameChanged, "hoja") {
      $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name = "hoja"
    }
  }
}
