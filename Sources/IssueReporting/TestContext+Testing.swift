extension TestContext {
  /// What is known of the Swift Testing test running in the current task.
  ///
  /// ```swift
  /// if case let .swiftTesting(testing?) = TestContext.current {
  ///   print(testing.test.id)
  /// }
  /// ```
  public struct Testing: Equatable, Sendable {
    /// The running test.
    public let test: Test

    /// Describes the running `test`.
    package init(test: Test) {
      self.test = test
    }

    /// The Swift Testing test running in the current task, read from Swift Testing (which this
    /// library does not link), or `nil` when there is none or it could not be read.
    static var current: Testing? {
      SwiftTestingBridge.currentTest.flatMap(Test.init(swiftTestingTest:)).map(Testing.init(test:))
    }

    /// A Swift Testing test: its identity and its traits.
    public struct Test: Hashable, @unchecked Sendable {
      /// The test's identity: equal for every run of the same test function (or suite), different
      /// for different ones.
      public let id: ID
      /// The traits applied to the test, such as `.tags(...)`, `.disabled()` or a custom trait, as
      /// Swift Testing holds them (values of Swift Testing's `Trait` types).
      public let traits: [any Sendable]

      /// Describes a test with `id` and `traits`.
      package init(id: ID, traits: [any Sendable]) {
        self.id = id
        self.traits = traits
      }

      /// Reads the identity and traits of a value of Swift Testing's `Test` type. The identity is the
      /// test's declaration: its containing type, name and source location, as Swift Testing's own
      /// identifier is made of.
      init?(swiftTestingTest test: Any) {
        let mirror = Mirror(reflecting: test)
        var parts: [String] = []
        var traits: [any Sendable] = []
        for child in mirror.children {
          switch child.label {
          case "name", "containingTypeInfo", "sourceLocation":
            parts.append("\(child.label ?? ""): \(child.value)")
          case "traits":
            traits = Mirror(reflecting: child.value).children.map { SendableBox($0.value).value }
          default:
            break
          }
        }
        guard !parts.isEmpty else { return nil }
        self.init(id: ID(rawValue: AnyHashable(parts.joined(separator: "; "))), traits: traits)
      }

      /// Two tests are equal when they have the same identity.
      public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
      }

      /// Hashes the test's identity.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
      }

      /// The identity of a test.
      public struct ID: Hashable, @unchecked Sendable {
        /// The underlying identifier.
        public let rawValue: AnyHashable

        /// An identity wrapping `rawValue`.
        package init(rawValue: AnyHashable) {
          self.rawValue = rawValue
        }
      }
    }
  }
}

/// Carries a value read from Swift Testing, whose traits are all `Sendable`, as `any Sendable`.
private struct SendableBox: @unchecked Sendable {
  let value: any Sendable
  init(_ value: Any) {
    // Every Swift Testing trait conforms to `Sendable` (its `Trait` protocol requires it).
    self.value = unsafeBitCast(value as Any, to: (any Sendable).self)
  }
}
