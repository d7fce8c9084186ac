import Foundation
import Testing

@testable import RouteTable

/// The link allowance (``MatchLimit``): a link whose patterns would cost more than the allowance
/// fails with `match-limit`, every other link gets the answer of proposing every route (``RouteTable/unindexed``), and the
/// count is of work, so the same link always gets the same record.
@Suite struct MatchLimitTests {
  static func fill(_ unit: String, after prefix: String, suffix: String = "") -> String {
    HostileURLTests.fill(unit, after: prefix, suffix: suffix)
  }

  static func table(_ patterns: [String]) throws -> RouteTable {
    try TableFixtures.table(
      routes: patterns.enumerated().map { number, pattern in
        #"{ "name": "r\#(number)", "paths": ["\#(pattern)"] }"#
      })
  }

  /// Patterns and 64 KiB links whose matching costs more than the allowance: each end of a
  /// wildcard scans the rest of the path, an expression the tail window cannot bound, a
  /// look-ahead that puts the whole pattern on Swift `Regex`.
  static let costly: [(patterns: [String], url: String)] = [
    (["/*/:b"], fill("a/", after: "app://x/")),
    (["/*-:b"], fill("a-", after: "app://", suffix: "a/")),
    ([#"/:a(.+)-:b(\\\\d+)"#], fill("a-", after: "app://")),
    ([#"/:a((?=.)(?:.+))-:b(\\d+)"#], fill("a-", after: "app://")),
    // Short, but 1,000 routes no index sorts out, each with an expression (a look-ahead) that
    // only Swift `Regex` runs.
    ((1...1_000).map { #"/:a(.+)-:b((?=x)x{\#($0 % 90 + 1)})"# }, "app://a-b"),
  ]

  @Test(arguments: costly.indices)
  func aCostlyLinkFailsWithTheLimit(number: Int) throws {
    let (patterns, url) = Self.costly[number]
    let table = try Self.table(patterns)
    let failure = try #require(table.resolve(url).failure)
    #expect(failure.code == .matchLimit)
    #expect(failure.code.rawValue == "match-limit")
    #expect(failure.message.hasPrefix("gave up after \(MatchLimit.units) steps at route 'r"))
    #expect(failure.message.first?.isLowercase == true && failure.message.last != ".")
    #expect(failure.nearest == nil && failure.column == nil)
    // Work is counted, not timed: the same link gets the same record every time.
    #expect(table.resolve(url) == table.resolve(url))
    // `--explain` is the same resolver traced: it gives up the same way.
    #expect(table.explain(url).result == .failure(failure))
  }

  /// The single-route patterns on links within the allowance: the answer is the reference's.
  @Test(arguments: costly.indices.filter { costly[$0].patterns.count == 1 })
  func linksWithinTheAllowanceGetTheReferenceAnswer(number: Int) throws {
    let table = try Self.table(Self.costly[number].patterns)
    for path in ["x/a/b", "a-b", "a-b/", "a-1", #"a-\ddd"#, "abc-x", "a-xx", "x/y/z/a-b-c"] {
      let url = "app://" + path
      #expect(table.resolve(url) == table.resolveLinearly(url), "\(url)")
    }
    for unit in ["a/", "a-", "ab"] {
      let url = String(Self.fill(unit, after: "app://", suffix: "a").prefix(600))
      let (ours, reference) = (table.resolve(url), table.resolveLinearly(url))
      #expect(ours.failure?.code != .matchLimit, "\(unit)")
      #expect(ours.summary.prefix(40) == reference.summary.prefix(40), "\(unit)")
      #expect(ours == reference, "\(unit)")
    }
  }

  /// A link that matches late in a long path, within the allowance, still resolves: the limit
  /// is not a cap on the path's length.
  @Test func aLongLinkWithinTheAllowanceResolves() throws {
    let table = try Self.table(["/*-:b", #"/blog/:slug(.+)-:id(\\d+)"#])
    let url = Self.fill("a-", after: "app://blog/", suffix: "7")
    let resolved = table.resolve(url)
    #expect(resolved.summary.hasPrefix("r1("))
    #expect(resolved.summary.hasSuffix(", id: 7)"))
    #expect(resolved == table.resolveLinearly(url))
  }

  /// `/files/:rest*` on a long link tried each byte of the path as an end, which only the end of
  /// the path can be: the Resolve fuzz target found a 3 KiB link (saved in `Fixtures`) that
  /// ran out of the allowance. Only ends the later steps can follow are tried now.
  @Test func aRepeatedSegmentParameterTriesOnlyTheEndsTheRestCanFollow() throws {
    let table = try Self.table(["/file/:name.:ext", "/files/:rest*", "/files/:rest*/x"])
    let found = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/match-limit-files-rest.txt"), encoding: .utf8)
    let links = [
      found,
      Self.fill("a", after: "app://files/"),
      Self.fill("a", after: "app://files/", suffix: "/"),
      "app://files/" + String(repeating: "ab/", count: 2_000),
      "app://files/" + String(repeating: "ab/", count: 2_000) + "x",
    ]
    for url in links {
      let resolved = table.resolve(url)
      #expect(resolved.failure?.code != .matchLimit, "\(url.prefix(40))")
      #expect(resolved == table.resolveLinearly(url), "\(url.prefix(40))")
    }
  }

  /// A `types` pattern that only Swift `Regex` runs (a look-ahead inside a repetition: quadratic
  /// in the value) is paid from the allowance wherever its value comes from: a path segment, a
  /// query item, the fragment, or a parent that types a value its child passed as a string.
  @Test func aTypePatternIsChargedWhereverItsValueComesFrom() throws {
    let table = try TableFixtures.table(
      routes: [
        #"{ "name": "path", "paths": ["/p/:name"], "params": { "name": "file" } }"#,
        #"{ "name": "query", "paths": ["/q"], "query": { "name": "file" } }"#,
        #"{ "name": "fragment", "paths": ["/f"], "fragment": { "name": "name", "type": "file" } }"#,
        #"{ "name": "parent", "paths": ["/parent/:name"], "params": { "name": "file" } }"#,
        #"{ "name": "child", "paths": ["/c/:name"], "parent": "parent" }"#,
      ],
      extra: #""types": { "file": { "pattern": "(?:(?!.*\\.exe$).)+", "example": "a.txt" } },"#)
    let value = String(repeating: "a", count: 60_000)
    for url in [
      "app://p/\(value)", "app://q?name=\(value)", "app://f#\(value)", "app://c/\(value)",
    ] {
      let failure = try #require(table.resolve(url).failure, "\(url.prefix(12))")
      #expect(failure.code == .matchLimit, "\(url.prefix(12))")
      #expect(table.explain(url).result == .failure(failure), "\(url.prefix(12))")
    }
    // Within the allowance the type decides as before.
    #expect(table.resolve("app://q?name=a.txt").summary == "query(name: a.txt)")
    #expect(table.resolve("app://q?name=a.exe").failure?.code == .invalidQuery)
    #expect(table.resolve("app://c/a.txt").summary == "parent(name: a.txt) > child(name: a.txt)")
  }

  /// The flightdeck table's hostile links, the costliest an ordinary table meets, stay far
  /// within the allowance.
  @Test(arguments: HostileURLTests.shapes.indices)
  func ordinaryTablesStayWithinTheAllowance(shape: Int) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    #expect(table.resolve(HostileURLTests.shapes[shape]).failure?.code != .matchLimit)
  }
}
