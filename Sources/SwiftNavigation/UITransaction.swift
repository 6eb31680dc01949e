/// The context of a state change: values that travel from the code that made a change to the
/// observations that react to it.
///
/// Like SwiftUI's `Transaction`, for code that is not SwiftUI. Set values for a change with
/// ``withUITransaction(_:_:)`` or on a binding with ``UIBinding/transaction(_:)``; an observation
/// (``observe(_:isolation:)-72ibl``) receives the transaction of the change that
/// made it run again.
///
/// ```swift
/// withUITransaction(\.isAnimated, true) {
///   model.isSheetPresented = true
/// }
///
/// observe { transaction in
///   sheet.setVisible(model.isSheetPresented, animated: transaction.isAnimated)
/// }
/// ```
///
/// Values are read and written through keys, see ``UITransactionKey``.
public struct UITransaction: Sendable {
  /// The transaction of the code running now: the merge of every ``withUITransaction(_:_:)`` around
  /// it. An observation that re-runs for a change sees the transaction the change was made under.
  @TaskLocal package static var current = UITransaction()

  /// The values set on this transaction, in the order their keys were first set.
  var entries: [Entry] = []

  /// Creates a transaction with no value set: every key reads its default.
  public init() {}

  /// The value stored under `key`, or the key's default when none was set.
  ///
  /// ```swift
  /// var transaction = UITransaction()
  /// transaction[IsAnimatedKey.self] = true
  /// ```
  public subscript<Key: UITransactionKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      for entry in entries where entry.id == id {
        if let value = entry.value as? Key.Value { return value }
      }
      return Key.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      if let index = entries.firstIndex(where: { $0.id == id }) {
        entries[index].value = newValue
      } else {
        entries.append(Entry(id: id, wrap: Self.wrapper(for: key), value: newValue))
      }
    }
  }

  /// Whether no value is set.
  var isEmpty: Bool {
    entries.isEmpty
  }

  /// This transaction with every value of `other` set over it.
  func merging(_ other: UITransaction) -> UITransaction {
    var merged = self
    for entry in other.entries {
      if let index = merged.entries.firstIndex(where: { $0.id == entry.id }) {
        merged.entries[index].value = entry.value
      } else {
        merged.entries.append(entry)
      }
    }
    return merged
  }

  /// Runs `body` inside every custom key's wrapping (see `_UICustomTransactionKey`), the key set
  /// first outermost.
  func perform(_ body: @escaping @Sendable () -> Void) {
    var operation = body
    for entry in entries.reversed() {
      guard let wrap = entry.wrap else { continue }
      operation = wrap(self, operation)
    }
    operation()
  }

  /// How a key wraps an update, when it is a `_UICustomTransactionKey`.
  private static func wrapper<Key: UITransactionKey>(for key: Key.Type) -> Entry.Wrap? {
    guard let custom = key as? any _UICustomTransactionKey.Type else { return nil }
    return wrapper(forCustom: custom)
  }

  private static func wrapper<Key: _UICustomTransactionKey>(forCustom _: Key.Type) -> Entry.Wrap {
    { transaction, operation in
      let value = transaction[Key.self]
      return { Key.perform(value: value, operation: operation) }
    }
  }

  /// One value and the key it is stored under.
  struct Entry: Sendable {
    typealias Wrap = @Sendable (UITransaction, @escaping @Sendable () -> Void) -> @Sendable () -> Void

    let id: ObjectIdentifier
    let wrap: Wrap?
    var value: any Sendable
  }
}
