// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "linkcheck",
  // The library uses Swift `Regex`, which needs these versions; the command-line tool runs on
  // macOS and Linux.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "RouteTable", targets: ["RouteTable"]),
    .executable(name: "linkcheck", targets: ["linkcheck"]),
    .plugin(name: "LinkcheckRoutes", targets: ["LinkcheckRoutes"]),
    .plugin(name: "LinkcheckGenerate", targets: ["LinkcheckGenerate"]),
  ],
  targets: [
    .target(name: "RouteTable"),
    .target(name: "LinkCheckCLI", dependencies: ["RouteTable"]),
    .executableTarget(name: "linkcheck", dependencies: ["LinkCheckCLI"]),
    .executableTarget(name: "linkcheck-bench", dependencies: ["RouteTable"]),
    // Regenerates the typed routes of an app target from its linkcheck.json (docs/codegen.md).
    .plugin(name: "LinkcheckRoutes", capability: .buildTool(), dependencies: ["linkcheck"]),
    // Writes that file into the source tree, for teams that commit it.
    .plugin(
      name: "LinkcheckGenerate",
      capability: .command(
        intent: .custom(
          verb: "linkcheck-generate", description: "write Route.generated.swift from linkcheck.json"
        ),
        permissions: [
          .writeToPackageDirectory(reason: "writes Route.generated.swift beside linkcheck.json")
        ]),
      dependencies: ["linkcheck"]),
    // The tests read their data from the repository, not as bundled resources.
    .testTarget(
      name: "RouteTableTests", dependencies: ["RouteTable"], exclude: ["Conformance", "Fixtures"]),
    .testTarget(
      name: "LinkCheckCLITests", dependencies: ["LinkCheckCLI", "RouteTable"], exclude: ["Golden"]),
    // `Generated/` is `linkcheck generate swift` for each example table, compiled here and
    // checked against the generator's output by LinkCheckCLITests.
    .testTarget(name: "GeneratedRouteTests", dependencies: ["RouteTable"]),
  ]
)
