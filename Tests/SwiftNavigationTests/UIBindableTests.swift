import IssueReporting
import SwiftNavigation
import Testing

// Behaviours of Point-Free's UIBindableTests (expected values as theirs), then our own.

@Perceptible
private final class Model {
  var text = ""
  var title = ""
  var id: String { text }
}

@Perceptible
private final class Row: Identifiable {
  let id = 7
}

@Suite("UIBindable")
@MainActor
struct UIBindableTests {
  // MARK: - Point-Free's UIBindableTests

  @Test func dynamicMemberLookupMakesBindings() {
    @UIBindable var model = Model()
    let textBinding = $model.text
    #expect(type(of: textBinding) == UIBinding<String>.self)

    model.text = "Blob"
    #expect(model.text == "Blob")
    #expect(textBinding.wrappedValue == "Blob")

    textBinding.wrappedValue += ", Jr."
    #expect(model.text == "Blob, Jr.")
    #expect(textBinding.wrappedValue == "Blob, Jr.")
  }

  @Test func bindingsToTheSamePropertyOfTheSameObjectHaveEqualIdentifiers() {
    let model = Model()
    @UIBindable var model1 = model
    @UIBindable var model2 = model
    @UIBindable var model3 = Model()
    #expect(UIBindingIdentifier($model1.text) == UIBindingIdentifier($model2.text))
    #expect(UIBindingIdentifier($model1.text) != UIBindingIdentifier($model2.title))
    #expect(UIBindingIdentifier($model1.text) != UIBindingIdentifier($model3.text))
    #expect(UIBindingIdentifier($model1.text).hashValue == UIBindingIdentifier($model2.text).hashValue)
    #expect(UIBindingIdentifier($model1.text).hashValue != UIBindingIdentifier($model2.title).hashValue)
    #expect(UIBindingIdentifier($model1.text).hashValue != UIBindingIdentifier($model3.text).hashValue)
  }

  // MARK: - Ours

  @Test func bindingsDoNotKeepTheObjectAliveAndReportWritesAfterIt() {
    weak var weakModel: Model?
    let binding: UIBinding<String>
    do {
      let model = Model()
      model.text = "last"
      weakModel = model
      binding = UIBindable(model).text
    }
    #expect(weakModel == nil)
    #expect(binding.wrappedValue == "last")
    withKnownIssue {
      binding.wrappedValue = "lost"
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("A binding to 'Model' (made at ") }
    }
    #expect(binding.wrappedValue == "lost")
  }

  @Test func aBindableOfAnIdentifiableObjectIsIdentifiable() {
    let model = Model()
    let row = Row()
    let bindable = UIBindable(row)
    #expect(bindable.id == 7)
    #expect(UIBindable(model).wrappedValue === model)
    #expect(UIBindable(projectedValue: bindable).wrappedValue === row)
  }

  @Test func writesThroughABindingAreSeenByObserve() async {
    let model = Model()
    @UIBindable var bindable = model
    let title = $bindable.title
    let runs = EventCount()
    var seen: [String] = []
    let token = observe {
      seen.append(model.title)
      runs.record()
    }
    title.wrappedValue = "New"
    await runs.wait(for: 2)
    #expect(seen == ["", "New"])
    _ = token
  }
}
