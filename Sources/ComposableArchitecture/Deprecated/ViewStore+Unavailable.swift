// The members of TCA's `ViewStore` that are made of Combine or SwiftUI. OpenTCA has neither: they are
// declared so that code using them gets a message naming what to use instead, not "no member".

@available(
  *,
  deprecated,
  message:
    "Use '@ObservableState', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Using-ObservableState"
)
extension ViewStore {
  /// Unavailable: a Combine publisher of the view state.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no Combine: observe the view store with 'withPerceptionTracking { viewStore.state }', await 'viewStore.yield(while:)', or read an '@ObservableState' store directly"
  )
  public var publisher: Void { () }

  /// Unavailable: the `ObservableObject` publisher SwiftUI subscribes to.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no Combine: a view store is 'Observable'; track its reads with 'withPerceptionTracking' (or 'withObservationTracking')"
  )
  public var objectWillChange: Void { () }

  /// Unavailable: a SwiftUI binding that sends an action when written.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no SwiftUI layer: send the action yourself ('viewStore.send(action(value))'), or use '@ObservableState' with a 'BindableAction' and write 'store.field = value'"
  )
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send valueToAction: @escaping (_ value: Value) -> ViewAction
  ) {}

  /// Unavailable: a SwiftUI binding that sends an action when written.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no SwiftUI layer: send the action yourself ('viewStore.send(action)'), or use '@ObservableState' with a 'BindableAction' and write 'store.field = value'"
  )
  public func binding<Value>(
    get: @escaping (_ state: ViewState) -> Value,
    send action: ViewAction
  ) {}

  /// Unavailable: a SwiftUI binding of the whole view state that sends an action when written.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no SwiftUI layer: send the action yourself ('viewStore.send(action(value))'), or use '@ObservableState' with a 'BindableAction' and write 'store.field = value'"
  )
  public func binding(send valueToAction: @escaping (_ state: ViewState) -> ViewAction) {}

  /// Unavailable: a SwiftUI binding of the whole view state that sends an action when written.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no SwiftUI layer: send the action yourself ('viewStore.send(action)'), or use '@ObservableState' with a 'BindableAction' and write 'store.field = value'"
  )
  public func binding(send action: ViewAction) {}
}

#if !canImport(SwiftUI)
  /// Unavailable: SwiftUI's property wrapper observing an `ObservableObject` (TCA views held
  /// `@ObservedObject var viewStore`). Where SwiftUI exists, this is SwiftUI's own type.
  @available(
    *, unavailable,
    message:
      "OpenTCA has no SwiftUI layer: hold the store ('let store: StoreOf<Feature>'), read '@ObservableState' fields ('store.count') inside 'withPerceptionTracking', or keep a 'ViewStore' in a plain property"
  )
  @propertyWrapper
  public struct ObservedObject<ObjectType> {
    /// The observed object.
    public var wrappedValue: ObjectType

    /// Wraps an object.
    public init(wrappedValue: ObjectType) {
      self.wrappedValue = wrappedValue
    }
  }
#endif
