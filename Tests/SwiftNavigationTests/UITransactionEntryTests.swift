import SwiftNavigation
import Testing

// `@UITransactionEntry` (issue 62): a transaction value in one line, with or without a written type,
// read and written through the transaction like a hand-written key.

extension UITransaction {
  @UITransactionEntry var animateCount = false
  @UITransactionEntry var entryLabel: String = "none"
  @UITransactionEntry var `repeat` = 1
}

@Suite("@UITransactionEntry")
struct UITransactionEntryTests {
  @Test("Defaults, writes, and withUITransaction over an entry")
  func entries() {
    var transaction = UITransaction()
    #expect(transaction.animateCount == false)
    #expect(transaction.entryLabel == "none")
    #expect(transaction.repeat == 1)
    transaction.animateCount = true
    transaction.entryLabel += "!"
    transaction.repeat += 1
    #expect(transaction.animateCount)
    #expect(transaction.entryLabel == "none!")
    #expect(transaction.repeat == 2)
    #expect(UITransaction().animateCount == false)

    let seen = withUITransaction(\.animateCount, true) { UITransaction.current.animateCount }
    #expect(seen)
  }
}
