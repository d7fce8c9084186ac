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

  /// `SWCFNMatch`'s matcher as its decompilation reads (aasa.md §1.4.3): every split of the string
  /// tried, failures of the pattern as written remembered by position and depth.
  final class Backtracking {
    let pattern: [AASAGlob.Token]
    let string: [Unicode.Scalar]
    var failed = Set<[Int]>()

    init(_ pattern: [AASAGlob.Token], _ string: [Unicode.Scalar]) {
      self.pattern = pattern
      self.string = string
    }

    /// `tokens` is `pattern[start...]`, or a variable's value spliced before such a rest.
    func match(_ tokens: ArraySlice<AASAGlob.Token>, _ index: Int, depth: Int, spliced: Bool)
      -> Bool
    {
      let key = [tokens.startIndex, index, depth]
      if !spliced, failed.contains(key) { return false }
      let result = decide(tokens, index, depth: depth, spliced: spliced)
      if !spliced, !result { failed.insert(key) }
      return result
    }

    private func decide(
      _ tokens: ArraySlice<AASAGlob.Token>, _ index: Int, depth: Int, spliced: Bool
    ) -> Bool {
      guard let token = tokens.first else { return index == string.count }
      let rest = tokens.dropFirst()
      switch token {
      case .literal(let scalar):
        return index < string.count && string[index] == scalar
          && match(rest, index + 1, depth: depth, spliced: spliced)
      case .anyCharacter, .skippedCharacter:
        return index < string.count && match(rest, index + 1, depth: depth, spliced: spliced)
      case .anyText:
        if rest.isEmpty { return true }
        if index == string.count || depth >= AASAGlob.maximumDepth { return false }
        return (index...string.count).contains {
          match(rest, $0, depth: depth + 1, spliced: spliced)
        }
      case .variable(_, let values):
        guard depth < AASAGlob.maximumDepth else { return false }
        return values.contains {
          match(ArraySlice($0 + rest), index, depth: depth + 1, spliced: true)
        }
      }
    }
  }

  /// The one-pass matcher decides as the backtracking one, on random patterns (with variables
  /// whose values hold `*`, and runs of `*` past the depth limit) and strings.
  @Test func theOnePassMatcherAgreesWithBacktracking() {
    var random = SplitMix(seed: 35)
    let variables = AASASubstitutionVariables(
      custom: ["v": ["a", "*b", ""], "w": ["b/", "?"], "none": []])
    let pieces = ["a", "b", "/", "*", "?", "$(v)", "$(w)", "\\a", "$(none)"]
    var matched = 0
    for round in 0..<4_000 {
      var source = (0..<Int.random(in: 0...7, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }.joined()
      if round % 50 == 0 {
        source = String(repeating: "*a", count: AASAGlob.maximumDepth - 2 + round % 4) + source
      }
      let glob = AASAGlob(source, variables: variables)
      let string = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        ["a", "b", "/"].randomElement(using: &random)!
      }.joined()
      let text = round % 50 == 0 ? String(repeating: "a", count: 70) + string : string
      let expected = Backtracking(glob.tokens, Array(text.unicodeScalars))
        .match(glob.tokens[...], 0, depth: 0, spliced: false)
      #expect(glob.matches(text, caseSensitive: true) == expected, "'\(source)' on '\(text)'")
      if expected { matched += 1 }
    }
    #expect(matched > 400)
  }

  /// Hostile rules against long links: each decided in steps linear in the link, or given up
  /// within the link's allowance.
  @Test(arguments: [
    ("/*/*/x", String(repeating: "/a", count: 32_000)),
    (String(repeating: "*?", count: 16) + "b", String(repeating: "a", count: 10_000)),
    ("*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 60_000)),
  ])
  func aHostileRuleCostsAtMostTheAllowance(pattern: String, text: String) {
    let glob = AASAGlob(pattern, variables: Self.none)
    LinkAllowance.counting { work in
      let outcome = glob.matches(Array(text.unicodeScalars), caseSensitive: true, work: work)
      #expect(outcome == nil || outcome == false)
      #expect(work.withRemaining { $0 } >= -glob.tokens.count)
    }
    LinkAllowance.counting { work in
      #expect(glob.matches(Array("/a/b/x".unicodeScalars), caseSensitive: true, work: work) != nil)
    }
  }

  @Test func thePinnedRegionListHasGBButNotUK() {
    let regions = AASASubstitutionVariables.builtIn("region") ?? []
    #expect(regions.count == 292)
    #expect(regions.contains("GB") && !regions.contains("UK"))
    #expect(AASASubstitutionVariables.builtIn("lang")?.count == 615)
  }
}

