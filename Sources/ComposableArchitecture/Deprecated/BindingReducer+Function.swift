// `BindingReducer(action:)` with a function extracting the view action, as written with CasePaths'
// function style (`BindingReducer(action: /Action.view)`), the form of TCA before case key paths;
// deprecated with TCA's message. It applies the same writes as `BindingReducer(action: \.view)`.

extension BindingReducer {
  /// A binding reducer for the bindable actions that `toViewAction` extracts:
  /// `BindingReducer(action: /Action.view)`.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer(action: /Action.view)
  /// }
  /// ```
  ///
  /// - Parameter toViewAction: A function returning the view action an action carries, or `nil`.
  @available(
    *,
    deprecated,
    message:
      "Use the version of this API that takes a case key path, instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Using-case-key-paths"
  )
  public init(
    action toViewAction: @escaping (_ action: Action) -> ViewAction?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.toViewAction = toViewAction
    self.location = _ReducerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
