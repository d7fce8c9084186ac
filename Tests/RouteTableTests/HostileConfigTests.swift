import RouteTable
import Testing

/// Configs written by many hands, or by an attacker: each is a clear error or a working table,
/// never a crash or a stack overflow.
@Suite struct HostileConfigTests {
  static func codes(_ bytes: [UInt8]) -> [String] {
    do {
      _ = try RouteTable(json: bytes)
      return []
    } catch {
      return error.diagnostics.map(\.code)
    }
  }

  @Test(arguments: ["[", "{\"a\":"])
  func nestingAHundredThousandDeepIsAnError(opener: String) {
    let json = String(repeating: opener, count: 100_000)
    #expect(Self.codes(Array(json.utf8)) == ["too-deep"])
  }

  @Test func aFiftyMegabyteConfigLoads() throws {
    let description = String(repeating: "x", count: 50 << 20)
    let json =
      #"{"version": 1, "schemes": ["app"], "routes": [{"name": "home", "paths": ["/"], "description": ""#
      + description + #""}]}"#
    let table = try RouteTable(json: Array(json.utf8))
    #expect(table.resolve("app://").summary == "home")
  }

  @Test(arguments: [
    #""version": 1e999999"#, #""version": 123456789012345678901234567890"#,
    #""version": -0.0000000000000000000000000001"#, #""version": 2e308"#,
  ])
  func hugeNumbersAreErrors(version: String) {
    let json = #"{\#(version), "schemes": ["app"], "routes": [{"name": "home"}]}"#
    #expect(Self.codes(Array(json.utf8)) == ["unsupported-version"])
  }

  @Test(arguments: ["123456789012345678901234567890", "1e400", "-1e400"])
  func hugeDefaultsAreErrors(number: String) {
    let json = """
      {"version": 1, "schemes": ["app"], "routes": [{"name": "home", "paths": ["/"],
        "query": {"n": {"type": "int", "default": \(number)}, "d": {"type": "double", "default": \(number)}}}]}
      """
    #expect(!Self.codes(Array(json.utf8)).isEmpty)
  }

  @Test(
    arguments: [[0xFF], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]])
  func invalidUTF8IsAnError(bytes: [UInt8]) {
    let json =
      Array(#"{"version": 1, "schemes": ["app"], "routes": [{"name": "h"#.utf8) + bytes
      + Array(#""}]}"#.utf8)
    #expect(Self.codes(json) == ["invalid-utf8"])
  }

  @Test func aHundredThousandRoutes() throws {
    let routes = (0..<100_000).map { #"{"name": "r\#($0)", "paths": ["/p\#($0)/:id"]}"# }
    let json =
      #"{"version": 1, "schemes": ["app"], "routes": ["# + routes.joined(separator: ",")
      + "]}"
    let table = try RouteTable(json: Array(json.utf8))
    #expect(table.resolve("app://p99999/7").summary == "r99999(id: 7)")
    #expect(table.resolve("app://p0/x").summary == "r0(id: x)")
    #expect(table.resolve("app://q/1").summary == "error[no-match]")
  }

  @Test func aRegexNestedTenThousandDeepIsRefused() {
    let regex =
      String(repeating: "(?:", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
    let json =
      #"{"version": 1, "schemes": ["app"], "types": {"t": {"pattern": "\#(regex)"}}, "#
      + #""routes": [{"name": "home"}]}"#
    #expect(Self.codes(Array(json.utf8)) == ["slow-regex"])
  }
}
