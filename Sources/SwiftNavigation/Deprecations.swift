// Older spellings that swift-navigation keeps as deprecated, so code written against them still
// compiles (with a deprecation warning pointing at the current spelling).

extension AlertState {
  /// An alert with a title, an optional message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
    self.init(
      title: { title },
      actions: { for button in buttons { button } },
      message: message.map { message in { message } }
    )
  }

  /// An alert with a title, an optional message and at most one button.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState, message: TextState? = nil, dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
  }

  /// An alert with a title, an optional message and two buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
  }
}

extension ButtonState {
  /// A cancel button.
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// A button without a role.
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(action: action) { label }
  }

  /// A destructive button.
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState, action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .destructive, action: action) { label }
  }
}

extension ConfirmationDialogState {
  /// A dialog with a title, a title visibility, an optional message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead.")
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      titleVisibility: titleVisibility,
      title: { title },
      actions: { for button in buttons { button } },
      message: message.map { message in { message } }
    )
  }

  /// A dialog with a title, an optional message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.init(title: title, titleVisibility: .automatic, message: message, buttons: buttons)
  }
}

/// The former name of ``ConfirmationDialogState``.
@available(*, deprecated, renamed: "ConfirmationDialogState")
public typealias ActionSheetState<Action> = ConfirmationDialogState<Action>

/// The token of an `observe` call, under the name swift-navigation gave it before 2.1.
@available(*, deprecated, renamed: "ObserveToken")
public typealias ObservationToken = ObserveToken
