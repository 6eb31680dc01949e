import Foundation

/// The fields of an `@ObservableState` struct, as its generated `_$registerFields` lists them: each
/// field's name, key path and storage key path.
///
/// ```swift
/// // Generated for `var count = 0`:
/// public static func _$registerFields(_ fields: inout ComposableArchitecture._ObservableStateFields<Self>) {
///   fields._$registrar(\Self._$observationRegistrar)
///   fields._$field("count", \Self.count, storage: \Self._count, ComposableArchitecture._$modifyBaseline)
/// }
/// ```
public struct _ObservableStateFields<Root: ObservableState> {
  /// One field.
  struct Field {
    /// The name as declared.
    let name: String
    /// The key path users write, `\State.count`.
    let keyPath: PartialKeyPath<Root>
    /// The key path of the stored value, `\State._count` (the same as ``keyPath`` for untracked fields).
    let storage: AnyKeyPath
    /// For a tracked field, an ``ObservedStoragePath`` writing it in place.
    let storagePath: AnyObject?
    /// Notifies the observers of this field on a registrar.
    let notify: ((ObservationStateRegistrar, Root) -> Void)?
  }

  var registrar: WritableKeyPath<Root, ObservationStateRegistrar>?
  var fields: [Field] = []

  init() {}

  /// Records where the state keeps its registrar.
  public mutating func _$registrar(_ keyPath: WritableKeyPath<Root, ObservationStateRegistrar>) {
    registrar = keyPath
  }

  /// Records a tracked field: its name, key path, storage key path, and how to compare its values
  /// before and after an in-place change.
  public mutating func _$field<Value>(
    _ name: String,
    _ keyPath: WritableKeyPath<Root, Value>,
    storage: WritableKeyPath<Root, Value>,
    _ baseline: @escaping (Value) -> _$ModifyBaseline<Value>
  ) {
    let notify: (ObservationStateRegistrar, Root) -> Void = { registrar, root in
      registrar.notify(root, keyPath: keyPath)
    }
    let storagePath = registrar.map {
      ObservedStoragePath(storage: storage, baseline: baseline, registrar: $0, notify: notify)
    }
    fields.append(
      Field(name: name, keyPath: keyPath, storage: storage, storagePath: storagePath, notify: notify))
  }

  /// Records a stored field that is not tracked (a `let`, or an `@ObservationStateIgnored` `var`).
  public mutating func _$field<Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
    fields.append(Field(name: name, keyPath: keyPath, storage: keyPath, storagePath: nil, notify: nil))
  }
}

/// The fields of one observable state type, listed once and looked up by key path.
final class ObservableStateFieldTable<Root: ObservableState>: @unchecked Sendable {
  let registrar: WritableKeyPath<Root, ObservationStateRegistrar>?
  let fields: [_ObservableStateFields<Root>.Field]
  private let indexByKeyPath: [AnyKeyPath: Int]

  private init() {
    var builder = _ObservableStateFields<Root>()
    Root._$registerFields(&builder)
    registrar = builder.registrar
    fields = builder.fields
    var index: [AnyKeyPath: Int] = [:]
    for (offset, field) in builder.fields.enumerated() where index[field.keyPath] == nil {
      index[field.keyPath] = offset
    }
    indexByKeyPath = index
  }

  /// The field at `keyPath`, if it is one.
  func field(for keyPath: AnyKeyPath) -> _ObservableStateFields<Root>.Field? {
    indexByKeyPath[keyPath].map { fields[$0] }
  }

  /// Notifies the observers of every tracked field registered on `registrar`.
  func notifyAll(on registrar: ObservationStateRegistrar, subject: Root) {
    for field in fields {
      field.notify?(registrar, subject)
    }
  }

  /// The table of `Root`, built the first time it is asked for.
  static var shared: ObservableStateFieldTable<Root> {
    let key = ObjectIdentifier(Root.self)
    tablesLock.lock()
    defer { tablesLock.unlock() }
    if let table = tables[key] as? ObservableStateFieldTable<Root> {
      return table
    }
    let table = ObservableStateFieldTable<Root>()
    tables[key] = table
    return table
  }
}

private let tablesLock = NSLock()
nonisolated(unsafe) private var tables: [ObjectIdentifier: AnyObject] = [:]
