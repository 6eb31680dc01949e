import SwiftNavigation
import Testing

// Behaviours of Point-Free's CaseBindableTests (expected values as theirs; the UIBinding ones).
// `Status` conforms through the `@CaseBindable` macro; `HandWrittenStatus` by hand, with the code
// the protocol's documentation shows.

@Suite("CaseBindable")
struct CaseBindableTests {
  @Test func theEnumIsCasePathable() {
    let status = Status.inStock(quantity: 100)
    #expect(status[case: \.inStock] == 100)
    #expect(status[case: \.discontinued] == nil)
  }

  @Test func theEnumerationDerivesABindingToTheCurrentCase() {
    @UIBinding var status = Status.inStock(quantity: 100)
    switch $status.cases {
    case .inStock(let quantity):
      #expect(quantity.wrappedValue == 100)
      quantity.wrappedValue = 42
    case .outOfStock, .onSale, .discontinued:
      Issue.record("Expected 'inStock'")
    }
    #expect(status == .inStock(quantity: 42))
  }

  @Test func anEnumWithADeprecatedCaseAndAnEmptyPayloadBindsItsOtherCases() {
    @UIBinding var versioned = Versioned.current(1)
    guard case .current(let value) = $versioned.cases else {
      Issue.record("Expected 'current'")
      return
    }
    value.wrappedValue = 2
    #expect(versioned == .current(2))
  }

  @Test func labeledAndCaselessCases() {
    @UIBinding var status = Status.outOfStock(isOnBackOrder: false)
    switch $status.cases {
    case .outOfStock(let isOnBackOrder):
      isOnBackOrder.wrappedValue = true
    case .inStock, .onSale, .discontinued:
      Issue.record("Expected 'outOfStock'")
    }
    #expect(status == .outOfStock(isOnBackOrder: true))

    status = .discontinued
    switch $status.cases {
    case .discontinued:
      break
    case .inStock, .outOfStock, .onSale:
      Issue.record("Expected 'discontinued'")
    }
  }

  @Test func aCaseWithSeveralValuesBindsTheirTuple() {
    @UIBinding var status = Status.onSale(price: 100, discount: 10)
    switch $status.cases {
    case .onSale(let sale):
      #expect(sale.wrappedValue.price == 100)
      sale.wrappedValue.discount = 25
    case .inStock, .outOfStock, .discontinued:
      Issue.record("Expected 'onSale'")
    }
    #expect(status == .onSale(price: 100, discount: 25))
  }

  @Test func aBindingChainsIntoACaseBindableMember() {
    @UIBinding var item = Item(name: "Widget", status: .inStock(quantity: 100))
    let name: UIBinding<String> = $item.name
    #expect(name.wrappedValue == "Widget")
    switch $item.status {
    case .inStock(let quantity):
      quantity.wrappedValue = 9
    case .outOfStock, .onSale, .discontinued:
      Issue.record("Expected 'inStock'")
    }
    #expect(item.status == .inStock(quantity: 9))
  }

  // MARK: - Ours

  @MainActor
  @Test func aBindableObjectChainsIntoACaseBindableMember() {
    @UIBindable var model = ItemModel()
    switch $model.status {
    case .inStock(let quantity):
      quantity.wrappedValue = 3
    case .outOfStock, .onSale, .discontinued:
      Issue.record("Expected 'inStock'")
    }
    #expect(model.status == .inStock(quantity: 3))
  }

  @Test func aCaseBindingOutlivesItsCaseWithoutWritingIntoAnother() {
    @UIBinding var status = Status.inStock(quantity: 1)
    guard case .inStock(let quantity) = $status.cases else {
      Issue.record("Expected 'inStock'")
      return
    }
    status = .discontinued
    quantity.wrappedValue = 5
    #expect(status == .discontinued)
    #expect(quantity.wrappedValue == 5)
    status = .inStock(quantity: 7)
    #expect(quantity.wrappedValue == 7)
    quantity.wrappedValue = 8
    #expect(status == .inStock(quantity: 8))
  }
}

private struct Item {
  var name: String
  var status: Status
}

@Perceptible
private final class ItemModel {
  var status = Status.inStock(quantity: 100)
}

@CasePathable @CaseBindable
private enum Status: Equatable {
  case inStock(quantity: Int)
  case outOfStock(isOnBackOrder: Bool)
  case onSale(price: Int, discount: Int)
  case discontinued
}

/// A deprecated case, and a payload that is an empty enum: the expansion compiles without warnings.
@CasePathable @CaseBindable
private enum Versioned: Equatable {
  enum Nothing: Equatable {}
  @available(*, deprecated, message: "Use current")
  case legacy(Int)
  case current(Int)
  case impossible(Nothing)
}

@CasePathable
private enum HandWrittenStatus: Equatable, CaseBindable {
  case inStock(quantity: Int)
  case discontinued

  enum UIBindingEnumeration {
    case inStock(UIBinding<Int>)
    case discontinued
  }

  static func _$caseBinding(_ binding: UIBinding<HandWrittenStatus>) -> UIBindingEnumeration {
    switch binding.wrappedValue {
    case .inStock(let quantity): .inStock(binding._$case(\.inStock, quantity))
    case .discontinued: .discontinued
    }
  }
}

@Suite("CaseBindable by hand")
struct HandWrittenCaseBindableTests {
  @Test func aHandWrittenConformanceBindsTheCurrentCase() {
    @UIBinding var status = HandWrittenStatus.inStock(quantity: 1)
    guard case .inStock(let quantity) = $status.cases else {
      Issue.record("Expected 'inStock'")
      return
    }
    quantity.wrappedValue = 2
    #expect(status == .inStock(quantity: 2))
  }
}

/// An enum marked `@CaseBindable` alone: Point-Free's makes it `@CasePathable` as well.
@CaseBindable
enum Availability: Equatable {
  case inStock(quantity: Int)
  case soldOut
}

@Suite("@CaseBindable alone")
struct CaseBindableAloneTests {
  @Test("The enum gets case paths, CasePathIterable and the bindings")
  func caseBindableAloneIsCasePathable() {
    let availability = Availability.inStock(quantity: 3)
    #expect(availability[case: \.inStock] == 3)
    #expect(availability.is(\.inStock))
    #expect(Array(Availability.allCasePaths).count == 2)
    @UIBinding var bound = Availability.inStock(quantity: 3)
    guard case .inStock(let quantity) = $bound.cases else {
      Issue.record("Expected 'inStock'")
      return
    }
    quantity.wrappedValue = 4
    #expect(bound == .inStock(quantity: 4))
  }
}
