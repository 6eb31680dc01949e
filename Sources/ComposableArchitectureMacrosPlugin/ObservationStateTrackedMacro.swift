import MacroSupport

/// `@ObservationStateTracked`: turns a stored `var` of an `@ObservableState` struct into accessors over
/// a private `_name` storage (peer role), which register reads and notify changes (accessor role).
///
/// ```swift
/// @ObservationStateTracked var count = 0
/// // @ObservationStateIgnored private var _count = 0
/// // var count = 0 {
/// //   @storageRestrictions(initializes: _count)
/// //   init(initialValue) { _count = initialValue }
/// //   get { _$observationRegistrar.access(self, keyPath: \.count); return _count }
/// //   set { …willSet… _count = newValue …didSet… }
/// //   _modify { …; yield &_count }
/// // }
/// ```
///
/// A property with `willSet`/`didSet` gets no `_modify` (as in Swift, changing it in place runs its
/// setter), and its setter runs the observers.
public enum ObservationStateTrackedMacro: MacroExpander {
  /// Expands the accessor and peer roles.
  public static func expand(_ request: MacroExpansionRequest) throws -> MacroExpansion {
    guard let binding = try AttachedStoredVar.binding(request, macro: "ObservationStateTracked") else {
      return .empty
    }
    let storage = StoredProperty.storageName(of: binding.name)
    switch request.role {
    case .peer:
      return MacroExpansion(source: peer(binding, storage: storage))
    case .accessor:
      return MacroExpansion(source: accessors(binding, storage: storage))
    default:
      return .empty
    }
  }

  /// `@ObservationStateIgnored private var _count: Int` (with the initial value when the type is
  /// inferred from it).
  static func peer(_ binding: PropertyBinding, storage: String) -> String {
    if let type = binding.type {
      return "@ObservationStateIgnored private var \(storage): \(type)"
    }
    return "@ObservationStateIgnored private var \(storage) = \(binding.initializer ?? "nil")"
  }

  /// The accessors.
  static func accessors(_ binding: PropertyBinding, storage: String) -> String {
    let name = binding.name
    let observers = PropertyObservers(binding, name: name, storage: storage)
    var builder = SourceBuilder()
    builder.line("@storageRestrictions(initializes: \(storage))")
    builder.block("init(initialValue)") { $0.line("\(storage) = initialValue") }
    builder.block("get") { builder in
      builder.line("_$observationRegistrar.access(self, keyPath: \\.\(name))")
      builder.line("return \(storage)")
    }
    builder.block("set") { builder in
      if let willSet = observers.willSetObserver {
        if willSet.parameter != "newValue" { builder.line("let \(willSet.parameter) = newValue") }
        builder.line(PropertyObservers.call(willSet.body))
      }
      builder.line(
        "let _$notify = _$observationRegistrar.willSet(\(storage), newValue, "
          + "ComposableArchitecture._$isIdentityEqual)")
      if let didSet = observers.didSetObserver, observers.didSetUsesOldValue {
        builder.line("let \(didSet.parameter) = \(storage)")
      }
      builder.line("\(storage) = newValue")
      builder.line("_$observationRegistrar.didSet(self, keyPath: \\.\(name), _$notify)")
      if let didSet = observers.didSetObserver {
        builder.line(PropertyObservers.call(didSet.body))
      }
    }
    if observers.isEmpty {
      builder.block("_modify") { builder in
        builder.line(
          "let _$baseline = _$observationRegistrar.willModify(ComposableArchitecture._$modifyBaseline(\(storage)))")
        builder.line(
          "defer { _$observationRegistrar.didModify(self, keyPath: \\.\(name), _$baseline, "
            + "ComposableArchitecture._$modifyBaseline(\(storage))) }")
        builder.line("yield &\(storage)")
      }
    }
    return builder.source
  }
}
