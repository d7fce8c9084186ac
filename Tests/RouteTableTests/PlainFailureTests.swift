import Foundation
import Testing

@testable import RouteTable

/// ``PlainFailure`` decides the failures of plain URLs on their bytes: each failure it gives
/// must be, field for field, the general resolver's (``IndexedResolver/resolveGenerally(_:in:)``)
/// and the reference's (every route in turn), and it must decide the usual failing shapes.
@Suite struct PlainFailureTests {
  static let uuid = "6F9619FF-8B86-D011-B42D-00C04FC964FF"

  /// Origins of the flightdeck table: listed, unlisted, insecure, non-canonical.
  static let flightdeckOrigins = [
    "flightdeck://", "https://flightdeck.example.com/", "https://a.flightdeck.example.com/",
    "http://flightdeck.example.com/", "http://b.flightdeck.example.com/", "http://other.com/",
    "https://other.com/", "flightdek://", "fd://", "FLIGHTDECK://", "flightdeck:",
    "http://flightdeck.example.com:80/", "http://xn--80ak6aa92e.flightdeck.example.com/",
    "https://f1ightdeck.example.com/", "https://flightdeck.example.co/",
  ]

  /// Paths (without their leading `/`) that fail in every way, and a few that resolve.
  static let flightdeckPaths = [
    "flight/not-a-uuid", "flight/\(uuid)x", "flight/", "flight", "seat/\(uuid)/ZZ",
    "seat/\(uuid)/2f", "seat/zz/2F", "seat/zz/ZZ", "seat/\(uuid)/2F/extra", "boarding/\(uuid)",
    "setlist", "setlist/a/b", "", "flights/x", "flight/%41bc", "flight/caf%C3%A9",
    "seat/\(uuid)/%5A", "seat/\(uuid)/ZZ?adults=2", "seat/\(uuid)/2F?adults=x", "flight/x#top",
    "home/x", "HOME", "flight/\(uuid)", "flights", "flight//x", "flight/./x", "flight/x/",
  ]

  static var flightdeckURLs: [String] {
    flightdeckOrigins.flatMap { origin in flightdeckPaths.map { origin + $0 } }
  }

  /// Every answer of ``PlainFailure`` that differs from the general resolver's or the
  /// reference's, and how many of each code it gave.
  static func compare(_ table: RouteTable, _ urls: [String]) -> (
    decided: [ResolveFailure.Code: Int], mismatches: [String]
  ) {
    var decided: [ResolveFailure.Code: Int] = [:]
    var mismatches: [String] = []
    for url in urls {
      guard let plain = PlainFailure.failure(url, in: table.index) else { continue }
      decided[plain.code, default: 0] += 1
      let general = IndexedResolver.resolveGenerally(url, in: table.index)
      let reference = table.resolveLinearly(url)
      if general != .failure(plain) || reference != .failure(plain) {
        mismatches.append("\(url)\n  plain:     \(plain)\n  general:   \(general)")
      }
    }
    return (decided, mismatches)
  }

  @Test func flightdeckFailuresAgree() throws {
    let (table, links) = try IndexDifferentialTests.example("flightdeck")
    let (decided, mismatches) = Self.compare(table, Self.flightdeckURLs + links)
    #expect(mismatches == [])
    for code in [
      ResolveFailure.Code.unknownScheme, .insecureScheme, .unknownHost, .invalidParam, .noMatch,
    ] {
      #expect(decided[code, default: 0] >= 3, "\(code)")
    }
  }

  /// The failing shapes of the benchmark's flightdeck corpus never reach the general resolver.
  @Test(arguments: [
    "flightdek://flight/\(uuid)", "flightdeck://flight/not-a-uuid",
    "https://flightdeck.example.com/flight/not-a-uuid", "flightdeck://seat/\(uuid)/ZZ",
    "https://flightdeck.example.com/seat/\(uuid)/ZZ", "flightdeck://boarding/\(uuid)",
    "https://flightdeck.example.com/boarding/\(uuid)", "http://flightdeck.example.com/flights",
    "flightdeck://seat/\(uuid)/2F?adults=x",
    "https://flightdeck.example.com/seat/\(uuid)/2F?adults=",
  ])
  func benchmarkFailuresAreDecidedOnBytes(url: String) throws {
    let (table, _) = try IndexDifferentialTests.example("flightdeck")
    try Self.expectDecidedOnBytes(url, in: table)
  }

  @Test(arguments: IndexDifferentialTests.exampleNames)
  func examplesAgree(name: String) throws {
    let (table, links) = try IndexDifferentialTests.example(name)
    var corpus = MixedCorpus(table: table, seed: 23)
    let (decided, mismatches) = Self.compare(table, links + corpus.urls(count: 2_000))
    #expect(mismatches == [])
    #expect(decided.values.reduce(0, +) > 0)
  }

  @Test func mixedTableAgrees() throws {
    let table = try RouteTable(json: Array(MixedTable.json(groups: 12).utf8))
    var corpus = MixedCorpus(table: table, seed: 17)
    let (decided, mismatches) = Self.compare(table, corpus.urls(count: 6_000))
    #expect(mismatches == [])
    for code in [ResolveFailure.Code.unknownScheme, .insecureScheme, .invalidParam, .noMatch] {
      #expect(decided[code, default: 0] >= 3, "\(code)")
    }
  }

