import RouteTable
import Testing

/// `allowWarnings` on a route and in the table's `options`, and `allowing(_:)` as `--allow` uses
/// it: an allowed warning is left out of the record, the others stay.
@Suite struct AllowWarningsTests {
  static func table(_ extra: String = "", route: String = "") throws -> RouteTable {
    try TableFixtures.table(
      routes: [
        #"{"name": "article", "paths": ["/wiki/:title"]\#(route)}"#,
        #"{"name": "other", "paths": ["/other/:title"]}"#,
      ], extra: extra)
  }

  static func codes(_ table: RouteTable, _ url: String) -> [String] {
    switch table.resolve(url) {
    case .success(let resolution): resolution.warnings.map(\.code.rawValue)
    case .failure(let failure): failure.warnings.map(\.code.rawValue)
    }
  }

  @Test func aRouteAllowsItsOwnWarningsOnly() throws {
    let table = try Self.table(route: #", "allowWarnings": ["encoded-separator"]"#)
    #expect(Self.codes(table, "app://wiki/AC%2FDC") == [])
    #expect(Self.codes(table, "app://other/AC%2FDC") == ["encoded-separator"])
    // Only the allowed code goes: the reader's warning stays.
    #expect(Self.codes(table, "APP://wiki/AC%2FDC") == ["uppercase-scheme-or-host"])
  }

  @Test func theTableAllowsForEveryRouteAndForLinksNoRouteAccepts() throws {
    let table = try Self.table(#""options": {"allowWarnings": ["uppercase-scheme-or-host"]},"#)
    #expect(Self.codes(table, "APP://wiki/x") == [])
    #expect(Self.codes(table, "APP://other/x") == [])
    #expect(Self.codes(table, "APP://nowhere") == [])
    #expect(Self.codes(try Self.table(), "APP://nowhere") == ["uppercase-scheme-or-host"])
  }

  @Test func aRouteAddsToTheTablesAllowances() throws {
    let table = try Self.table(
      #""options": {"allowWarnings": ["uppercase-scheme-or-host"]},"#,
      route: #", "allowWarnings": ["encoded-separator"]"#)
    #expect(Self.codes(table, "APP://wiki/AC%2FDC") == [])
  }

  @Test func allowingAddsToEveryRouteAndTheTable() throws {
    let table = try Self.table().allowing([.encodedSeparator, .uppercaseSchemeOrHost])
    #expect(Self.codes(table, "APP://other/AC%2FDC") == [])
    #expect(Self.codes(table, "APP://nowhere") == [])
    #expect(table.config.routes.allSatisfy { $0.options.allowWarnings.contains(.encodedSeparator) })
  }

  @Test func anUnknownCodeIsAConfigErrorWithASuggestion() throws {
    let error = #expect(throws: ConfigError.self) {
      try Self.table(route: #", "allowWarnings": ["encoded-seperator"]"#)
    }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(diagnostic.message == "'encoded-seperator' is not a warning code")
    #expect(diagnostic.help == "did you mean 'encoded-separator'?")
  }
}
