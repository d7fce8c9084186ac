import Foundation
import Testing

/// `Examples/flightdeck-app` built as an app team builds it: the build-tool plugin generates the
/// typed routes from its linkcheck.json, a change to the table changes them on the next build,
/// and a broken table fails the build with the table's position; the command plugin writes the
/// file into the source tree. Runs `swift build` and `swift package` on a copy.
@Suite(.timeLimit(.minutes(30))) struct PluginBuildTests {
  static func swift(_ arguments: [String], in directory: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  static func run(_ executable: URL, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }

  @Test func theExampleAppBuildsWithThePluginAndFollowsItsTable() throws {
    let files = FileManager.default
    let copy = files.temporaryDirectory.appendingPathComponent("linkcheck-app-\(UUID().uuidString)")
    defer { try? files.removeItem(at: copy) }
    let example = Golden.root.appendingPathComponent("Examples/flightdeck-app")
    let sources = copy.appendingPathComponent("Sources/FlightdeckApp")
    try files.createDirectory(at: sources, withIntermediateDirectories: true)
    let manifest = try String(
      contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8
    )
    .replacingOccurrences(of: #"path: "../..""#, with: #"path: "\#(Golden.root.path)""#)
    try manifest.write(
      to: copy.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    for name in ["main.swift", "linkcheck.json"] {  // the table is a link to Examples/flightdeck's
      let text = try String(
        contentsOf: example.appendingPathComponent("Sources/FlightdeckApp/\(name)"), encoding: .utf8
      )
      try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let built = try Self.swift(["build"], in: copy)
    #expect(built.0 == 0, "\(built.1)")
    let app = copy.appendingPathComponent(".build/debug/FlightdeckApp")
    #expect(
      try Self.run(
        app, ["flightdeck://flights", "flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F"])
        == "home > flights\ncheckout seat 2F for 1\n")

    // A route added to the table is a case on the next build.
    let table = sources.appendingPathComponent("linkcheck.json")
    let original = try String(contentsOf: table, encoding: .utf8)
    let added = original.replacingOccurrences(
      of: #""routes": ["#, with: #""routes": [ { "name": "baggage", "paths": ["/baggage"] },"#)
    #expect(added != original)
    try added.write(to: table, atomically: true, encoding: .utf8)
    let rebuilt = try Self.swift(["build"], in: copy)
    #expect(rebuilt.0 == 0, "\(rebuilt.1)")
    #expect(try Self.run(app, ["flightdeck://baggage"]) == "baggage\n")

    // A broken table fails the build, at its position.
    try original.replacingOccurrences(of: #""name": "flights""#, with: #""nmae": "flights""#)
      .write(to: table, atomically: true, encoding: .utf8)
    let broken = try Self.swift(["build"], in: copy)
    #expect(broken.0 != 0)
    #expect(broken.1.contains("linkcheck.json:"), "\(broken.1)")
    #expect(broken.1.contains("error: unknown key 'nmae'"), "\(broken.1)")

    // The command plugin writes the file into the source tree, for teams that commit it.
    try original.write(to: table, atomically: true, encoding: .utf8)
    let generated = try Self.swift(
      ["package", "--allow-writing-to-package-directory", "linkcheck-generate"], in: copy)
    #expect(generated.0 == 0, "\(generated.1)")
    let file = try String(
      contentsOf: sources.appendingPathComponent("Route.generated.swift"), encoding: .utf8)
    #expect(file.contains("enum Route: Hashable, Sendable {"))
  }
}
