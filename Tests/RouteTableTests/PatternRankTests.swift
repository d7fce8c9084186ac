import Testing

@testable import RouteTable

@Suite struct PatternRankTests {
  private func rank(_ pattern: String, typed: Set<String> = []) throws -> PatternRank {
    try PathPattern(pattern).rank(typedParameters: typed)
  }

  /// Each row: the more specific pattern first (README "Which route wins").
  @Test(
    arguments: [
      ("/flight/list", [], "/flight/:id", ["id"]),
      ("/flight/:id", ["id"], "/flight/:id", []),
      ("/flight/:id(\\d+)", [], "/flight/:id", []),
      ("/flight/:id", [], "/flight/*", []),
      ("/flight/:id", ["id"], "/flight/*", []),
      ("/files/:rest+", [], "/files/:rest?", []),
      ("/files/:x", [], "/files/:x+", []),
      ("/files/:rest?", [], "/files/:rest*", []),
      ("/files/:rest+", [], "/files/:rest*", []),
      ("/foo/", [], "/foo/:bar", []),
      ("*/foo", [], "*", []),
      ("/a/b/c", [], "/a/b", []),
      ("/a/:x/b", [], "/a/:x", []),
    ] as [(String, Set<String>, String, Set<String>)])
  func ranksMoreSpecificHigher(
    specific: String, specificTyped: Set<String>, general: String, generalTyped: Set<String>
  ) throws {
    let high = try rank(specific, typed: specificTyped)
    let low = try rank(general, typed: generalTyped)
    #expect(high > low)
    #expect(PatternRank.compare(high, low) == 1)
    #expect(PatternRank.compare(low, high) == -1)
  }

  @Test(arguments: [
    ("/foo/:a", "/foo/:b"),
    ("foo/:bar?/baz", "foo{/:bar}?/baz"),
    ("/foo/{bar}/baz", "/foo/bar/baz"),
    ("/x/*", "/x/(.*)"),
  ])
  func ranksEquivalentPatternsEqually(lhs: String, rhs: String) throws {
    #expect(try rank(lhs) == rank(rhs))
    #expect(try PatternRank.compare(rank(lhs), rank(rhs)) == 0)
  }

  @Test func typedParametersOfDifferentNamesRankEqually() throws {
    #expect(try rank("/flight/:id", typed: ["id"]) == rank("/flight/:code", typed: ["code"]))
    #expect(try rank("/flight/:id", typed: ["other"]) == rank("/flight/:code"))
  }

  @Test func sortsARouteTableFromMostToLeastSpecific() throws {
    let patterns = [
      "/*", "/flight/:id*", "/flight/:id", "/flight/list", "/flight/:id?", "/flight/:id+",
      "/flight/:code", "/",
    ]
    let ranked = try patterns.map {
      ($0, try rank($0, typed: $0 == "/flight/:code" ? ["code"] : []))
    }
    let order = ranked.sorted { $0.1 > $1.1 }.map(\.0)
    #expect(
      order == [
        "/flight/list", "/flight/:code", "/flight/:id", "/flight/:id+", "/flight/:id?",
        "/flight/:id*", "/", "/*",
      ])
  }

  /// `Comparable` needs a strict total order: exactly one of <, ==, > for every pair, and
  /// transitivity.
  @Test func ordersTotally() throws {
    let patterns = [
      "/", "/a", "/a/", "/a/b", "/a/:x", "/a/:x?", "/a/*", "*", "*/a", "/a/(\\d+)", "/a{/b}?",
      "/a/:x+", "{/:x}*", "/a/:x/b",
    ]
    let ranks = try patterns.map { try rank($0) }
    for a in ranks {
      for b in ranks {
        let relations = [a < b, a == b, b < a].filter { $0 }.count
        #expect(relations == 1)
        for c in ranks where a < b && b < c {
          #expect(a < c)
        }
      }
    }
  }
}
