import Testing

@testable import RouteTable

/// Routes kept out of the main trie (their own schemes or hosts, patterns that are not whole
/// segments) are found through ``SideIndex``: the results, nearest routes included, must stay
/// the linear reference resolver's.
@Suite struct SideIndexTests {
  /// Each group: inline regular expressions after fixed segments and at the start, text around
  /// a parameter, a modifier after and before fixed segments, a case-insensitive pattern, and
  /// routes restricted to a scheme, a host and a wildcard domain (segment form or not).
  static func json(groups: Int) -> String {
    var routes: [String] = []
    for group in 0..<groups {
      let g = "g\(group)"
      routes += [
        #"{"name":"num\#(group)","paths":["/\#(g)/item/:id(\\d+)"]}"#,
        #"{"name":"dash\#(group)","paths":["/\#(g)/item-:id"]}"#,
        #"{"name":"lang\#(group)","paths":["/\#(g)/:lang?/guide"]}"#,
        #"{"name":"lead\#(group)","paths":["{/\#(g)}?/opt","/(\\d+)/\#(g)/num"]}"#,
        #"{"name":"caseless\#(group)","paths":["/\#(g)/Case/:x(\\w+)"],"options":{"caseSensitive":false}}"#,
        #"{"name":"scheme\#(group)","paths":["/\#(g)/only/:x"],"schemes":["app"]}"#,
        #"{"name":"host\#(group)","paths":["/\#(g)/only/:x(\\d+)"],"hosts":["example.com"]}"#,
        #"{"name":"wild\#(group)","paths":["/\#(g)/only/:x","/\#(g)/w/*"],"hosts":["*.example.com"]}"#,
        #"{"name":"plain\#(group)","paths":["/\#(g)/item/:id"],"params":{"id":"int"}}"#,
      ]
    }
    return """
      { "version": 1, "schemes": ["app", "other"], "hosts": ["example.com", "*.example.com"],
        "routes": [\(routes.joined(separator: ",\n"))] }
      """
  }

  @Test func sideRoutesResolveAsTheReferenceDoes() throws {
    let table = try RouteTable(json: Array(Self.json(groups: 10).utf8))
    var generator = MixedCorpus(table: table, seed: 11)
    let corpus = generator.urls(count: 5_000)
    #expect(IndexDifferentialTests.differences(table, corpus) == [])
    let winners = Set(
      corpus.compactMap { url in
        if case .success(let resolution) = table.resolve(url) { resolution.route } else { nil }
      })
    let nearest = Set(
      corpus.compactMap { url in
        if case .failure(let failure) = table.resolve(url) { failure.nearest?.route } else { nil }
      })
    // The corpus reaches every kind of side route, as a winner and as the nearest miss.
    for kind in ["num", "dash", "lang", "lead", "caseless", "scheme", "host", "wild"] {
      #expect(winners.contains { $0.hasPrefix(kind) }, "no URL resolved to a '\(kind)' route")
    }
    for kind in ["num", "dash", "lang", "caseless", "wild"] {
      #expect(nearest.contains { $0.hasPrefix(kind) }, "no failure named a '\(kind)' route")
    }
  }

  @Test(arguments: [
    "app://g3/item/x", "app://g3/item", "app://g3/nope/deeper", "app://g3", "app://7/g3/x",
    "app://G3/CASE", "other://g3/only/x", "https://example.com/g3/only/x",
    "https://a.example.com/g3/only", "https://a.b.example.com/g3/w", "app://g3/item-",
  ])
  func nearestSideRouteAgrees(url: String) throws {
    let table = try RouteTable(json: Array(Self.json(groups: 6).utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
  }

  /// Long paths take the full resolver's way for patterns of other forms (the fast path steps
  /// aside), and the winner's captures come from its one general match.
  @Test(arguments: [
    "app://g2/item/" + String(repeating: "7", count: 3_000),
    "app://g2/item/" + String(repeating: "7", count: 3_000) + "x",
    "app://g2/" + String(repeating: "a", count: 3_000) + "/guide",
    "app://g2/item-" + String(repeating: "%2F", count: 1_000),
    "https://a.example.com/g2/w/" + String(repeating: "b/", count: 1_500),
    "app://g2/Case/" + String(repeating: "W", count: 3_000) + "?q=https://evil.example/",
  ])
  func longPathsAgree(url: String) throws {
    let table = try RouteTable(json: Array(Self.json(groups: 4).utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
  }

  /// A side route is proposed only where it could match: by the fixed segments its pattern
  /// starts with, and by the scheme or host it answers on.
  @Test(arguments: [
    ("/g1/item/:id(\\d+)", ["g1", "item"]),
    ("/g1/item-:id", ["g1"]),
    ("/g1/:lang?/guide", ["g1"]),
    ("/G1/Case/:x(\\w+)", ["g1", "case"]),
    ("{/g1}?/opt", []),
    ("/(\\d+)/g1", []),
    ("/:id(\\d+)", []),
  ])
  func leadingLiterals(pattern: String, segments: [String]) throws {
    let units = SegmentPattern.leadingLiterals(of: try PathPattern(pattern), ignoreCase: true)
    #expect(units == segments.map { .literal(Array($0.utf8)) })
  }
}
