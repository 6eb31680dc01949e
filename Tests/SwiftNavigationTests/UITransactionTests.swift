import ConcurrencyExtras
import SwiftNavigation
import Testing

// Behaviours of Point-Free's UITransactionTests (all but the `@UITransactionEntry` macro's), then
// our own.

@Perceptible
@MainActor
private final class TransactionModel {
  var count = 0
}

extension UITransaction {
  fileprivate var isSet: Bool {
    get { self[IsSetKey.self] }
    set { self[IsSetKey.self] = newValue }
  }

  fileprivate var isAlsoSet: Bool {
    get { self[IsAlsoSetKey.self] }
    set { self[IsAlsoSetKey.self] = newValue }
  }

  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }

  fileprivate var wrapping: String {
    get { self[WrappingKey.self] }
    set { self[WrappingKey.self] = newValue }
  }

  fileprivate var alsoWrapping: String {
    get { self[AlsoWrappingKey.self] }
    set { self[AlsoWrappingKey.self] = newValue }
  }
}

private enum IsSetKey: UITransactionKey {
  static let defaultValue = false
}

private enum IsAlsoSetKey: UITransactionKey {
  static let defaultValue = false
}

private enum LabelKey: UITransactionKey {
  static let defaultValue = "default"
}

/// What the wrapping keys did, in order.
private let wrappingLog = LockIsolated<[String]>([])

/// A key that wraps the updates of changes made under it, logging around them.
private enum WrappingKey: _UICustomTransactionKey {
  static let defaultValue = ""
  static func perform(value: String, operation: @Sendable () -> Void) {
    wrappingLog.withValue { $0.append("\(value) begin") }
    operation()
    wrappingLog.withValue { $0.append("\(value) end") }
  }
}

private enum AlsoWrappingKey: _UICustomTransactionKey {
  static let defaultValue = ""
  static func perform(value: String, operation: @Sendable () -> Void) {
    wrappingLog.withValue { $0.append("\(value) begin") }
    operation()
    wrappingLog.withValue { $0.append("\(value) end") }
  }
}

@Suite("UITransaction", .timeLimit(.minutes(10)), .serialized)
struct UITransactionTests {
  // MARK: - Point-Free's UITransactionTests

  @MainActor
  @Test func aChangesTransactionReachesTheRerun() async {
    var tokens: Set<ObserveToken> = []
    let model = TransactionModel()
    let runs = EventCount()
    #expect(UITransaction.current.isSet == false)

    var seen: [Bool] = []
    observe {
      if model.count == 0 {
        seen.append(UITransaction.current.isSet)
      } else if model.count == 1 {
        seen.append(UITransaction.current.isSet)
      } else {
        Issue.record("Unexpected count \(model.count)")
      }
      runs.record()
    }
    .store(in: &tokens)

    withUITransaction(\.isSet, true) {
      model.count += 1
    }
    await runs.wait(for: 2)
    #expect(seen == [false, true])
    #expect(model.count == 1)
    #expect(UITransaction.current.isSet == false)
  }

