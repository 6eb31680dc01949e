import Dependencies
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct MoreBuiltInsTests {
  @Test func reExportsClocksConcurrencyExtrasAndIssueReporting() async throws {
    // Only `import Dependencies` (and Foundation, Testing) in this file.
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(1))
    let isolated = LockIsolated(1)
    isolated.withValue { $0 += 1 }
    #expect(isolated.value == 2)
    withKnownIssue {
      reportIssue("reported")
    } matching: { $0.comments.contains { $0.rawValue == "reported" } }
    #expect(isTesting)
  }

  @Test func assertAndPreconditionReportInTests() {
    @Dependency(\.assert) var assert
    @Dependency(\.precondition) var precondition
    @Dependency(\.assertionFailure) var assertionFailure
    assert(true, "not reported")
    withKnownIssue {
      assert(1 > 2, "Number must be greater")
    } matching: { $0.comments.contains { $0.rawValue == "Number must be greater" } }
    withKnownIssue {
      precondition(false, "Precondition failed here")
    } matching: { $0.comments.contains { $0.rawValue == "Precondition failed here" } }
    withKnownIssue {
      assertionFailure("Always fails")
    } matching: { $0.comments.contains { $0.rawValue == "Always fails" } }
  }

  @Test func assertCanBeOverridden() {
    let failures = LockIsolated<[String]>([])
    withDependencies {
      $0.assert = AnyAssertionEffect { condition, message, _, _ in
        if !condition() {
          let text = message()
          failures.withValue { $0.append(text) }
        }
      }
    } operation: {
      @Dependency(\.assert) var assert
      assert(false, "collected")
    }
    #expect(failures.value == ["collected"])
  }

  @Test func fireAndForgetRunsToTheEndInTests() async {
    let ran = LockIsolated(false)
    @Dependency(\.fireAndForget) var fireAndForget
    await fireAndForget { ran.setValue(true) }
    #expect(ran.value)
  }

  @Test func openURLIsUnimplementedInTestsAndOverridable() async throws {
    @Dependency(\.openURL) var openURL
    let url = try #require(URL(string: "https://www.pointfree.co"))
    await withKnownIssue {
      #expect(await openURL(url) == false)
    } matching: { $0.comments.contains { $0.rawValue.contains("Unimplemented: DependencyValues.openURL …") } }
    let opened = LockIsolated<[URL]>([])
    await withDependencies {
      $0.openURL = OpenURLEffect { url in
        opened.withValue { $0.append(url) }
        return true
      }
    } operation: {
      #expect(await openURL(url))
    }
    #expect(opened.value == [url])
  }

  @Test func notificationCenterAndURLSessionCanBeOverridden() {
    let center = NotificationCenter()
    withDependencies {
      $0.notificationCenter = center
    } operation: {
      @Dependency(\.notificationCenter) var notificationCenter
      #expect(notificationCenter === center)
    }
    @Dependency(\.notificationCenter) var unimplemented
    withKnownIssue {
      _ = unimplemented
    } matching: { $0.comments.contains { $0.rawValue.contains("Unimplemented: DependencyValues.notificationCenter …") } }
    withDependencies { $0.context = .live } operation: {
      @Dependency(\.urlSession) var urlSession
      #expect(urlSession === URLSession.shared)
    }
  }
}

struct PreferredLocalesTests {
  @Test func preferredLocales() {
    withDependencies { $0.preferredLocales = [Locale(identifier: "fr_FR")] } operation: {
      @Dependency(\.preferredLocales) var preferredLocales
      #expect(preferredLocales.map(\.identifier) == ["fr_FR"])
    }
    @Dependency(\.preferredLocales) var unimplemented
    withKnownIssue {
      #expect(unimplemented.isEmpty)
    } matching: { $0.comments.contains { $0.rawValue.contains("Unimplemented: DependencyValues.preferredLocales …") } }
  }
}
