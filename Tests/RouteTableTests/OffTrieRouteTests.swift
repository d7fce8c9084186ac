import Testing

@testable import RouteTable

/// Routes in groups of their own (their own schemes or hosts) and patterns the trie cannot read
/// as whole segments: the results, nearest routes included, must stay those of proposing every
/// route (``RouteTable/unindexed``).
@Suite struct OffTrieRouteTests {
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
        #"{"name":"param\#(group)","paths":["/:id(\\d+)/\#(g)/p","/:w(\\w*)/\#(g)/q"]}"#,
        #"{"name":"optional\#(group)","paths":["{/\#(g)}?/ol/:x","/\#(g){/x}?y"]}"#,
        #"{"name":"pair\#(group)","paths":["/:from-:to/\#(g)/r","/at-:x(\\d+)/\#(g)/r"]}"#,
        #"{"name":"tail\#(group)","paths":["/*/\#(g)/end","/(.+)/\#(g)/T2","/*/\#(g)/T3/:id"],"schemes":["other"],"options":{"caseSensitive":false}}"#,
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
    for kind in [
      "num", "dash", "lang", "lead", "caseless", "scheme", "host", "wild", "param", "optional",
      "pair", "tail",
    ] {
      #expect(winners.contains { $0.hasPrefix(kind) }, "no URL resolved to a '\(kind)' route")
    }
    for kind in ["num", "dash", "lang", "caseless", "wild", "pair", "tail"] {
      #expect(nearest.contains { $0.hasPrefix(kind) }, "no failure named a '\(kind)' route")
    }
  }

  @Test(arguments: [
    "app://g3/item/x", "app://g3/item", "app://g3/nope/deeper", "app://g3", "app://7/g3/x",
    "app://G3/CASE", "other://g3/only/x", "https://example.com/g3/only/x",
    "https://a.example.com/g3/only", "https://a.b.example.com/g3/w", "app://g3/item-",
    "https://example.com//g3/q", "https://example.com/7/g3/p", "https://example.com/x/g3/p",
    "app://ol/5", "app://g3/ol/5", "app://g3/ol",
  ])
  func nearestSideRouteAgrees(url: String) throws {
    let table = try RouteTable(json: Array(Self.json(groups: 6).utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
  }

  /// A route keyed by a parameter unit can sit deeper in the trie than its pattern gets (`\d+`
  /// refuses `x`): `nearest` then measures the other routes keyed so.
  @Test(arguments: [
    "app://x/g/a/q", "app://7/g/a/q", "app://x/g/zz/q", "app://x/h", "app://g/x/a/q",
    "app://g/7/a/q", "app://g/x/zz/q",
  ])
  func nearestBehindAParameterUnit(url: String) throws {
    let json = #"""
      { "version": 1, "schemes": ["app"], "routes": [
        {"name": "a", "paths": ["/:id(\\d+)/g/a/b"]},
        {"name": "b", "paths": ["/:w(\\w+)/g/zz"]},
        {"name": "c", "paths": ["/g/:id(\\d+)/a/b"]},
        {"name": "d", "paths": ["/g/:w(\\w+)/zz"]} ] }
      """#
    let table = try RouteTable(json: Array(json.utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
  }

  /// Routes starting with the same parameter segment are passed by together when it refuses
  /// the path's first segment; those it accepts are measured as before.
  @Test(arguments: [
    "app://x/g/a/q", "app://7/g/a/q", "app://a-b/g/zz/q", "app://ab/g/zz", "app://item-3/k/z",
    "app://item-/k", "app://ITEM-3/k/z", "app://5/h/x", "app://a-b/h",
  ])
  func nearestPassesByARefusingFirstSegment(url: String) throws {
    let json = #"""
      { "version": 1, "schemes": ["app"], "routes": [
        {"name": "a", "paths": ["/:id(\\d+)/g/a/b"]},
        {"name": "b", "paths": ["/:n(\\d+)/h/y"]},
        {"name": "c", "paths": ["/:from-:to/g/zz/b"]},
        {"name": "d", "paths": ["/item-:id/k/y"], "options": {"caseSensitive": false}},
        {"name": "e", "paths": ["/:w(\\w+)/h/z"]} ] }
      """#
    let table = try RouteTable(json: Array(json.utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
  }

  /// Patterns that start with a value that may take several segments are found by their last
  /// fixed segment, counted from the path's end, or by the text they end with; for `nearest`,
  /// those starting with a wildcard all go as far as the path, so only the preferred one is
  /// measured.
  @Test(arguments: [
    "app://a/b/end", "app://a/END", "app://end", "app://a/b/x", "app://x", "app://a/b/end/",
    "app://7/n", "app://a/7/n", "app://a/n", "app://q/z/any", "app://a/b/c/t/z",
    "app://a/M/1/2", "app://m/1/2", "app://a/m/1", "app://a/t/z/", "app://t/z",
    "app://a/d/12", "app://a/d/x", "app://a/e/", "app://a/e/7", "app://a/b/e/7/8",
    "app://a/b.json", "app://a/B.JSON", "app://a/b.json/", "app://.json", "app://a/b.jsonx",
    "app://a/x-7.pdf", "app://a/b/x-7.PDF", "app://a/x-.pdf", "app://a-tail", "app://a/b-tail/",
  ])
  func routesFoundByTheirLastSegment(url: String) throws {
    let json = #"""
      { "version": 1, "schemes": ["app"], "routes": [
        {"name": "z", "paths": ["/*/end"], "options": {"caseSensitive": false}},
        {"name": "a", "paths": ["/(.*)/x/end"]},
        {"name": "n", "paths": ["/(\\d+)/n", "/(.+)/t/:z"]},
        {"name": "q", "paths": ["/q/(.*)"]},
        {"name": "b", "paths": ["/*/n"], "schemes": ["app"]},
        {"name": "m", "paths": ["/*/m/:a/:b"], "options": {"caseSensitive": false}},
        {"name": "d", "paths": ["/(.+)/d/:n(\\d+)", "/*/e/(\\d*)"]},
        {"name": "j", "paths": ["/(.+)\\.json"], "options": {"caseSensitive": false}},
        {"name": "k", "paths": ["/*/x-:id.pdf", "/(.+)-tail"]} ] }
      """#
    let table = try RouteTable(json: Array(json.utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
    let wildcardsOnly = #"""
      { "version": 1, "schemes": ["app"], "routes": [
        {"name": "w1", "paths": ["/*/one"]}, {"name": "w2", "paths": ["/(.*)/two/2"]},
        {"name": "w3", "paths": ["/(.*)/three/:x/3"]} ] }
      """#
    let wildcards = try RouteTable(json: Array(wildcardsOnly.utf8))
    #expect(IndexDifferentialTests.differences(wildcards, [url]) == [])
  }

  /// Routes starting with an expression are measured for `nearest` in the order it prefers
  /// them, until one accepts the whole path: listed in either order, the answer is the
  /// unindexed table's.
  @Test(arguments: [
    "app://a/b", "app://a/b/c", "app://a/x/y/z", "app://7/x", "app://a/x", "app://x", "app://7",
  ])
  func nearestAmongRoutesStartingWithAnExpression(url: String) throws {
    let routes = [
      #"{"name": "d", "paths": ["/(\\d+)/x/:id"]}"#, #"{"name": "e", "paths": ["/(.+)/x/:a/:b"]}"#,
      #"{"name": "f", "paths": ["/(.+)/y"]}"#, #"{"name": "g", "paths": ["/([a-z]+)/x/y/z/w"]}"#,
      #"{"name": "h", "paths": ["/(.+)/x/y/:c/:d"]}"#,
    ]
    for order in [routes, routes.reversed()] {
      let json =
        #"{ "version": 1, "schemes": ["app"], "routes": ["# + order.joined(separator: ",") + "] }"
      let table = try RouteTable(json: Array(json.utf8))
      #expect(IndexDifferentialTests.differences(table, [url]) == [])
    }
  }

  /// The text a pattern ends with inside its last segment, folded as the route compares it.
  /// The text some segment of every matched path starts with, for patterns with neither a key
  /// segment nor trailing text: the longest, cut to 8 bytes, folded as the route compares it.
  /// Routes found by the start of a segment the path holds anywhere, or (leading parameters
  /// only) by the text they end with: the answer, `nearest` included, stays the unindexed table's,
  /// for keys short and long, repeated, in either case, and on paths of many segments.
  @Test(arguments: [
    "app://a/x/1", "app://a/b/x/1/2", "app://x/1", "app://a/X/1", "app://a/x", "app://a/x/",
    "app://a/b/x/y-7", "app://x/x/x/x", "app://a/long-segment-key/7", "app://a/LONG-SEGMENT-KEY/7",
    "app://a/long-segment-kez/7", "app://p/q/ab/c/d", "app://p/ab/c", "app://a/y/1",
    "app://a/y-7", "app://a/b/y-", "app://a/long-segment-key-and-more/7", "app://a/lon/7",
    "app://ab-cd-x7", "app://ab-x8", "app://ab-x7/c", "app://7-x7", "app://q/ab-x7.json",
    // More segments than are worth looking up: the keyed routes are tried instead.
    "app://" + String(repeating: "a/", count: 500) + "x/1",
    "app://" + String(repeating: "q/", count: 500) + "ab/c/d",
    "app://" + String(repeating: "y/", count: 500),
  ])
  func routesFoundByASegmentStart(url: String) throws {
    let json = #"""
      { "version": 1, "schemes": ["app"], "routes": [
        {"name": "x", "paths": ["/*/x/:id(.+)"]},
        {"name": "y", "paths": ["/*/x/y-:id", "/(.+)/y/:id(.+)"]},
        {"name": "long", "paths": ["/*/long-segment-key/:id(.+)"],
         "options": {"caseSensitive": false}},
        {"name": "abc", "paths": ["/(.+)/ab/c/(.+)"]},
        {"name": "dash", "paths": ["/(.+)/y-:id"]},
        {"name": "slug", "paths": ["/:s([a-z]+(?:-[a-z]+)*)-x7", "/:d(\\d+)-x7"]},
        {"name": "file", "paths": ["/:a/:b-x7.json"]} ] }
      """#
    let table = try RouteTable(json: Array(json.utf8))
    #expect(IndexDifferentialTests.differences(table, [url]) == [])
  }

  /// Routes without a leading key, many to a group: found by their text, and measured for
  /// `nearest` within one budget per link. Every route and code stays the unindexed table's; with
  /// few routes `nearest` does too, and with many it is a route that got as far as any
  /// measured one, never one that got nowhere.
  @Test(arguments: [20, 600])
  func manyRoutesWithoutAKey(count: Int) throws {
    let shapes: [(Int) -> String] = [
      { "/:p(.+)/x\($0)/:id" }, { "/:s([a-z]+(?:-[a-z]+)*)-x\($0)" }, { "/(.+)/x\($0)-:id" },
      { "/*/x\($0)/:id(.+)" },
    ]
    let routes = (0..<count).map { k in
      #"{"name": "r\#(k)", "paths": ["\#(shapes[k % shapes.count](k))"]}"#
    }
    let json =
      #"{ "version": 1, "schemes": ["app"], "routes": ["# + routes.joined(separator: ",") + "] }"
    let table = try RouteTable(json: Array(json.utf8))
    let links = [
      "app://a/x4/1", "app://ab-cd-x9", "app://q/r/x6-7", "app://a/b/x11/c/d", "app://a/b/c",
      "app://zz", "app://a/x9", "app://q/x10-", "app://" + String(repeating: "a/", count: 400),
    ]
    for link in links {
      let (indexed, linear) = (table.resolve(link), table.resolveLinearly(link))
      switch (indexed, linear) {
      case (.success(let found), .success(let expected)):
        #expect(found == expected, "\(link)")
      case (.failure(let found), .failure(let expected)):
        #expect(found.code == expected.code && found.message == expected.message, "\(link)")
        if count <= 20 {
          #expect(found.nearest == expected.nearest, "\(link)")
        } else {
          #expect((found.nearest == nil) == (expected.nearest == nil), "\(link)")
        }
      default:
        Issue.record("\(link): \(indexed) against \(linear)")
      }
    }
  }

  /// Long paths against patterns that are not whole segments: the winner's captures come from
  /// its one general match.
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
}