  @Test func nestedTransactionsMerge() {
    var tokens: Set<ObserveToken> = []
    let seen = LockIsolated<[String]>([])
    @Sendable func record(_ name: String, _ transaction: UITransaction) {
      seen.withValue { $0.append("\(name) \(transaction.isSet) \(transaction.isAlsoSet)") }
    }
    observe { transaction in record("outside", transaction) }
      .store(in: &tokens)
    withUITransaction(\.isSet, true) {
      observe { transaction in record("isSet", transaction) }
        .store(in: &tokens)
      withUITransaction(\.isAlsoSet, true) {
        observe { transaction in record("both", transaction) }
          .store(in: &tokens)
      }
      observe { transaction in record("isSet again", transaction) }
        .store(in: &tokens)
    }
    observe { transaction in record("outside again", transaction) }
      .store(in: &tokens)

    #expect(
      seen.value == [
        "outside false false",
        "isSet true false",
        "both true true",
        "isSet again true false",
        "outside again false false",
      ]
    )
  }

  @MainActor
  @Test func theFirstRunSeesTheTransactionObserveWasCalledUnder() {
    var tokens: Set<ObserveToken> = []
    let model = TransactionModel()
    #expect(UITransaction.current.isSet == false)

    var didObserve = false
    withUITransaction(\.isSet, true) {
      observe {
        #expect(model.count == 0)
        #expect(UITransaction.current.isSet == true)
        didObserve = true
      }
      .store(in: &tokens)
    }

    #expect(didObserve == true)
    #expect(UITransaction.current.isSet == false)
  }

  @Test func anInnerTransactionOverridesAnOuterOne() {
    #expect(UITransaction.current.isSet == false)
    withUITransaction(\.isSet, true) {
      #expect(UITransaction.current.isSet == true)
      withUITransaction(\.isSet, false) {
        #expect(UITransaction.current.isSet == false)
      }
    }
  }

  @MainActor
  @Test func aBindingsTransactionReachesTheRerun() async {
    var tokens: Set<ObserveToken> = []
    @UIBinding var count = 0
    let binding = $count
    var transaction = UITransaction()
    transaction.isSet = true
    let runs = EventCount()

    var seen: [Bool] = []
    observe {
      if binding.wrappedValue == 0 {
        seen.append(UITransaction.current.isSet)
      } else if binding.wrappedValue == 1 {
        seen.append(UITransaction.current.isSet)
      } else {
        Issue.record("Unexpected count \(binding.wrappedValue)")
      }
      runs.record()
    }
    .store(in: &tokens)

    let bindingWithTransaction = $count.transaction(transaction)
    bindingWithTransaction.wrappedValue = 1

    await runs.wait(for: 2)
    #expect(seen == [false, true])
  }

  // MARK: - Ours

  @Test func unsetKeysReadTheirDefaults() {
    let transaction = UITransaction()
    #expect(transaction.isSet == false)
    #expect(transaction.label == "default")
    var changed = transaction
    changed.label = "set"
    changed.label = "set again"
    #expect(changed.label == "set again")
    #expect(changed.isSet == false)
  }

  @Test func asyncTransactionsCoverTheirBody() async {
    let seen = await withUITransaction(\.label, "async") {
      await Task.yield()
      return UITransaction.current.label
    }
    #expect(seen == "async")
    #expect(UITransaction.current.label == "default")

    var transaction = UITransaction()
    transaction.isSet = true
    let isSet = await withUITransaction(transaction) {
      await Task.yield()
      return UITransaction.current.isSet
    }
    #expect(isSet)
  }

  @MainActor
  @Test func aBindingWriteInsideATransactionKeepsThatTransaction() async {
    var tokens: Set<ObserveToken> = []
    @UIBinding var count = 0
    let binding = $count
    let runs = EventCount()
    var labels: [String] = []
    observe {
      _ = binding.wrappedValue
      labels.append(UITransaction.current.label)
      runs.record()
    }
    .store(in: &tokens)

    var bindingTransaction = UITransaction()
    bindingTransaction.label = "binding"
    withUITransaction(\.label, "outer") {
      binding.transaction(bindingTransaction).wrappedValue = 1
    }
    await runs.wait(for: 2)
    #expect(labels == ["default", "outer"])
  }

  @MainActor
  @Test func customKeysWrapTheRerunFirstSetOutermost() async {
    wrappingLog.setValue([])
    var tokens: Set<ObserveToken> = []
    let model = TransactionModel()
    let runs = EventCount()
    observe {
      let count = model.count
      wrappingLog.withValue { $0.append("run \(count)") }
      runs.record()
    }
    .store(in: &tokens)

    var transaction = UITransaction()
    transaction.wrapping = "outer"
    transaction.alsoWrapping = "inner"
    withUITransaction(transaction) {
      model.count = 1
    }
    await runs.wait(for: 2)
    #expect(wrappingLog.value == ["run 0", "outer begin", "inner begin", "run 1", "inner end", "outer end"])
  }
}
