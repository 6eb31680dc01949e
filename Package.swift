// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// OpenTCA: The Composable Architecture, from scratch, with no dependency beyond the Swift toolchain.
///
/// Every runtime module is also a library product of the same name. Module names match Point-Free's on
/// purpose (source compatibility), so a project depends on OpenTCA *or* on those packages, never both.
/// The macro plugins speak the compiler's plugin protocol through `MacroSupport`: no swift-syntax.
let package = Package(
  name: "OpenTCA",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    .library(name: "IssueReporting", targets: ["IssueReporting"]),
    .library(name: "XCTestDynamicOverlay", targets: ["XCTestDynamicOverlay"]),
    .library(name: "ConcurrencyExtras", targets: ["ConcurrencyExtras"]),
    .library(name: "CustomDump", targets: ["CustomDump"]),
    .library(name: "IdentifiedCollections", targets: ["IdentifiedCollections"]),
    .library(name: "Clocks", targets: ["Clocks"]),
    .library(name: "CombineSchedulers", targets: ["CombineSchedulers"]),
    .library(name: "CasePaths", targets: ["CasePaths"]),
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
    .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
    .library(name: "SwiftNavigation", targets: ["SwiftNavigation"]),
    .library(name: "Perception", targets: ["Perception"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .executable(name: "tca-bench", targets: ["tca-bench"]),
    .executable(name: "tca-replay", targets: ["tca-replay"]),
    .executable(name: "case-studies", targets: ["case-studies"]),
  ],
  targets: [
    // Support libraries.
    .target(name: "IssueReporting"),
    .target(name: "XCTestDynamicOverlay", dependencies: ["IssueReporting"]),
    .target(name: "ConcurrencyExtras"),
    .target(name: "CustomDump", dependencies: ["IssueReporting"]),
    .target(name: "IdentifiedCollections", dependencies: ["IssueReporting"]),
    .target(name: "Clocks", dependencies: ["IssueReporting", "ConcurrencyExtras"]),
    .target(name: "CasePaths", dependencies: ["IssueReporting", "CasePathsMacrosPlugin"]),
    .target(name: "CombineSchedulers", dependencies: ["IssueReporting", "ConcurrencyExtras"]),
    .target(
      name: "Dependencies",
      dependencies: [
        "IssueReporting", "ConcurrencyExtras", "Clocks", "CombineSchedulers", "DependenciesObserverLookup",
        "XCTestDynamicOverlay",
      ]
    ),
    // How `Dependencies` finds `DependenciesTestObserver` when a program links it: a weak symbol.
    .target(name: "DependenciesObserverLookup"),
    .target(name: "Perception", dependencies: ["PerceptionMacrosPlugin"]),
    .target(
      name: "DependenciesMacros",
      dependencies: ["Dependencies", "IssueReporting", "DependenciesMacrosPlugin"]
    ),
    .target(name: "DependenciesTestSupport", dependencies: ["Dependencies", "ConcurrencyExtras"]),
    // Tells `Dependencies` when each XCTest test case starts (outside Apple platforms). It links
    // XCTest, so only test runners link it: this package's through `DependenciesTests`, a consumer's
    // through the product; `Dependencies` finds it at run time.
    .target(name: "DependenciesTestObserver"),
    .target(
      name: "SwiftNavigation",
      dependencies: [
        "CasePaths", "ConcurrencyExtras", "CustomDump", "IssueReporting", "Perception", "CasePathsMacrosPlugin",
      ]
    ),

    .target(
      name: "Sharing",
      dependencies: [
        "IssueReporting", "ConcurrencyExtras", "CustomDump", "IdentifiedCollections", "Clocks", "Dependencies",
      ]
    ),

    // The architecture.
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "IssueReporting", "ConcurrencyExtras", "CustomDump", "IdentifiedCollections", "Clocks",
        "CombineSchedulers", "CasePaths", "Dependencies", "DependenciesMacros", "SwiftNavigation", "Perception", "Sharing",
        "XCTestDynamicOverlay", "ComposableArchitectureMacrosPlugin",
      ]
    ),

    // Macros: the host side of the plugin protocol, and one plugin per library.
    .target(name: "MacroSupport"),
    .macro(name: "CasePathsMacrosPlugin", dependencies: ["MacroSupport"]),
    .macro(name: "DependenciesMacrosPlugin", dependencies: ["MacroSupport"]),
    .macro(name: "ComposableArchitectureMacrosPlugin", dependencies: ["MacroSupport"]),
    .macro(name: "PerceptionMacrosPlugin", dependencies: ["MacroSupport"]),

    // Benchmarks: `swift run -c release tca-bench`. No test target depends on it.
    .executableTarget(
      name: "tca-bench",
      dependencies: ["ComposableArchitecture"],
      path: "Benchmarks/tca-bench"
    ),

    // `swift run tca-replay view session.jsonl`: a recording as one self-contained HTML page.
    .executableTarget(name: "tca-replay", dependencies: ["ComposableArchitecture"], path: "Sources/tca-replay"),
    // The case studies: `swift run case-studies`, the five lessons as a terminal app.
    .target(name: "CaseStudiesCore", dependencies: ["ComposableArchitecture"], path: "Examples/CaseStudiesCore"),
    .executableTarget(name: "case-studies", dependencies: ["CaseStudiesCore", "ComposableArchitecture"], path: "Examples/case-studies"),

    // Tests.
    .testTarget(name: "IssueReportingTests", dependencies: ["IssueReporting", "XCTestDynamicOverlay"]),
    .testTarget(name: "XCTestDynamicOverlayTests", dependencies: ["XCTestDynamicOverlay"]),
    .testTarget(name: "ConcurrencyExtrasTests", dependencies: ["ConcurrencyExtras"]),
    .testTarget(name: "CustomDumpTests", dependencies: ["CustomDump", "IssueReporting"]),
    .testTarget(name: "IdentifiedCollectionsTests", dependencies: ["IdentifiedCollections", "IssueReporting"]),
    .testTarget(name: "ClocksTests", dependencies: ["Clocks", "ConcurrencyExtras", "IssueReporting"]),
    .testTarget(
      name: "CombineSchedulersTests", dependencies: ["CombineSchedulers", "ConcurrencyExtras", "IssueReporting"]
    ),
    .testTarget(name: "CasePathsTests", dependencies: ["CasePaths", "IssueReporting"]),
    .testTarget(name: "CasePathsMacrosTests", dependencies: ["CasePaths"]),
    .testTarget(name: "CasePathsMacrosPluginTests", dependencies: ["CasePathsMacrosPlugin", "MacroSupport"]),
    // The test runner links the observer, as a package's tests do through its product.
    .testTarget(
      name: "DependenciesTests",
      dependencies: ["Dependencies", "Clocks", "ConcurrencyExtras", "DependenciesTestObserver"]
    ),
    .testTarget(
      name: "DependenciesMacrosTests",
      dependencies: ["DependenciesMacros", "Dependencies", "ConcurrencyExtras"]
    ),
    .testTarget(
      name: "DependenciesTestSupportTests",
      dependencies: ["DependenciesTestSupport", "Dependencies", "DependenciesMacros"]
    ),
    .testTarget(name: "DependenciesMacrosPluginTests", dependencies: ["DependenciesMacrosPlugin", "MacroSupport"]),
    .testTarget(name: "MacroSupportTests", dependencies: ["MacroSupport"]),
    .testTarget(
      name: "SwiftNavigationTests",
      dependencies: ["SwiftNavigation", "CasePaths", "ConcurrencyExtras", "CustomDump", "IssueReporting", "Perception"]
    ),
    .testTarget(name: "PerceptionTests", dependencies: ["Perception", "ConcurrencyExtras"]),
    .testTarget(name: "PerceptionMacrosPluginTests", dependencies: ["PerceptionMacrosPlugin", "MacroSupport"]),
    .testTarget(
      name: "SharingTests",
      dependencies: ["Sharing", "Dependencies", "Clocks", "ConcurrencyExtras", "IdentifiedCollections", "IssueReporting"]
    ),
    .testTarget(name: "ComposableArchitectureTests", dependencies: ["ComposableArchitecture"]),
    .testTarget(name: "ComposableArchitectureMacrosTests", dependencies: ["ComposableArchitecture", "tca-replay"]),
    .testTarget(
      name: "ComposableArchitectureMacrosPluginTests",
      dependencies: ["ComposableArchitectureMacrosPlugin", "MacroSupport"]
    ),
    .testTarget(name: "CaseStudiesTests", dependencies: ["CaseStudiesCore", "ComposableArchitecture"]),
    // Generates valid declarations for every macro, compiles them with `swiftc` against this build's
    // products and runs their behaviour checks (`scripts/macro-grammar.sh` runs it with a large budget).
    .testTarget(name: "MacroGrammarTests", dependencies: ["ComposableArchitecture"]),
  ],
  swiftLanguageModes: [.v6]
)

// Outside Apple platforms XCTest has no Objective-C runtime to reach it through, so the test observer
// `Dependencies` loads is a library of its own, built with the package (as Point-Free's is).
#if !os(macOS)
  package.products.append(
    .library(name: "DependenciesTestObserver", type: .dynamic, targets: ["DependenciesTestObserver"])
  )
#endif
