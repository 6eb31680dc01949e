/// Declares a ``UITransaction`` value with its default, in one line, as SwiftUI's `@Entry` does for
/// its transactions.
///
/// ```swift
/// extension UITransaction {
///   @UITransactionEntry var animateCount = false
/// }
///
/// withUITransaction(\.animateCount, true) {
///   model.count += 1
/// }
/// ```
///
/// It generates a private ``UITransactionKey`` whose default is the property's initial value, and
/// makes the property read and write the transaction through that key. It applies to a `var` with a
/// default value in an extension of `UITransaction`; anything else is an error.
@attached(accessor, names: named(get), named(set), named(_modify))
@attached(peer, names: prefixed(__Key_))
public macro UITransactionEntry() =
  #externalMacro(module: "CasePathsMacrosPlugin", type: "UITransactionEntryMacro")
