import Foundation
import Testing

@testable import RouteTable

/// The route trie must give exactly the results of proposing every route
/// (``RouteTable/unindexed``): same route, chain, values and warnings, same error, message,
/// column and nearest.
@Suite struct IndexDifferentialTests {
  static let examplesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  static let exampleNames = [
    "flightdeck", "items", "music", "photos", "teamchat", "todo", "yourapp",
  ]

  static func example(_ name: String) throws -> (RouteTable, links: [String]) {
    let directory = examplesDirectory.appendingPathComponent(name)
    let json = try Data(contentsOf: directory.appendingPathComponent("linkcheck.json"))
    let links = try String(
      decoding: Data(contentsOf: directory.appendingPathComponent("links.txt")), as: UTF8.self)
    return (
      try RouteTable(json: Array(json)),
      links.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.hasPrefix("#") }
    )
  }

  /// Every difference between the index and the reference on `urls`, as readable lines.
  static func differences(_ table: RouteTable, _ urls: [String]) -> [String] {
    let reference = table.unindexed
    return urls.compactMap { url in
      let indexed = table.resolve(url)
      let linear = reference.resolve(url)
      return indexed == linear ? nil : "\(url)\n  index:  \(indexed)\n  linear: \(linear)"
    }
  }

  @Test(arguments: exampleNames)
  func examplesAgree(name: String) throws {
    let (table, links) = try Self.example(name)
    var corpus = MixedCorpus(table: table, seed: 11)
    let urls = links + corpus.urls(count: 3_000)
    #expect(urls.count > 3_000)
    #expect(Self.differences(table, urls) == [])
  }

  @Test func mixedSyntheticTableAgrees() throws {
    let table = try RouteTable(json: Array(MixedTable.json(groups: 12).utf8))
    var generator = MixedCorpus(table: table, seed: 5)
    let corpus = generator.urls(count: 6_000)
    #expect(Self.differences(table, corpus) == [])
    // The corpus reaches every kind of outcome, so the comparison covers them all.
    let codes = Set(
      corpus.map { url in
        switch table.resolve(url) {
        case .success: "ok"
        case .failure(let failure): failure.code.rawValue
        }
      })
    #expect(
      codes.isSuperset(of: [
        "ok", "no-match", "invalid-param", "invalid-query", "missing-query", "unknown-scheme",
        "invalid-url",
      ]))
  }

  /// A table of many groups, with groups whose first node a walk cannot skip (a parameter or a
  /// tail after it), long keys and case-insensitive routes: every walk must find what trying
  /// every route finds.
  @Test func manyGroupsAgree() throws {
    let table = try RouteTable(json: Array(PairedTable.json(groups: 150).utf8))
    var generator = MixedCorpus(table: table, seed: 17)
    let corpus =
      generator.urls(count: 4_000) + [
        "app://g0/about", "app://g0/other", "app://g1/x/y", "app://g2/averyverylongsegment/x",
        "app://g3/item/new", "app://g3/item/7", "app://g4/ABOUT/team", "app://g5/files",
        "app://g5/files/a/b", "app://g6", "app://g6/", "app://g7//about", "app://G8/about",
      ]
    #expect(Self.differences(table, corpus) == [])
  }

  @Test func nearestRouteAgreesWhenNothingMatches() throws {
    let table = try RouteTable(json: Array(MixedTable.json(groups: 4).utf8))
    let urls = [
      "app://g1", "app://g1/nope", "app://g1/item", "app://g1/item/5/extra", "app://G1/ABOUT/x",
      "app://g2/files", "app://g3/docs/x/y/z", "app://", "app://zzz", "app:///g1//item",
      "https://example.com/g0/user", "https://api.example.com/g0/only/x",
    ]
    let failures = urls.filter {
      if case .failure(let failure) = table.resolve($0) { failure.nearest != nil } else { false }
    }
    #expect(failures.count >= 3)
    #expect(Self.differences(table, urls) == [])
  }
}

