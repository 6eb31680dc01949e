@testable import CasePathsMacrosPlugin
import MacroSupport
import Testing

/// Cases inside `#if`: every per-case output is wrapped in the same clauses.
struct ConditionalCompilationTests {
  @Test func ifElseifElseClausesWrapArmsPropertiesAndAppends() throws {
    let source = try #require(
      try Fixture.members(
        """
        @CasePathable
        enum Platform {
          case common
          #if os(Linux)
          case linux(Int)
          #elseif os(macOS)
          case mac
          #else
          case other(String)
          #endif
        }
        """
      ).source)
    #expect(
      source.contains(
        #"""
            if case .common = root { return \.common }
            #if os(Linux)
            if case .linux = root { return \.linux }
            #elseif os(macOS)
            if case .mac = root { return \.mac }
            #else
            if case .other = root { return \.other }
            #endif
            return \.never
        """#))
    #expect(
      source.contains(
        """
          #if os(Linux)
          public var linux: CasePaths.AnyCasePath<Platform, Int> {
        """))
    #expect(
      source.contains(
        """
          #elseif os(macOS)
          public var mac: CasePaths.AnyCasePath<Platform, Swift.Void> {
        """))
    #expect(
      source.contains(
        #"""
            allCasePaths.append(\.common)
            #if os(Linux)
            allCasePaths.append(\.linux)
            #elseif os(macOS)
            allCasePaths.append(\.mac)
            #else
            allCasePaths.append(\.other)
            #endif
        """#))
  }

  @Test func nestedClausesAreRecreated() throws {
    let source = try #require(
      try Fixture.members(
        """
        @CasePathable
        enum E {
          #if DEBUG
          #if os(Linux)
          case debugLinux
          #endif
          case debug
          #endif
        }
        """
      ).source)
    #expect(
      source.contains(
        #"""
            #if DEBUG
            #if os(Linux)
            if case .debugLinux = root { return \.debugLinux }
            #endif
            if case .debug = root { return \.debug }
            #endif
        """#))
  }

  @Test func clausesWithoutCasesAreDropped() throws {
    let source = try #require(
      try Fixture.members(
        """
        @CasePathable
        enum E {
          case a
          #if DEBUG
          func debugOnly() {}
          static let flag = true
          #endif
          #if os(Windows)
          @available(*, unavailable) case gone
          #endif
        }
        """
      ).source)
    #expect(!source.contains("#if"))
  }
}