@Suite struct AASAFileTests {
  /// `query-in-path` fires on a `?` that starts what reads as a query, not on one that stands
  /// for a character of a segment before an `=` further on.
  @Test(arguments: [
    ("/services/detail/?id=*", true), ("/a?b=c", true), ("/a?=b", true), ("/a/?x", false),
    ("/s?*lightID/?*===Q/eat/?*", false), ("/a?/b=c", false), ("/a?*?b=c", true),
    ("/x?*/y?z=1", true),
  ])
  func aQueryInAPathIsTold(pattern: String, holdsQuery: Bool) {
    #expect(AASAReader.holdsQuery(pattern) == holdsQuery)
  }

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
      for second in rules {
        var steps = AASARuleCoverage.stepsPerRule
        guard AASARuleCoverage.covers(first, second, steps: &steps) else { continue }
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
    var steps = AASARuleCoverage.stepsPerRule
    #expect(AASARuleCoverage.covers(rules[0], rules[1], steps: &steps) == covers)
  }

  /// The index of fixed starts proposes exactly the earlier rules the fixed-start test allows,
  /// in order.
  @Test func theIndexOfStartsProposesWhatTheStartTestAllows() throws {
    let paths = [
      "/", "/*", "*", "?*", "/a", "/a/*", "/A/*", "/ab*", "/a?", "/a/b", "/p1/*", "/a/B",
    ]
    var components: [String] = []
    for path in paths {
      for caseSensitive in [true, false] {
        components.append(#"{"/": "\#(path)", "caseSensitive": \#(caseSensitive)}"#)
      }
    }
    components.append(#"{"?": {"q": "1"}}"#)
    let rules = try #require(Self.document(components.joined(separator: ","))?.entries.first).rules
    var index = AASARuleStarts()
    for (position, rule) in rules.enumerated() {
      let start = AASARuleCoverage.pathStart(of: rule)
      let allowed = rules.indices[..<position].filter {
        AASARuleCoverage.mayCover(
          AASARuleCoverage.pathStart(of: rules[$0]), start, ignoringCase: !rules[$0].caseSensitive)
      }
      #expect(index.candidates(for: start, limit: rules.count) == allowed, "\(rule.text)")
      index.insert(position, start: start, ignoringCase: !rule.caseSensitive)
    }
  }

  /// A file whose rules could all cover each other (none has a fixed path) is linted in work
  /// linear in its rules: each is compared with a bounded number of earlier ones.
  @Test func rulesThatCouldAllCoverEachOtherAreComparedABoundedNumberOfTimes() throws {
    for count in [1_000, 2_000] {
      let components = (0..<count).map { #"{"?": {"k\#($0)": "v"}}"# }.joined(separator: ",")
      let document = try #require(Self.document(components))
      let rules = try #require(document.entries.first).rules
      var index = AASARuleStarts()
      var proposed = 0
      for (position, rule) in rules.enumerated() {
        let start = AASARuleCoverage.pathStart(of: rule)
        proposed += index.candidates(for: start, limit: AASALinter.candidatesPerRule).count
        index.insert(position, start: start, ignoringCase: !rule.caseSensitive)
      }
      #expect(proposed <= count * AASALinter.candidatesPerRule)
      #expect(AASALinter(document: document).findings().isEmpty)
    }
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
    #expect(!check.hasErrors, "\(check.unroutableClaims) \(check.unclaimedRoutes)")
    // What AASA cannot say (one segment, digits) is a warning with its witness, never an error.
    #expect(check.unroutableClaims.allSatisfy { $0.isForced })
    #expect(
      check.unroutableClaims.map { $0.rule.text + " " + $0.probes[0].url } == [
        #"{"/":"/?*/docs"} https://example.com/tab/home/docs"#,
        #"{"/":"/order/?*","?":{"ref":"?*"},"caseSensitive":false} "#
          + "https://example.com/order/home?ref=home",
        #"{"/":"/item/?*"} https://example.com/item/home"#,
      ])
    #expect(
      check.unroutableClaims.first?.diagnostic.code == "wider-than-route"
        && check.unroutableClaims.first?.diagnostic.severity == .warning)
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
    // Each could be narrower: `/tab/*` opens values the enum does not hold, `/files/*` and
    // `/item/*` an empty last segment; `/order/*` does not require `ref`, and `/buy/*` routes
    // only `/buy/docs` (a `docs` link). `*/docs` opens what `/?*/docs`, the tightest rule for
    // `docs`, opens too: a warning.
    let witnesses = check.unroutableClaims.map { ($0.rule.rule, $0.isForced, $0.probes[0].url) }
    #expect(
      witnesses.map { "\($0.0) \($0.1) \($0.2)" } == [
        "1 false https://example.com/tab/sample", "2 true https://example.com/order/42/docs",
        "3 false https://example.com/files/", "4 false https://example.com/item/",
        "5 false https://example.com/order/home", "6 false https://example.com/buy/home",
      ])
    #expect(
      check.unroutableClaims.compactMap { $0.probes[0].resolvingNeighbour }.last
        == "https://example.com/buy/docs")
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
