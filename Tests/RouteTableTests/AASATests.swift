import Testing

@testable import RouteTable

@Suite struct AASAPathNormalizationTests {
  @Test(arguments: [
    ("", "/"), ("/", "/"), ("*", "*"), ("/buy", "/buy/"), ("/buy/", "/buy/"),
    ("/buy/*", "/buy/*"), ("abc", "/abc/"), ("//abc", "/abc/"), ("/buy//", "/buy/"),
    ("/id/????", "/id/????/"), ("*abc", "*abc/"), ("/a**b", "/a*b/"), ("**", "/*/"),
  ])
  func normalizesLikeIOS(input: String, expected: String) {
    #expect(AASAPathNormalization.normalize(input) == expected)
  }
}

@Suite struct AASABoolValueTests {
  @Test(arguments: [
    ("true", true), ("false", false), ("1", true), ("0", false), ("0.0", false), ("2", true),
    (#""true""#, true), (#""yes""#, true), (#""Y""#, true), (#""no""#, false),
    (#""false""#, false), (#"" 007""#, true), (#""-1""#, true), (#""""#, false),
  ])
  func readsLikeObjectiveC(json: String, expected: Bool) throws {
    #expect(AASABoolValue.of(try JSONReader.read(Array(json.utf8))) == expected)
  }

  @Test(arguments: ["null", "[]", "{}"])
  func containersHaveNoBoolValue(json: String) throws {
    #expect(AASABoolValue.of(try JSONReader.read(Array(json.utf8))) == nil)
  }
}

@Suite struct AASAGlobTests {
  static let none = AASASubstitutionVariables()

  @Test(arguments: [
    ("/?/", "/é/", true), ("/?/", "/%C3%A9/", false), ("/a*b/", "/axyzb/", true),
    ("/a/*/c/", "/a/c/", false), ("/Help/*", "/help/1/", false), ("[a]", "[a]", true),
    ("a.b", "axb", false), ("/x/\\y", "/x/z", true),
  ])
  func matchesLikeSWCFNMatch(pattern: String, text: String, expected: Bool) {
    #expect(AASAGlob(pattern, variables: Self.none).matches(text, caseSensitive: true) == expected)
  }

  @Test func foldsCaseOnlyWhenAsked() {
    let glob = AASAGlob("/Ünïcode/$(upper)", variables: Self.none)
    #expect(glob.matches("/ünïcode/q", caseSensitive: false))
    #expect(!glob.matches("/ünïcode/Q", caseSensitive: true))
  }

  @Test func giveUpBeyondTheDepthLimit() {
    let deep = String(repeating: "*a", count: AASAGlob.maximumDepth + 1)
    let glob = AASAGlob(deep, variables: Self.none)
    #expect(
      !glob.matches(String(repeating: "a", count: AASAGlob.maximumDepth + 1), caseSensitive: true))
    let shallow = AASAGlob("*a*a", variables: Self.none)
    #expect(shallow.matches("xaya", caseSensitive: true))
  }

  @Test func customVariablesShadowBuiltIns() {
    let variables = AASASubstitutionVariables(custom: ["digit": ["x"], "kind": ["a*z"]])
    #expect(AASAGlob("/$(digit)", variables: variables).matches("/x", caseSensitive: true))
    #expect(!AASAGlob("/$(digit)", variables: variables).matches("/1", caseSensitive: true))
    #expect(AASAGlob("/$(kind)/x", variables: variables).matches("/abcz/x", caseSensitive: true))
  }

  @Test func thePinnedRegionListHasGBButNotUK() {
    let regions = AASASubstitutionVariables.builtIn("region") ?? []
    #expect(regions.count == 292)
    #expect(regions.contains("GB") && !regions.contains("UK"))
    #expect(AASASubstitutionVariables.builtIn("lang")?.count == 615)
  }
}

@Suite struct AASAFileTests {
  static func document(_ components: String) -> AASADocument? {
    AASAFile(
      json: Array(
        #"{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":["#
          .utf8) + Array(components.utf8) + Array("]}]}}".utf8)
    ).document
  }

