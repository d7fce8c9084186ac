// swift-tools-version:6.0
import PackageDescription

// An app target whose typed routes are generated on every build where linkcheck.json changed.
let package = Package(
  name: "FlightdeckApp",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "linkcheck", path: "../..")],
  targets: [
    .executableTarget(
      name: "FlightdeckApp",
      dependencies: [.product(name: "RouteTable", package: "linkcheck")],
      resources: [.copy("linkcheck.json")],
      plugins: [.plugin(name: "LinkcheckRoutes", package: "linkcheck")])
  ]
)