/// A table mixing every shape the index treats differently: plain segment patterns, case
/// insensitive and strict trailing-slash routes, wildcards, modifiers and regex parts (which
/// stay with the general matcher), routes restricted to a host, typed, enum and pattern
/// parameters, query declarations, parent chains with mapping, and overlapping routes.
enum MixedTable {
  static func json(groups: Int) -> String {
    var routes: [String] = [#"{"name":"root","paths":["/"]}"#]
    for group in 0..<groups {
      let g = "g\(group)"
      routes += [
        #"{"name":"about\#(group)","paths":["/\#(g)/about","/\#(g)/info/"],"parent":"root"}"#,
        #"{"name":"item\#(group)","paths":["/\#(g)/item/:id"],"params":{"id":"int"},"parent":"about\#(group)"}"#,
        #"{"name":"itemNew\#(group)","paths":["/\#(g)/item/new"],"parent":"about\#(group)"}"#,
        #"{"name":"user\#(group)","paths":["/\#(g)/user/:uid"],"params":{"uid":"uuid"},"query":{"tab":{"type":{"enum":["info","posts"]},"required":true}}}"#,
        #"{"name":"tag\#(group)","paths":["/\#(g)/tag/:name"],"query":{"page":{"type":"int","default":1},"ids":{"type":"int","repeated":true}}}"#,
        #"{"name":"files\#(group)","paths":["/\#(g)/files/*"]}"#,
        #"{"name":"seat\#(group)","paths":["/\#(g)/seat/:seat"],"params":{"seat":"seat"},"parent":{"route":"item\#(group)","params":{"id":"seat"}}}"#,
        #"{"name":"upper\#(group)","paths":["/\#(g)/About/Team"],"options":{"caseSensitive":false}}"#,
        #"{"name":"strict\#(group)","paths":["/\#(g)/strict"],"options":{"trailingSlash":"strict"}}"#,
        #"{"name":"docs\#(group)","paths":["/\#(g)/docs/:rest*","/\#(g)/:lang?/guide"]}"#,
        #"{"name":"code\#(group)","paths":["/\#(g)/code/:code([A-Z]{3})"]}"#,
        #"{"name":"only\#(group)","paths":["/\#(g)/only/:x"],"hosts":["api.example.com"]}"#,
        #"{"name":"flag\#(group)","paths":["/\#(g)/flag/:on"],"params":{"on":"bool"},"fragment":{"name":"anchor","type":"string"}}"#,
        #"{"name":"any\#(group)","paths":["/\#(g)/:page"]}"#,
      ]
    }
    return """
      { "version": 1, "schemes": ["app"], "hosts": ["example.com", "*.example.com"],
        "types": { "seat": { "pattern": "[0-9]{1,2}[A-F]" } },
        "routes": [\(routes.joined(separator: ",\n"))] }
      """
  }
}

/// Groups of routes under `/g<n>/` as large tables have them, for ``SegmentPairTable``: most
/// groups' first node only leads on; group 0 has a parameter after it and group 1 a tail.
enum PairedTable {
  static func json(groups: Int) -> String {
    var routes: [String] = [
      #"{"name":"page0","paths":["/g0/:page"]}"#, #"{"name":"rest1","paths":["/g1/*"]}"#,
    ]
    for group in 0..<groups {
      let g = "g\(group)"
      routes += [
        #"{"name":"about\#(group)","paths":["/\#(g)/about"]}"#,
        #"{"name":"item\#(group)","paths":["/\#(g)/item/:id"],"params":{"id":"int"},"parent":"about\#(group)"}"#,
        #"{"name":"itemNew\#(group)","paths":["/\#(g)/item/new"]}"#,
        #"{"name":"user\#(group)","paths":["/\#(g)/user/:uid"],"params":{"uid":"uuid"},"query":{"tab":{"type":{"enum":["info","posts"]}}}}"#,
        #"{"name":"tag\#(group)","paths":["/\#(g)/tag/:name"],"query":{"page":{"type":"int","default":1}}}"#,
        #"{"name":"files\#(group)","paths":["/\#(g)/files/*"]}"#,
        #"{"name":"long\#(group)","paths":["/\#(g)/averyverylongsegment/x"]}"#,
        #"{"name":"upper\#(group)","paths":["/\#(g)/About/Team"],"options":{"caseSensitive":false}}"#,
      ]
    }
    return """
      { "version": 1, "schemes": ["app"], "hosts": ["example.com"],
        "routes": [\(routes.joined(separator: ",\n"))] }
      """
  }
}

/// URLs for a table: each route's patterns filled with good and bad values, then varied
/// (trailing slash, case, extra or missing segments, query and fragment, other schemes and
/// hosts, escapes, invalid syntax).
struct MixedCorpus {
  let table: RouteTable
  var random: SplitMix