  @Test(arguments: [
    ("https://www.example.org/a", "*.example.org", true),
    ("https://a.b.example.org/a", "*.example.org", true),
    ("https://example.org/a", "*.example.org", false),
    ("https://www.example.org/a", "example.org", false),
    ("https://example.org/a", "example.org", true),
  ])
  func aWildcardDomainServesItsSubdomains(url: String, domain: String, opens: Bool) throws {
    let document = try #require(Self.document(#"{"/": "/a"}"#))
    let decision = try document.decide(url, appID: "ABCDE12345.com.example.app", domain: domain)
      .get()
    #expect(decision.opensApp == opens)
  }

  /// The quick test on fixed starts never says "no" where the full coverage search says "yes".
  @Test func theFixedStartTestNeverHidesACoveringRule() throws {
    let paths = [
      "/", "/*", "*", "/a", "/a/*", "/A/*", "/ab*", "/a?", "/a/b", "/p1/*", "/p2/*", "/$(lang)/x",
      "/a*b", "?", "/a/b/*", "/ab", "/a/B",
    ]
    var components: [String] = []
    for path in paths {
      for caseSensitive in [true, false] {
        components.append(#"{"/": "\#(path)", "caseSensitive": \#(caseSensitive)}"#)
      }
    }
    let document = try #require(Self.document(components.joined(separator: ",")))
    let rules = try #require(document.entries.first).rules
    var covering = 0
    for first in rules {
      for second in rules where AASARuleCoverage.covers(first, second) {
        covering += 1
        #expect(
          AASARuleCoverage.mayCover(
            AASARuleCoverage.pathStart(of: first), AASARuleCoverage.pathStart(of: second),
            ignoringCase: !first.caseSensitive), "\(first.text) \(second.text)")
      }
    }
    #expect(covering > rules.count)
  }

  @Test func aFileOverTheLimitIsUnusable() {
    let padding = String(repeating: " ", count: AASAFile.maximumSize)
    let file = AASAFile(json: Array(("{\"applinks\":{}}" + padding).utf8))
    #expect(!file.isUsable)
    #expect(file.diagnostics.first?.code == "too-large")
    #expect(AASAFile(json: Array("{\"applinks\":{}}".utf8)).isUsable)
  }

