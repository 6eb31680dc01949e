extension Reducer {
  /// Prints every action this reducer receives and the change it made to the state, as a `-`/`+`
  /// diff: the quickest way to see a runaway effect loop (a trace that never stops growing) or an
  /// action that changes more than it should.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// `_printChanges(_:effects:)` also prints the life of the effects the reducer returns.
  ///
  /// - Parameter printer: How to print each change; `nil` prints nothing (handy to switch it off).
  @_documentation(visibility: public)
  @warn_unqualified_access
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer, tracesEffects: false)
  }

  /// Prints every action this reducer receives with its state diff, as ``_printChanges(_:)`` does,
  /// and, with `effects: true`, the life of the effects the reducer returns: when each starts (with
  /// the action that returned it and its cancel ids), what it sends, and whether it finished or was
  /// cancelled (by id, by dismissal, by the store's release):
  ///
  /// ```
  /// effect of Feature.Action.startTapped started (cancel id: Feature.CancelID.timer)
  /// effect of Feature.Action.startTapped sent Feature.Action.tick
  /// effect of Feature.Action.startTapped cancelled (by id Feature.CancelID.timer)
  /// ```
  ///
  /// - Parameters:
  ///   - printer: How to print each change; `nil` prints nothing (handy to switch it off).
  ///   - effects: Whether to print the effects' lifecycle too.
  @warn_unqualified_access
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump,
    effects: Bool
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer, tracesEffects: effects)
  }
}

/// Prints the changes a reducer makes; see ``Reducer/_printChanges(_:)``.
public struct _ReducerPrinter<State, Action>: Sendable {
  @usableFromInline let printChange: @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  @usableFromInline let printEffectEvent: @Sendable (_ event: _EffectEvent) -> Void

  /// A printer that hands each change to `printChange`, and each effect event (with
  /// `_printChanges(effects: true)`) to `printEffectEvent`, which prints its line by default.
  public init(
    printChange: @escaping @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) ->
      Void,
    printEffectEvent: @escaping @Sendable (_ event: _EffectEvent) -> Void = { print($0) }
  ) {
    self.printChange = printChange
    self.printEffectEvent = printEffectEvent
  }

  /// Prints the action and a diff of the state to standard output:
  ///
  /// ```
  /// received action:
  ///   Counter.Action.incrementButtonTapped
  ///     Counter.State(
  ///   −   count: 0,
  ///   +   count: 1,
  ///       label: "counter"
  ///     )
  /// ```
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(_ReducerPrinter.customDumpText(action: action, oldState: oldState, newState: newState))
    }
  }

  /// Prints only the name of each action received.
  public static var actionLabels: Self {
    Self { action, _, _ in
      var label = ""
      CustomDump.customDump(action, to: &label, maxDepth: 1)
      print("received action: \(label)")
    }
  }

  /// The text ``customDump`` prints for one change.
  static func customDumpText(action: Action, oldState: State, newState: State) -> String {
    var text = "received action:\n"
    var actionText = ""
    CustomDump.customDump(action, to: &actionText, indent: 2)
    text += actionText + "\n"
    if let difference = diff(oldState, newState, format: .proportional) {
      text += difference.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  \($0)" }
        .joined(separator: "\n")
    } else {
      text += "  (No state changes)"
    }
    return text
  }
}

/// A reducer that prints the changes its base makes; see ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?
  @usableFromInline let tracesEffects: Bool

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?, tracesEffects: Bool = false) {
    self.base = base
    self.printer = printer
    self.tracesEffects = tracesEffects
  }

  /// Runs the base reducer and prints what it did.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(action, oldState, state)
    guard tracesEffects, !effect.isNone else { return effect }
    return effect.traced(origin: debugCaseOutput(action), report: printer.printEffectEvent)
  }
}
