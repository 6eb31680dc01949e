import ComposableArchitecture
import Testing

/// Every shape of dependency value reads what was set: each key's live, test and preview values in
/// their contexts, and an override, made with `withDependencies` or on a store, in every context;
/// read from a reducer, from an effect and from a model. Optional values were the fault: a key whose
/// `liveValue` is `Int? = 5` read `nil` (a missing entry, cast `as? Int?`, succeeded as `.some(nil)`),
/// which also turned the runaway-loop detector (an `Int?` dependency) off.
@MainActor
@Suite("Dependency values of every shape")
struct DependencyValueShapeTests {
  enum Override: CaseIterable, CustomStringConvertible {
    case none, withDependencies, onTheStore
    var description: String {
      switch self {
      case .none: "default"
      case .withDependencies: "withDependencies"
      case .onTheStore: "store's withDependencies"
      }
    }
  }

  static let contexts: [DependencyContext] = [.live, .test, .preview]

  @Test("optional: Int? with non-nil defaults, overridden with nil")
  func optional() async { await Self.check(OptionalShapeKey.self) }

  @Test("optional: Int? with nil defaults, overridden with a value")
  func optionalNilDefaults() async { await Self.check(OptionalNilShapeKey.self) }

  @Test("double optional: Int??")
  func doubleOptional() async { await Self.check(DoubleOptionalShapeKey.self) }

  @Test("existential: any protocol")
  func existential() async { await Self.check(ExistentialShapeKey.self) }

  @Test("optional existential: (any protocol)?")
  func optionalExistential() async { await Self.check(OptionalExistentialShapeKey.self) }

  @Test("generic struct")
  func generic() async { await Self.check(GenericShapeKey.self) }

  @Test("class")
  func classValue() async { await Self.check(ClassShapeKey.self) }

  @Test("struct of closures")
  func structOfClosures() async { await Self.check(ClosuresShapeKey.self) }

  @Test("enum with payloads")
  func enumValue() async { await Self.check(EnumShapeKey.self) }

  @Test("optional struct of closures, live nil")
  func optionalStructOfClosures() async { await Self.check(OptionalClosuresShapeKey.self) }

  /// Reads `K` in every context and override, from a reducer, an effect and a model.
  static func check<K: ShapeKey>(_ key: K.Type) async {
    for context in contexts {
      let defaultValue: String =
        switch context {
        case .live: K.describe(K.liveValue)
        case .test: K.describe(K.testValue)
        default: K.describe(K.previewValue)
        }
      for override in Override.allCases {
        let expected = override == .none ? defaultValue : K.describe(K.overrideValue)
        let store = withDependencies {
          $0.context = context
          if override == .withDependencies { $0[K.self] = K.overrideValue }
        } operation: {
          Store(initialState: ShapeReader<K>.State()) {
            ShapeReader<K>()
          } withDependencies: {
            if override == .onTheStore { $0[K.self] = K.overrideValue }
          }
        }
        await store.send(.read).finish()
        let state = store.withState { $0 }
        let where_ = "\(K.self), \(context), \(override)"
        #expect(state.fromReducer == expected, "reducer: \(where_)")
        #expect(state.fromEffect == expected, "effect: \(where_)")
        #expect(state.fromEffectLocal == expected, "effect's own @Dependency: \(where_)")

        guard override != .onTheStore else { continue }
        let model = withDependencies {
          $0.context = context
          if override == .withDependencies { $0[K.self] = K.overrideValue }
        } operation: {
          ShapeModel<K>()
        }
        #expect(K.describe(model.value) == expected, "model: \(where_)")
      }
    }
  }
}

/// A key with distinct live, test, preview and override values, and a way to tell them apart.
protocol ShapeKey: DependencyKey, SendableMetatype {
  static var overrideValue: Value { get }
  static func describe(_ value: Value) -> String
}

extension ShapeKey {
  static func describe(_ value: Value) -> String { String(describing: value) }
}

/// Reads `K` in its pass, and in its effect (through the reducer's property, and through an
/// `@Dependency` of the effect's own).
struct ShapeReader<K: ShapeKey>: Reducer {
  struct State: Equatable {
    var fromReducer = ""
    var fromEffect = ""
    var fromEffectLocal = ""
  }
  enum Action {
    case read
    case effectRead(String, String)
  }
  @Dependency(K.self) var value

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .read:
      state.fromReducer = K.describe(value)
      return .run { [self] send in
        @Dependency(K.self) var local
        await send(.effectRead(K.describe(self.value), K.describe(local)))
      }
    case let .effectRead(fromProperty, fromLocal):
      state.fromEffect = fromProperty
      state.fromEffectLocal = fromLocal
      return .none
    }
  }
}

