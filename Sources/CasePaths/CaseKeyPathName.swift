extension AnyKeyPath {
  /// This key path as it is written, when it is a case key path: `\AppAction.Cases.child.tap`;
  /// `nil` for another key path, or a case key path through a member with no name (a case path
  /// built from functions, such as `Case(embed:extract:)`).
  ///
  /// The standard library prints a case key path as `\Case<AppAction>.<computed 0x…>`, since its
  /// members are dynamic-member subscripts; reports print this name instead.
  ///
  /// ```swift
  /// (\AppAction.Cases.child.tap)._caseKeyPathName  // "\AppAction.Cases.child.tap"
  /// (\AppAction.Cases.self)._caseKeyPathName       // "\AppAction.Cases.self"
  /// ```
  ///
  /// Computed on each call: it evaluates the key path (running the `AllCasePaths` getters of its
  /// members), which nothing else on the path of an action does.
  public var _caseKeyPathName: String? {
    guard let caseRoot = type(of: self).rootType as? any _CaseRoot.Type else { return nil }
    return caseRoot._name(of: self)
  }
}

/// The root type of case key paths, ``Case``, with its value type opened.
protocol _CaseRoot {
  /// The name of `keyPath`, a key path from this type.
  static func _name(of keyPath: AnyKeyPath) -> String?
}

extension Case: _CaseRoot {
  static func _name(of keyPath: AnyKeyPath) -> String? {
    guard let keyPath = keyPath as? PartialKeyPath<Case<Value>>,
      let reached = Case<Value>()[keyPath: keyPath] as? any _AnyCase
    else { return nil }
    return reached.name(rootedAt: Value.self)
  }
}