  init(table: RouteTable, seed: UInt64) {
    self.table = table
    random = SplitMix(seed: seed)
  }

  static let values = [
    "42", "0", "-7", "abc", "6F9619FF-8B86-D011-B42D-00C04FC964FF", "2F", "12C", "true", "false",
    "new", "info", "posts", "x%20y", "%2F", "caf%C3%A9", "ABC", "about", "ABOUT",
    "99999999999999999999",
    "1.5", "a.b", "item", "files",
  ]

  mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

  mutating func path(for pattern: PathPattern) -> String {
    var path = ""
    for part in pattern.parts {
      let count: Int
      switch part.modifier {
      case .none: count = 1
      case .optional: count = Int(random.next() % 2)
      case .zeroOrMore: count = Int(random.next() % 3)
      case .oneOrMore: count = 1 + Int(random.next() % 2)
      }
      for _ in 0..<count {
        switch part.kind {
        case .fixedText: path += part.value
        case .fullWildcard: path += part.prefix + pick(["", "a", "a/b/c", "x%2Fy"]) + part.suffix
        default: path += part.prefix + pick(Self.values) + part.suffix
        }
      }
    }
    return path.isEmpty ? "/" : path
  }

  mutating func origin() -> String {
    let hosts = table.config.hosts.map { $0.isWildcard ? "www." + $0.domain : $0.domain }
    var origins = table.config.schemes.map { $0 + "://" } + hosts.map { "https://" + $0 }
    origins += ["https://api.example.com", "http://" + (hosts.first ?? "x.com"), "other://"]
    if let scheme = table.config.schemes.first {
      origins += [scheme + ":", scheme + ":///", scheme.uppercased() + "://"]
    }
    return pick(origins)
  }

  mutating func query() -> String {
    pick([
      "", "", "", "?tab=info", "?tab=likes", "?tab=", "?page=2", "?page=x", "?ids=1&ids=2",
      "?ids=1&ids=b", "?utm_source=mail&tab=posts", "?a=1&a=2&%74ab=info", "#top", "?page=3#x",
      "#",
    ])
  }

  mutating func vary(_ path: String) -> String {
    switch random.next() % 10 {
    case 0: return path + "/"
    case 1: return path.uppercased()
    case 2: return path + "/extra"
    case 3: return String(path.dropLast(max(1, path.count / 3)))
    case 4: return path.replacingOccurrences(of: "/", with: "//")
    case 5: return path + "/."
    default: return path
    }
  }

  mutating func urls(count: Int) -> [String] {
    let patterns = table.config.routes.flatMap(\.paths)
    guard !patterns.isEmpty else { return [] }
    var urls: [String] = []
    while urls.count < count {
      var path = vary(path(for: pick(patterns)))
      if !path.hasPrefix("/") { path = "/" + path }
      let origin = origin()
      let url =
        origin.hasSuffix("://") && !origin.hasPrefix("http")
        ? origin + path.dropFirst() : origin + path
      switch random.next() % 40 {
      case 0: urls.append(url + " space")
      case 1: urls.append(url + "%zz")
      default: urls.append(url + query())
      }
    }
    return urls
  }
}