/// A model reading `K`, resolved with the dependencies in force when it was created.
final class ShapeModel<K: ShapeKey> {
  @Dependency(K.self) var value
}

enum OptionalShapeKey: ShapeKey {
  static let liveValue: Int? = 5
  static let testValue: Int? = 6
  static let previewValue: Int? = 7
  static let overrideValue: Int? = nil
}

enum OptionalNilShapeKey: ShapeKey {
  static let liveValue: Int? = nil
  static let testValue: Int? = nil
  static let previewValue: Int? = nil
  static let overrideValue: Int? = 8
}

enum DoubleOptionalShapeKey: ShapeKey {
  static let liveValue: Int?? = .some(nil)
  static let testValue: Int?? = .some(.some(6))
  static let previewValue: Int?? = nil
  static let overrideValue: Int?? = .some(.some(8))
}

protocol ShapeGreeter: Sendable {
  var name: String { get }
}

struct NamedGreeter: ShapeGreeter {
  let name: String
}

struct OtherGreeter: ShapeGreeter {
  var name: String { "other" }
}

enum ExistentialShapeKey: ShapeKey {
  static let liveValue: any ShapeGreeter = NamedGreeter(name: "live")
  static let testValue: any ShapeGreeter = NamedGreeter(name: "test")
  static let previewValue: any ShapeGreeter = OtherGreeter()
  static let overrideValue: any ShapeGreeter = NamedGreeter(name: "override")
  static func describe(_ value: any ShapeGreeter) -> String { "\(type(of: value)).\(value.name)" }
}

enum OptionalExistentialShapeKey: ShapeKey {
  static let liveValue: (any ShapeGreeter)? = NamedGreeter(name: "live")
  static let testValue: (any ShapeGreeter)? = nil
  static let previewValue: (any ShapeGreeter)? = OtherGreeter()
  static let overrideValue: (any ShapeGreeter)? = nil
  static func describe(_ value: (any ShapeGreeter)?) -> String {
    value.map { "\(type(of: $0)).\($0.name)" } ?? "nil"
  }
}

struct ShapePair<First: Sendable, Second: Sendable>: Sendable {
  let first: First
  let second: Second
}

enum GenericShapeKey: ShapeKey {
  static let liveValue = ShapePair(first: "live", second: 1)
  static let testValue = ShapePair(first: "test", second: 2)
  static let previewValue = ShapePair(first: "preview", second: 3)
  static let overrideValue = ShapePair(first: "override", second: 4)
}

final class ShapeService: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

enum ClassShapeKey: ShapeKey {
  static let liveValue = ShapeService(name: "live")
  static let testValue = ShapeService(name: "test")
  static let previewValue = ShapeService(name: "preview")
  static let overrideValue = ShapeService(name: "override")
  static func describe(_ value: ShapeService) -> String { value.name }
}

struct ShapeClient: Sendable {
  var fetch: @Sendable () -> String
  var count: @Sendable (String) -> Int
}

enum ClosuresShapeKey: ShapeKey {
  static let liveValue = ShapeClient(fetch: { "live" }, count: { $0.count })
  static let testValue = ShapeClient(fetch: { "test" }, count: { _ in -1 })
  static let previewValue = ShapeClient(fetch: { "preview" }, count: { _ in 0 })
  static let overrideValue = ShapeClient(fetch: { "override" }, count: { $0.count * 2 })
  static func describe(_ value: ShapeClient) -> String { "\(value.fetch()) \(value.count("abc"))" }
}

enum OptionalClosuresShapeKey: ShapeKey {
  static let liveValue: ShapeClient? = nil
  static let testValue: ShapeClient? = ShapeClient(fetch: { "test" }, count: { _ in -1 })
  static let previewValue: ShapeClient? = nil
  static let overrideValue: ShapeClient? = ShapeClient(fetch: { "override" }, count: { _ in 2 })
  static func describe(_ value: ShapeClient?) -> String {
    value.map { "\($0.fetch()) \($0.count("abc"))" } ?? "nil"
  }
}

enum ShapeMode: Sendable {
  case live
  case test(Int)
  case preview(name: String)
  case overridden
}

enum EnumShapeKey: ShapeKey {
  static let liveValue = ShapeMode.live
  static let testValue = ShapeMode.test(6)
  static let previewValue = ShapeMode.preview(name: "p")
  static let overrideValue = ShapeMode.overridden
}
