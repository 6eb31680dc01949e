import MacroSupport

/// `@Presents`: turns an optional stored `var` of an `@ObservableState` struct into a presentation:
/// accessors over a private `PresentationState` storage (accessor role), and the `$name` projection
/// that `ifLet` scopes on (peer role).
///
/// ```swift
/// @Presents var destination: Destination.State?
/// // @ObservationStateIgnored private var _destination = PresentationState<Destination.State>(wrappedValue: nil)
/// // var $destination: PresentationState<Destination.State> { get { … } set { … } _modify { … } }
/// // var destination: Destination.State? {
/// //   @storageRestrictions(initializes: _destination) init(initialValue) { … }
/// //   get { …access…; return _destination.wrappedValue }
/// //   set { …willSet…; _destination.wrappedValue = newValue; …didSet… }
/// //   _modify { …willModify…; yield &_destination.wrappedValue }
/// // }
/// ```
public enum PresentsMacro: MacroExpander {
  /// Expands the accessor and peer roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let binding = try AttachedStoredVar.binding(request, macro: "Presents") else { return .empty }
    guard let type = binding.type, let wrapped = wrappedType(of: type) else {
      guard request.role == .accessor else { return .empty }
      throw MacroExpansionError(
        request.diagnostic(
          "'@Presents' requires an explicit optional type: '@Presents var \(binding.name): Destination.State?'"))
    }
    let name = binding.name
    let storage = StoredProperty.storageName(of: name)
    let presentation = "ComposableArchitecture.PresentationState<\(wrapped)>"
    switch request.role {
    case .peer:
      var builder = SourceBuilder()
      builder.line(
        "@ObservationStateIgnored private var \(storage) = \(presentation)(wrappedValue: \(binding.initializer ?? "nil"))")
      builder.block("var $\(SwiftIdentifier.unescaped(name)): \(presentation)") { builder in
        builder.block("get") { builder in
          builder.line("_$observationRegistrar.access(self, keyPath: \\.\(name))")
          builder.line("return \(storage)")
        }
        builder.block("set") { builder in
          builder.line(
            "let _$notify = _$observationRegistrar.willSet(\(storage), newValue, "
              + "ComposableArchitecture._$isPresentationIdentityEqual)")
          builder.line("\(storage) = newValue")
          builder.line("_$observationRegistrar.didSet(self, keyPath: \\.\(name), _$notify)")
        }
        // In place (what `ifLet(\.$name, …)` does to run the presented feature): the presentation
        // is changed where it is stored, so its box is not copied (and a feature presenting itself
        // does not compare what it presents with a copy, level after level). Observers of the field
        // are notified unless the presented state kept its identity (its own fields notify theirs).
        builder.block("_modify") { builder in
          builder.line(
            "let _$baseline = _$observationRegistrar.willModify("
              + "ComposableArchitecture._$modifyBaseline(\(storage).wrappedValue))")
          builder.line(
            "defer { _$observationRegistrar.didModify(self, keyPath: \\.\(name), _$baseline, "
              + "ComposableArchitecture._$modifyBaseline(\(storage).wrappedValue)) }")
          builder.line("yield &\(storage)")
        }
      }
      return MacroExpansion(source: builder.source)
    case .accessor:
      var builder = SourceBuilder()
      builder.line("@storageRestrictions(initializes: \(storage))")
      builder.block("init(initialValue)") { $0.line("\(storage) = \(presentation)(wrappedValue: initialValue)") }
      builder.block("get") { builder in
        builder.line("_$observationRegistrar.access(self, keyPath: \\.\(name))")
        builder.line("return \(storage).wrappedValue")
      }
      builder.block("set") { builder in
        builder.line(
          "let _$notify = _$observationRegistrar.willSet(\(storage).wrappedValue, newValue, "
            + "ComposableArchitecture._$isIdentityEqual)")
        builder.line("\(storage).wrappedValue = newValue")
        builder.line("_$observationRegistrar.didSet(self, keyPath: \\.\(name), _$notify)")
      }
      // In place (`state.destination?.count += 1`), as a tracked field: a change inside the presented
      // state is not a change of the presentation.
      builder.block("_modify") { builder in
        builder.line(
          "let _$baseline = _$observationRegistrar.willModify("
            + "ComposableArchitecture._$modifyBaseline(\(storage).wrappedValue))")
        builder.line(
          "defer { _$observationRegistrar.didModify(self, keyPath: \\.\(name), _$baseline, "
            + "ComposableArchitecture._$modifyBaseline(\(storage).wrappedValue)) }")
        builder.line("yield &\(storage).wrappedValue")
      }
      return MacroExpansion(source: builder.source)
    default:
      return .empty
    }
  }

  /// `X` for `X?` or `Optional<X>`; `nil` for a type that is not optional.
  static func wrappedType(of type: String) -> String? {
    let type = type.trimmingWhitespace
    if type.hasSuffix("?") { return String(type.dropLast()).trimmingWhitespace }
    for prefix in ["Optional<", "Swift.Optional<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast())
    }
    return nil
  }
}
