@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// `@available` on cases and on the enum (`Fixtures/Availability.swift`).
struct AvailabilityExpansionTests {
  static let versioned = """
    @CasePathable
    enum Versioned: Equatable {
      case current(Int)
      @available(*, deprecated, message: "Use current")
      case legacy(String)
      @available(*, unavailable, message: "Gone")
      case removed(Double)
      @available(macOS 10.15, iOS 13, *)
      case introduced(Int)
    }
    """

  @Test func unavailableCasesAreOmittedEverywhere() throws {
    let source = try #require(try Fixture.members(Self.versioned).source)
    #expect(!source.contains("removed"))
  }

  @Test func deprecatedCasesGetTheAttributeAndAWitness() throws {
    let source = try #require(try Fixture.members(Self.versioned).source)
    #expect(source.contains("if case .legacy = root { return CasePaths._$caseKeyPath(_$legacy.self) }"))
    #expect(
      source.contains(
        """
          @available(*, deprecated, message: "Use current")
          public var legacy: CasePaths.AnyCasePath<Versioned, String> {
        """))
    #expect(source.contains("allCasePaths.append(CasePaths._$caseKeyPath(_$legacy.self))"))
    #expect(
      source.contains(
        #"""
          public nonisolated enum _$legacy: CasePaths._CaseKeyPathWitness {
            @available(*, deprecated, message: "Use current")
            public static var caseKeyPath: CasePaths.PartialCaseKeyPath<Versioned> { \.legacy }
          }
        }
        """#))
  }

  @Test func introducedCasesAreGuardedByAvailable() throws {
    let source = try #require(try Fixture.members(Self.versioned).source)
    #expect(
      source.contains(
        #"""
            if case .introduced = root, #available(macOS 10.15, iOS 13, *) { return \.introduced }
        """#))
    #expect(
      source.contains(
        """
          @available(macOS 10.15, iOS 13, *)
          public var introduced: CasePaths.AnyCasePath<Versioned, Int> {
        """))
    #expect(source.contains(#"if #available(macOS 10.15, iOS 13, *) { allCasePaths.append(\.introduced) }"#))
  }

  @Test func platformDeprecationsAreDeprecations() throws {
    let source = try #require(
      try Fixture.members(
        """
        @CasePathable
        enum E {
          @available(iOS, deprecated, message: "x") case a
          @available(macOS, introduced: 10.15, deprecated: 13) case b
          @available(*, deprecated, renamed: "c") case d
        }
        """
      ).source)
    #expect(source.contains("public nonisolated enum _$a: CasePaths._CaseKeyPathWitness {"))
    #expect(
      source.contains("    @available(macOS, introduced: 10.15, deprecated: 13)\n    public static var caseKeyPath"))
    #expect(source.contains("public nonisolated enum _$d: CasePaths._CaseKeyPathWitness {"))
  }

  /// Not spelled out by the contract: both rules at once. The witness type carries the introduction
  /// (a protocol witness may not be less available than its conformance).
  @Test func introducedAndDeprecatedTogether() throws {
    let source = try #require(
      try Fixture.members(
        "@CasePathable\nenum E {\n  @available(macOS 14, *)\n  @available(*, deprecated)\n  case a(Int)\n}"
      ).source)
    #expect(source.contains("  if case .a = root, #available(macOS 14, *) { return CasePaths._$caseKeyPath(_$a.self) }"))
    #expect(source.contains("  @available(macOS 14, *)\n  @available(*, deprecated)\n  public var a:"))
    #expect(
      source.contains(
        """
          @available(macOS 14, *)
          public nonisolated enum _$a: CasePaths._CaseKeyPathWitness {
            @available(*, deprecated)
            public static var caseKeyPath:
        """))
  }

  @Test func enumAvailabilityIsCopiedOntoTheExtension() throws {
    let expansion = try Fixture.conformances(
      """
      /// Docs.
      @available(macOS 14, iOS 17, *)
      @CasePathable
      @available(*, deprecated, message: "Old")
      public enum E { case a }
      """)
    #expect(
      expansion.source == """
        @available(macOS 14, iOS 17, *)
        @available(*, deprecated, message: "Old")
        extension E: CasePaths.CasePathable, CasePaths.CasePathIterable {}

        """)
  }

  @Test func classification() {
    func classify(_ attribute: String) -> String {
      let availability = CaseAvailability(DeclarationScanner.attribute(in: attribute).map { [$0] } ?? [])
      if availability.isUnavailable { return "unavailable" }
      if availability.isDeprecated { return "deprecated" }
      if !availability.introductions.isEmpty { return "introduced" }
      if !availability.unsupported.isEmpty { return "unsupported" }
      return "none"
    }
    #expect(classify("@available(*, unavailable)") == "unavailable")
    #expect(classify(#"@available(*, unavailable, renamed: "b")"#) == "unavailable")
    #expect(classify("@available(*, deprecated)") == "deprecated")
    #expect(classify("@available(iOS, deprecated: 17)") == "deprecated")
    #expect(classify("@available(iOS 17, *)") == "introduced")
    #expect(classify("@available(iOS 17.0.1, macOS 14, *)") == "introduced")
    #expect(classify("@available(iOS, unavailable)") == "unsupported")
    #expect(classify("@available(iOS, introduced: 13, deprecated: 14, obsoleted: 15)") == "unsupported")
    #expect(classify(#"@available(*, renamed: "b")"#) == "unsupported")
    #expect(classify("@available(iOS, introduced: 17)") == "unsupported")
    #expect(classify("@available(swift 5)") == "unsupported")
    #expect(classify("@discardableResult") == "none")
  }
}