  @Test func theFirstEntryListingAnAppIsTheOneUsed() throws {
    let file = AASAFile(
      json: Array(
        #"""
        {"applinks":{"details":[
          {"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/a"}]},
          {"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/b"}]}]}}
        """#.utf8))
    let document = try #require(file.document)
    let decision = try document.decide("https://example.com/b", appID: "ABCDE12345.com.example.app")
      .get()
    #expect(decision.outcome == .noMatch)
    #expect(file.diagnostics.map(\.code) == ["duplicate-app"])
  }

  @Test(arguments: [
    (#"{"/":"*"}"#, #"{"/":"/buy/*","?":{"a":"1"}}"#, true),
    (#"{"/":"/a/*"}"#, #"{"/":"/a/b/*"}"#, true),
    (#"{"/":"/a/*"}"#, #"{"/":"/b/*"}"#, false),
    (#"{"/":"/a/?"}"#, #"{"/":"/a/*"}"#, false),
    (#"{"/":"/A/*","caseSensitive":false}"#, #"{"/":"/a/x"}"#, true),
    (#"{"/":"/a/*"}"#, #"{"/":"/a/x","caseSensitive":false}"#, false),
    (#"{"/":"/a/*","?":{"x":"*"}}"#, #"{"/":"/a/b"}"#, true),
    (#"{"/":"/a/*","?":{"x":"?*"}}"#, #"{"/":"/a/b"}"#, false),
    (##"{"/":"/a/*","#":"*"}"##, ##"{"/":"/a/b","#":"top"}"##, true),
  ])
  func coverageDecidesUnreachableRules(first: String, second: String, covers: Bool) throws {
    let rules = try #require(Self.document(first + "," + second)?.entries.first?.rules)
    #expect(AASARuleCoverage.covers(rules[0], rules[1]) == covers)
  }
}

@Suite struct AASACrossCheckTests {
  static let config = #"""
    {
      "version": 1,
      "hosts": ["example.com"],
      "types": { "tab": { "enum": ["home", "settings"] } },
      "routes": [
        { "name": "root", "paths": ["/"] },
        { "name": "tab", "paths": ["/tab/:tab"], "params": { "tab": "tab" } },
        { "name": "docs", "paths": ["/:lang?/docs"] },
        { "name": "files", "paths": ["/files/*"] },
        { "name": "order", "paths": ["/order/:id"], "params": { "id": "int" },
          "options": { "caseSensitive": false },
          "query": { "ref": { "type": "string", "required": true } } },
        { "name": "item", "paths": ["/item/:id(\\d+)"] }
      ]
    }
    """#

  @Test func aGeneratedFileCrossChecksCleanAgainstItsTable() throws {
    let table = try RouteTable(json: Array(Self.config.utf8))
    let generation = AASAGenerator.generate(table: table, appIDs: ["ABCDE12345.com.example.app"])
    #expect(generation.json.contains(#""tab": ["home", "settings"]"#))
    #expect(generation.json.contains(#""/": "/tab/$(tab)""#))
    #expect(generation.json.contains(#""/": "/docs""#))
    #expect(generation.json.contains(#""?": { "ref": "?*" }, "caseSensitive": false"#))
    #expect(generation.notes.contains { $0.contains("the regex is not checked") })
    let file = AASAFile(json: Array(generation.json.utf8))
    #expect(!file.hasErrors, "\(file.diagnostics)")
    let document = try #require(file.document)
    let check = AASACrossCheck(
      document: document, table: table, appID: "ABCDE12345.com.example.app")
    #expect(check.isClean, "\(check.unroutableClaims) \(check.unclaimedRoutes)")
  }

  @Test func findsClaimsTheAppCannotRouteAndRoutesTheFileDoesNotClaim() throws {
    let table = try RouteTable(json: Array(Self.config.utf8))
    let file = AASAFile(
      json: Array(
        #"""
        {"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[
          {"/":"/"},{"/":"/tab/*"},{"/":"*/docs"},{"/":"/files/*"},{"/":"/item/*"},
          {"/":"/order/*"},{"/":"/buy/*"}]}]}}
        """#.utf8))
    let document = try #require(file.document)
    let check = AASACrossCheck(
      document: document, table: table, appID: "ABCDE12345.com.example.app",
      domain: "example.com")
    // `/order/*` does not require `ref`, `/buy/*` has no route at all.
    #expect(check.unroutableClaims.map(\.rule.rule) == [5, 6])
    #expect(
      check.unroutableClaims.first?.probes.first?.url.hasPrefix("https://example.com/order/")
        == true)
    // `/order/:id` is case-insensitive, the rule is not: the upper-case sample goes to Safari.
    #expect(check.unclaimedRoutes.map(\.route) == ["order"])
    #expect(
      check.unclaimedRoutes.first?.samples.map(\.url) == ["https://example.com/ORDER/42?ref=sample"]
    )
  }
}

@Suite struct AASAWildcardDomainTests {
  @Test func aWildcardDomainGeneratesAndCrossChecksItsSubdomainRoutes() throws {
    let table = try RouteTable(
      json: Array(
        #"{"version": 1, "hosts": ["*.example.org", "example.org"], "routes": [{"name": "sub", "paths": ["/s"], "hosts": ["*.example.org"]}, {"name": "apex", "paths": ["/a"], "hosts": ["example.org"]}]}"#
          .utf8))
    let generation = AASAGenerator.generate(
      table: table, appIDs: ["ABCDE12345.com.example.app"], domain: "*.example.org")
    #expect(generation.json.contains("/s") && !generation.json.contains("/a"))
    let document = try #require(AASAFile(json: Array(generation.json.utf8)).document)
    let check = AASACrossCheck(
      document: document, table: table, appID: "ABCDE12345.com.example.app",
      domain: "*.example.org")
    #expect(check.isClean, "\(check.unroutableClaims) \(check.unclaimedRoutes)")
  }
}

/// The parts of a link as iOS matches them, from the one URL reader.
@Suite struct AASALinkTests {
  @Test(
    arguments: [
      ("https://a.example/p?q=é&x#frä", "q=%C3%A9&x", "fr%C3%A4"),
      ("https://a.example/p?#", "", ""),
      ("https://a.example/p#a?b", nil, "a?b"),
      ("https://a.example/p?a%2Fb=1#%41", "a%2Fb=1", "%41"),
      ("https://a.example/p", nil, nil),
    ] as [(String, String?, String?)])
  func queryAndFragmentAreKeptAsWritten(input: String, query: String?, fragment: String?) throws {
    let link = try AASALink(input)
    #expect(link.encodedQuery == query)
    #expect(link.encodedFragment == fragment)
  }
}
