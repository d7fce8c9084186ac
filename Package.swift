// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "linkcheck",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "RouteTable", targets: ["RouteTable"]),
    .executable(name: "linkcheck", targets: ["linkcheck"]),
  ],
  targets: [
    .target(name: "RouteTable"),
    .target(name: "LinkCheckCLI", dependencies: ["RouteTable"]),
    .executableTarget(name: "linkcheck", dependencies: ["LinkCheckCLI"]),
    .executableTarget(name: "linkcheck-bench", dependencies: ["RouteTable"]),
    .testTarget(name: "RouteTableTests", dependencies: ["RouteTable"]),
    .testTarget(name: "LinkCheckCLITests", dependencies: ["LinkCheckCLI", "RouteTable"]),
  ]
)
