// swift-tools-version: 6.0
import PackageDescription

/// OpenTCA: The Composable Architecture, from scratch, with no dependency beyond the Swift toolchain.
///
/// Every runtime module is also a library product of the same name. Module names match Point-Free's on
/// purpose (source compatibility), so a project depends on OpenTCA *or* on those packages, never both.
let package = Package(
  name: "OpenTCA",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17)],
  products: [
    .library(name: "IssueReporting", targets: ["IssueReporting"]),
    .library(name: "ConcurrencyExtras", targets: ["ConcurrencyExtras"]),
    .library(name: "CustomDump", targets: ["CustomDump"]),
    .library(name: "IdentifiedCollections", targets: ["IdentifiedCollections"]),
    .library(name: "Clocks", targets: ["Clocks"]),
    .library(name: "Dependencies", targets: ["Dependencies"]),
  ],
  targets: [
    .target(name: "IssueReporting"),
    .target(name: "ConcurrencyExtras"),
    .target(name: "CustomDump", dependencies: ["IssueReporting"]),
    .target(name: "IdentifiedCollections", dependencies: ["IssueReporting"]),
    .target(name: "Clocks", dependencies: ["IssueReporting", "ConcurrencyExtras"]),
    .target(name: "Dependencies", dependencies: ["IssueReporting", "ConcurrencyExtras", "Clocks"]),

    // Host side of our macro plugins: the compiler's plugin protocol and our declaration scanner.
    .target(name: "MacroSupport"),

    .testTarget(name: "IssueReportingTests", dependencies: ["IssueReporting"]),
    .testTarget(name: "ConcurrencyExtrasTests", dependencies: ["ConcurrencyExtras"]),
    .testTarget(name: "CustomDumpTests", dependencies: ["CustomDump", "IssueReporting"]),
    .testTarget(name: "IdentifiedCollectionsTests", dependencies: ["IdentifiedCollections", "IssueReporting"]),
    .testTarget(name: "ClocksTests", dependencies: ["Clocks", "ConcurrencyExtras", "IssueReporting"]),
    .testTarget(name: "DependenciesTests", dependencies: ["Dependencies", "Clocks", "ConcurrencyExtras"]),
    .testTarget(name: "MacroSupportTests", dependencies: ["MacroSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
