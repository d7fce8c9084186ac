import Foundation
import LinkCheckCLI
import Testing

/// `linkcheck generate swift`: the files under Tests/GeneratedRouteTests/Generated (compiled and
/// checked by its law tests) are what the generator gives for each example table, `--check`
/// tells a stale file, and a table that cannot be one Swift type is refused.
@Suite struct GenerateCommandTests {
  /// Each example table, a hostile one (CRLF line ends, hidden characters, text that would be
  /// code, an interpolation or a literal's end if written raw), and the first random tables of
  /// ``ClosedLoopTests`` (every pattern form, types, query declarations, hosts, schemes).
  static let tables: [(config: String, typeName: String)] =
    ["flightdeck", "items", "music", "photos", "teamchat", "todo", "yourapp"].map {
      (
        config: try! Golden.read("Examples/\($0)/linkcheck.json"),
        typeName: $0.prefix(1).uppercased() + $0.dropFirst() + "Route"
      )
    }
    + [
      (
        config: try! Golden.read("Tests/LinkCheckCLITests/Golden/codegen/hostile.json"),
        typeName: "HostileRoute"
      )
    ]
    + RandomTables.tables(count: randomCount, seed: 36).enumerated().map {
      (config: $1, typeName: "RandomRoute\($0 < 10 ? "0" : "")\($0)")
    }
  static let randomCount = 12

  static func run(_ arguments: [String], files: [String: String]) -> (Int32, String, String) {
    let io = BufferIO(files: files)
    let status = LinkCheckCLI.run(arguments: ["generate"] + arguments, environment: [:], io: io)
    return (status.rawValue, io.standardOutput, io.standardError)
  }

  @Test(arguments: tables.indices)
  func theCompiledFilesAreTheGeneratorsOutput(index: Int) throws {
    let (config, typeName) = Self.tables[index]
    let file = "Tests/GeneratedRouteTests/Generated/\(typeName).swift"
    let options = #"{"typeName": "\#(typeName)"}"#
    let (status, output, _) = Self.run(
      ["swift", "-c", "linkcheck.json", "--options", "options.json"],
      files: ["linkcheck.json": config, "options.json": options])
    #expect(status == 0)
    try Golden.check(output, against: file)
    let committed = try Golden.read(file)
    let check = Self.run(
      [
        "swift", "-c", "linkcheck.json", "--options", "options.json", "-o", "Route.swift",
        "--check",
      ],
      files: ["linkcheck.json": config, "options.json": options, "Route.swift": committed])
    #expect(check.0 == 0, "\(check.2)")
  }

  @Test func checkTellsAStaleFile() throws {
    let config = try Golden.read("Examples/yourapp/linkcheck.json")
    let fresh = Self.run(["swift", "-c", "linkcheck.json"], files: ["linkcheck.json": config]).1
    let stale = fresh.replacingOccurrences(of: "case settings", with: "case preferences")
    let (status, _, error) = Self.run(
      ["swift", "-c", "linkcheck.json", "-o", "Route.swift", "--check"],
      files: ["linkcheck.json": config, "Route.swift": stale])
    #expect(status == 1)
    #expect(
      error.hasPrefix(
        "error: 'Route.swift' is stale; run 'linkcheck generate swift -o Route.swift'"))
    #expect(error.contains("Route.swift:"))
    let missing = Self.run(
      ["swift", "-c", "linkcheck.json", "-o", "Route.swift", "--check"],
      files: ["linkcheck.json": config])
    #expect(missing.0 == 1)
  }

  @Test func aTableThatIsNotOneSwiftTypeIsRefused() {
    let config = #"""
      { "version": 1, "schemes": ["app"],
        "routes": [ { "name": "open-tab", "paths": ["/a"] }, { "name": "openTab", "paths": ["/b"] } ] }
      """#
    let (status, output, error) = Self.run(["swift", "-c", "c.json"], files: ["c.json": config])
    #expect(status == 1)
    #expect(output.isEmpty)
    #expect(error == "c.json: error: routes 'open-tab', 'openTab' all become the case 'openTab'\n")
  }

  @Test func namesCanBeChosen() throws {
    let config = try Golden.read("Examples/flightdeck/linkcheck.json")
    let options = #"""
      { "typeName": "Screen", "accessLevel": "public",
        "names": { "routes": { "flightDetail": "flight" }, "params": { "checkout/promo": "promoCode" } } }
      """#
    let (status, output, error) = Self.run(
      ["swift", "-c", "c.json", "--options", "o.json"],
      files: ["c.json": config, "o.json": options])
    #expect(status == 0, "\(error)")
    #expect(output.contains("public enum Screen: Hashable, Sendable {"))
    #expect(output.contains("  case flight(id: UUID)\n"))
    #expect(output.contains("promoCode: String? = nil"))
    // The table's names stay what the links and stacks use.
    #expect(output.contains(#"case .flight: "flightDetail""#))
    let unknown = Self.run(
      ["swift", "-c", "c.json", "--options", "o.json"],
      files: ["c.json": config, "o.json": #"{"names": {"routes": {"flightDetial": "flight"}}}"#])
    #expect(unknown.0 == 1)
    #expect(
      unknown.2.contains("'names.routes' renames 'flightDetial', which is not a route of the table")
    )
  }

  @Test(arguments: [
    (["kotlin"], "error: unknown language 'kotlin'"),
    (["swift", "--check"], "error: '--check' needs '-o FILE', the committed file to compare"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let (status, _, error) = Self.run(arguments, files: [:])
    #expect(status == 2)
    #expect(error.hasPrefix(message), "\(error)")
  }
}
