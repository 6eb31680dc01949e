import ConcurrencyExtras
import IssueReporting
import SwiftNavigation
import Testing

// Behaviours of Point-Free's UIBindingTests (expected values as theirs), then our own.

@Suite("UIBinding")
struct UIBindingTests {
  // MARK: - Point-Free's UIBindingTests

  @Test func aBindingMadeFromAProjectedValueSharesItsValue() {
    @UIBinding var text = ""
    let textBinding = UIBinding(projectedValue: $text)

    text = "Blob"
    #expect(text == "Blob")
    #expect(textBinding.wrappedValue == "Blob")

    textBinding.wrappedValue += ", Jr."
    #expect(text == "Blob, Jr.")
    #expect(textBinding.wrappedValue == "Blob, Jr.")
  }

  @Test func unwrappingAnOptionalBinding() throws {
    @UIBinding var count: Int? = nil

    #expect(UIBinding($count) == nil)

    count = 42
    let unwrappedCountBinding = try #require(UIBinding($count))
    #expect(count == 42)
    #expect(unwrappedCountBinding.wrappedValue == 42)

    count? += 1
    #expect(count == 43)
    #expect(unwrappedCountBinding.wrappedValue == 43)

    unwrappedCountBinding.wrappedValue += 1
    #expect(count == 44)
    #expect(unwrappedCountBinding.wrappedValue == 44)

    count = nil
    #expect(count == nil)
    #expect(unwrappedCountBinding.wrappedValue == 44)

    unwrappedCountBinding.wrappedValue += 1
    #expect(count == nil)
    #expect(unwrappedCountBinding.wrappedValue == 45)

    count = 1729
    #expect(count == 1729)
    #expect(unwrappedCountBinding.wrappedValue == 1729)

    withKnownIssue {
      let isCountPresent: UIBinding<Bool> = UIBinding($count)
      isCountPresent.wrappedValue = true
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == """
          Boolean presentation binding attempted to write 'true' to a generic 'UIBinding<Item?>' \
          (i.e., 'UIBinding<Int?>').

          This is not a valid thing to do, as there is no way to convert 'true' to a new instance of \
          'Int'.
          """
      }
    }
    #expect(count == 1729)
  }

  @Test func wrappingInAnOptionalBindingIgnoresNil() {
    @UIBinding var count = 0

    let optionalCountBinding = UIBinding<Int?>($count)

    count += 1
    #expect(count == 1)
    #expect(optionalCountBinding.wrappedValue == 1)

    optionalCountBinding.wrappedValue? += 1
    #expect(count == 2)
    #expect(optionalCountBinding.wrappedValue == 2)

    optionalCountBinding.wrappedValue = nil
    #expect(count == 2)
    #expect(optionalCountBinding.wrappedValue == 2)
  }

  @Test func aConstantIgnoresWrites() {
    @UIBinding var count: Int
    _count = .constant(0)

    count += 1
    #expect(count == 0)
  }

  @Test func dynamicMemberLookupOfAProperty() {
    struct User {
      var name = ""
    }
    @UIBinding var user = User()

    let nameBinding = $user.name

    user.name = "Blob"
    #expect(user.name == "Blob")
    #expect(nameBinding.wrappedValue == "Blob")

    nameBinding.wrappedValue += ", Jr."
    #expect(user.name == "Blob, Jr.")
    #expect(nameBinding.wrappedValue == "Blob, Jr.")
  }

  @Test func dynamicMemberLookupOfACase() throws {
    struct Failure: Error, Equatable {}

    @UIBinding var result: Result<Int, Failure> = .success(0)

    #expect($result.failure == nil)

    let countBinding = try #require($result.success)
    #expect(result == .success(0))
    #expect(countBinding.wrappedValue == 0)

    result = .success(42)
    #expect(result == .success(42))
    #expect(countBinding.wrappedValue == 42)

    countBinding.wrappedValue += 1
    #expect(result == .success(43))
    #expect(countBinding.wrappedValue == 43)

    result = .failure(Failure())
    #expect(result == .failure(Failure()))
    #expect(countBinding.wrappedValue == 43)

    countBinding.wrappedValue += 1
    #expect(result == .failure(Failure()))
    #expect(countBinding.wrappedValue == 44)

    result = .success(1729)
    #expect(result == .success(1729))
    #expect(countBinding.wrappedValue == 1729)
  }

  @Test func dynamicMemberLookupOfACaseOfAnOptionalEnum() throws {
    struct Failure: Error, Equatable {}

    @UIBinding var result: Result<Int, Failure>? = .success(0)

    #expect($result.failure.wrappedValue == nil)

    let countBinding = $result.success
    #expect(result == .success(0))
    #expect(countBinding.wrappedValue == 0)

    result = .success(42)
    #expect(result == .success(42))
    #expect(countBinding.wrappedValue == 42)

    countBinding.wrappedValue? += 1
    #expect(result == .success(43))
    #expect(countBinding.wrappedValue == 43)

    countBinding.wrappedValue = nil
    #expect(result == nil)
    #expect(countBinding.wrappedValue == nil)

    result = .failure(Failure())
    #expect(result == .failure(Failure()))
    #expect(countBinding.wrappedValue == nil)

    countBinding.wrappedValue? += 1
    #expect(result == .failure(Failure()))
    #expect(countBinding.wrappedValue == nil)

    countBinding.wrappedValue = nil
    #expect(result == .failure(Failure()))
    #expect(countBinding.wrappedValue == nil)

    result = .success(1729)
    #expect(result == .success(1729))
    #expect(countBinding.wrappedValue == 1729)
  }

  // Point-Free's test of the `AnyHashable` projection is commented out; this is its behaviour.
  @Test func erasingToAnyHashable() {
    @UIBinding var count = 0

    let hashableCountBinding = UIBinding<AnyHashable>($count)
    #expect(count == 0)
    #expect(hashableCountBinding.wrappedValue == AnyHashable(0))

    count += 1
    #expect(count == 1)
    #expect(hashableCountBinding.wrappedValue == AnyHashable(1))

    hashableCountBinding.wrappedValue = AnyHashable(2)
    #expect(count == 2)
    #expect(hashableCountBinding.wrappedValue == AnyHashable(2))
  }

  // MARK: - Ours

  @Test func erasingToAnyHashableReportsAWriteOfAnotherType() {
    @UIBinding var count = 0
    let hashableCountBinding = UIBinding<AnyHashable>($count)
    withKnownIssue {
      hashableCountBinding.wrappedValue = AnyHashable("two")
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue == """
          A 'UIBinding<AnyHashable>' made from a 'UIBinding<Int>' was written a value of type \
          'String'. The write was ignored.
          """
      }
    }
    #expect(count == 0)
  }

  @Test func aPresenceBindingWritesFalseAsNil() {
    @UIBinding var item: String? = "sheet"
    let isPresented = UIBinding<Bool>($item)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(item == nil)
    #expect(!isPresented.wrappedValue)
  }

  @Test func aPropertyOfAnOptionalIsNilWhileTheOptionalIsNil() {
    struct User: Equatable {
      var name = ""
    }
    @UIBinding var user: User? = User(name: "Blob")
    let name = $user.name
    #expect(name.wrappedValue == "Blob")
    name.wrappedValue = "Blob Jr."
    #expect(user == User(name: "Blob Jr."))
    name.wrappedValue = nil
    #expect(user == nil)
    #expect(name.wrappedValue == nil)
    name.wrappedValue = "ignored"
    #expect(user == nil)
  }

  @Test func aCaseWithoutValueOfAnOptionalEnumIsABooleanBinding() {
    @UIBinding var destination: Destination? = .settings
    let isSettings: UIBinding<Bool> = $destination.settings
    #expect(isSettings.wrappedValue)
    isSettings.wrappedValue = false
    #expect(destination == nil)
    #expect(!isSettings.wrappedValue)

    destination = .detail(id: 1)
    #expect(!isSettings.wrappedValue)
    #expect($destination.detail.wrappedValue == 1)
  }

  @MainActor
  @Test func theBoxOfAnOwnedValueIsObservable() async {
    @UIBinding var count = 0
    let binding = $count
    let runs = EventCount()
    let seen = LockIsolated<[Int]>([])
    let token = observe {
      let value = binding.wrappedValue
      seen.withValue { $0.append(value) }
      runs.record()
    }
    binding.wrappedValue = 1
    await runs.wait(for: 2)
    #expect(seen.value == [0, 1])
    _ = token
  }

  @Test func identifiableValuesMakeIdentifiableBindings() {
    struct Row: Identifiable {
      var id: Int
    }
    @UIBinding var row = Row(id: 7)
    #expect($row.id == 7)
  }

  @Test func printingChangesKeepsWhereTheBindingPoints() {
    @UIBinding var count = 0
    let printing = $count._printChanges("count")
    #expect(UIBindingIdentifier(printing) == UIBindingIdentifier($count))
    printing.wrappedValue = 3
    #expect(count == 3)
  }

  /// Every way of deriving a binding, from each kind of root: two derivations of the same path are
  /// the same identifier; any different step is a different one.
  @Test func identifiersFollowHowABindingWasDerived() {
    struct User {
      var name = ""
      var nickname = ""
    }
    @UIBinding var user = User()
    @UIBinding var otherUser = User()
    @UIBinding var number = 1
    @UIBinding var optional: Int? = 1
    @UIBinding var destination: Destination? = .detail(id: 1)
    @UIBinding var result: Result<Int, Never> = .success(1)

    let same: [(AnyHashable, AnyHashable)] = [
      (UIBindingIdentifier($user), UIBindingIdentifier($user)),
      (UIBindingIdentifier($user.name), UIBindingIdentifier($user.name)),
      (UIBindingIdentifier(UIBinding<Int?>($number)), UIBindingIdentifier(UIBinding<Int?>($number))),
      (UIBindingIdentifier(UIBinding($optional)!), UIBindingIdentifier(UIBinding($optional)!)),
      (UIBindingIdentifier(UIBinding<Bool>($optional)), UIBindingIdentifier(UIBinding<Bool>($optional))),
      (UIBindingIdentifier($destination.detail), UIBindingIdentifier($destination.detail)),
      (UIBindingIdentifier($result.success!), UIBindingIdentifier($result.success!)),
      (UIBindingIdentifier($user.name.transaction(UITransaction())), UIBindingIdentifier($user.name)),
    ]
    for (lhs, rhs) in same {
      #expect(lhs == rhs)
      #expect(lhs.hashValue == rhs.hashValue)
    }

    let different: [AnyHashable] = [
      UIBindingIdentifier($user),
      UIBindingIdentifier($otherUser),
      UIBindingIdentifier($user.name),
      UIBindingIdentifier($user.nickname),
      UIBindingIdentifier($otherUser.name),
      UIBindingIdentifier($optional),
      UIBindingIdentifier($number),
      UIBindingIdentifier(UIBinding<Int?>($number)),
      UIBindingIdentifier(UIBinding<AnyHashable>($number)),
      UIBindingIdentifier(UIBinding($optional)!),
      UIBindingIdentifier(UIBinding<Bool>($optional)),
      UIBindingIdentifier($destination),
      UIBindingIdentifier($destination.detail),
      UIBindingIdentifier($destination.settings),
      UIBindingIdentifier(UIBinding<Int>.constant(1)),
      UIBindingIdentifier(UIBinding<Int>.constant(1)),
    ]
    for (index, lhs) in different.enumerated() {
      for (otherIndex, rhs) in different.enumerated() where otherIndex != index {
        #expect(lhs != rhs, "\(index) vs \(otherIndex)")
      }
    }
  }
}

@CasePathable
enum Destination: Equatable {
  case detail(id: Int)
  case settings
}