  /// Several candidates refuse a value: the best-ranked one is reported, then the first by
  /// name, whatever order the index finds them in.
  @Test(arguments: [
    "app://n/zz", "app://m/zz", "app://m/7", "app://n/true", "app://x/zz", "app://n/zz/z",
    "https://example.com/m/zz", "https://example.com/k/true/zz", "app://p/zz/x",
  ])
  func rankedRejectionsAgree(url: String) throws {
    try Self.expectDecidedOnBytes(
      url,
      inTableOf: #"""
        { "version": 1, "schemes": ["app"], "hosts": ["example.com"],
          "routes": [
            { "name": "byInt", "paths": ["/n/:v"], "params": { "v": "int" } },
            { "name": "anyBool", "paths": ["/:s/:v"], "params": { "s": "bool", "v": "uuid" } },
            { "name": "d", "paths": ["/m/:w"], "params": { "w": "uuid" } },
            { "name": "c", "paths": ["/m/:v"], "params": { "v": "bool" } },
            { "name": "k", "paths": ["/k/:on/:v", "/k/:on/:v/:w"],
              "params": { "on": "bool", "v": "int" } },
            { "name": "p", "paths": ["/p/:id/*", "/p/:uid/x"],
              "params": { "id": "int", "uid": "uuid" } }
          ] }
        """#)
  }
}

extension PlainFailureTests {
  /// ``expectDecidedOnBytes(_:in:)`` in the table of the config `json`.
  static func expectDecidedOnBytes(_ url: String, inTableOf json: String) throws {
    try expectDecidedOnBytes(url, in: RouteTable(json: Array(json.utf8)))
  }

  /// `url` fails on its bytes, with the general resolver's failure and the reference's; so
  /// does `resolve`, which decides a refusal from the records it matched.
  static func expectDecidedOnBytes(_ url: String, in table: RouteTable) throws {
    let plain = try #require(PlainFailure.failure(url, in: table.index))
    #expect(IndexedResolver.resolveGenerally(url, in: table.index) == .failure(plain))
    #expect(table.resolveLinearly(url) == .failure(plain))
    #expect(table.resolve(url) == .failure(plain))
  }

  /// A candidate whose path values all fit fails on its query (a refused value, a missing
  /// required one, a repeated one, an escaped name): decided on the bytes, and ranked with the
  /// path refusals as the general resolver ranks them.
  @Test(arguments: [
    "app://u/7?tab=likes", "app://u/7?tab=likes&tab=posts", "app://u/7?t%61b=likes",
    "app://u/7?tab=info+x", "app://u/7?tab", "app://u/zz?tab=likes", "app://r/7",
    "app://r/7?n=2", "app://r/7?key=a&n=x", "app://r/7?key=a&n=1&n=x", "app://r/zz?n=x",
    "https://example.com/u/7?tab=likes&utm_source=mail", "https://example.com/r/7?n=2",
  ])
  func queryRefusalsAgree(url: String) throws {
    try Self.expectDecidedOnBytes(
      url,
      inTableOf: #"""
        { "version": 1, "schemes": ["app"], "hosts": ["example.com"],
          "options": { "plusIsSpace": true },
          "routes": [
            { "name": "user", "paths": ["/u/:id"], "params": { "id": "int" },
              "query": { "tab": { "type": { "enum": ["info", "posts"] } } } },
            { "name": "any", "paths": ["/:s/:v"], "params": { "v": "uuid" } },
            { "name": "req", "paths": ["/r/:id"], "params": { "id": "int" },
              "query": { "key": { "type": "string", "required": true },
                         "n": { "type": "int", "repeated": true } } }
          ] }
        """#)
  }

  /// URLs above ``PlainFailure/maximumLength``: many segments, long values, long queries (left
  /// to the general resolver), long hosts (listed or not), each as the general resolver and the
  /// reference decide them.
  @Test func longURLsAgree() throws {
    let (table, _) = try IndexDifferentialTests.example("flightdeck")
    func fill(_ unit: String, after prefix: String, suffix: String = "") -> String {
      prefix + String(repeating: unit, count: 3_000 / unit.utf8.count) + suffix
    }
    var urls: [String] = []
    for origin in [
      "flightdeck://", "https://flightdeck.example.com/", "https://a.flightdeck.example.com/",
    ] {
      urls += [
        fill("/a", after: origin + "setlist/a"), fill("/a", after: origin + "flight/x"),
        fill("a=1&", after: origin + "flight/x?"), fill("a=1&", after: origin + "setlist/x/y?"),
        fill("a=1&", after: origin + "seat/\(Self.uuid)/ZZ?"),
        fill("u=https://evil.example/&", after: origin + "flight/x?"),
        fill("a", after: origin + "setlist/x/"), fill("/", after: origin + "setlist/a"),
        fill("a", after: origin + "flight/"), fill("a", after: origin + "seat/\(Self.uuid)/"),
        fill("a", after: origin, suffix: "%"), fill("a", after: origin + "flight/x?", suffix: "#f"),
      ]
    }
    urls += [
      fill("a", after: "https://", suffix: ".flightdeck.example.com/flight/x"),
      fill("a", after: "https://", suffix: ".example.com/flight/x"),
      fill("a", after: "https://", suffix: ".flightdeck.example.com"),
    ]
    let (decided, mismatches) = Self.compare(table, urls)
    #expect(mismatches == [])
    #expect(decided[.noMatch, default: 0] >= 6)
    #expect(decided[.invalidParam, default: 0] >= 3)
  }
}
