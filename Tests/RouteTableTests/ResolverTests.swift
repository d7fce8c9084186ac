import RouteTable
import Testing

@Suite struct ResolverTests {
  let id = TableFixtures.flightID

  @Test func resolvesTheFullChainWithParentMapping() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let result = table.resolve("flightdeck://seat/\(id)/2F")
    #expect(
      result.summary
        == "home > flights > flightDetail(id: \(id)) > seatSelect(flightID: \(id)) > checkout(flightID: \(id), seat: 2F, adults: 1)"
    )
    let resolution = try result.get()
    #expect(resolution.route == "checkout")
    #expect(resolution.params.first { $0.name == "adults" }?.value == .int(1))
    #expect(resolution.params.first { $0.name == "flightID" }?.value == .uuid(id))
    #expect(resolution.warnings.isEmpty)
  }

  @Test(arguments: [
    ("flightdeck://flight/6F9619FF-8B86-D011-B42D-00C04FC964FF", "flightDetail"),
    ("https://flightdeck.example.com/flight/6F9619FF-8B86-D011-B42D-00C04FC964FF", "flightDetail"),
    ("https://www.flightdeck.example.com/flights", "flights"),
    ("flightdeck://flight/new", "flightNew"),
    ("flightdeck://", "home"),
    ("flightdeck://home", "home"),
    ("flightdeck://setlist/LosAngeles", "setlist"),
  ])
  func resolvesEachRoute(url: String, route: String) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    #expect(try table.resolve(url).get().route == route)
  }

  @Test(arguments: [
    ("flight deck://x", ResolveFailure.Code.invalidURL),
    ("myapp://flight/1", .unknownScheme),
    ("https://evil.example.com/flights", .unknownHost),
    ("https://flightdeck.example.com.evil.com/flights", .unknownHost),
    ("http://flightdeck.example.com/flights", .insecureScheme),
    ("flightdeck://nope", .noMatch),
    ("flightdeck://flight/abc", .invalidParam),
    ("flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/ZZ", .invalidParam),
    ("flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F?adults=two", .invalidQuery),
  ])
  func failsWithAStableCode(url: String, code: ResolveFailure.Code) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    guard case .failure(let failure) = table.resolve(url) else {
      Issue.record("'\(url)' resolved")
      return
    }
    #expect(failure.code == code)
    #expect(!failure.message.isEmpty)
    #expect(failure.message.first?.isUppercase == false)
    #expect(failure.message.last != ".")
  }

  @Test func namesTheNearestRouteAndWhy() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let failure = try #require(table.resolve("flightdeck://flight/abc").failure)
    #expect(
      failure.nearest == NearMiss(route: "flightDetail", reason: "segment 2 'abc' is not a uuid"))
  }

  /// A refused value names its own segment, found from where the matcher captured it, also
  /// when an earlier segment has the same text (on the fast matcher and on Swift `Regex`).
  @Test(arguments: [
    (
      "/:owner/:repo/pull/:number", "app://apple/swift/pull/swift",
      "segment 4 'swift' is not an int"
    ),
    (
      "/:owner/:repo/pull/:number", "app://swift/swift/pull/swift",
      "segment 4 'swift' is not an int"
    ),
    ("/:a((?=.)[a-z]+)/:number", "app://x/x", "segment 2 'x' is not an int"),
    ("/:owner/x-:number", "app://a/x-a", "parameter 'number' 'a' is not an int"),
  ])
  func aRefusedValueNamesItsOwnSegment(pattern: String, link: String, reason: String) throws {
    let table = try TableFixtures.table(
      routes: [#"{"name": "r", "paths": ["\#(pattern)"], "params": {"number": "int"}}"#])
    let failure = try #require(table.resolve(link).failure)
    #expect(failure.nearest == NearMiss(route: "r", reason: reason), "\(failure.message)")
  }

  /// A refused query value names the parameter and its type, an inline enum by its values.
  @Test(arguments: [
    ("app://u?tab=likes", "query parameter 'tab' value 'likes' is not one of 'info', 'posts'"),
    ("app://u?tab=", "query parameter 'tab' is empty; expected one of 'info', 'posts'"),
    ("app://u?tab=info&n=x", "query parameter 'n' value 'x' is not an int"),
    ("app://u?tab=info&seat=9Z", "query parameter 'seat' value '9Z' is not a value of type 'seat'"),
    ("app://u?n=1", "required query parameter 'tab' is missing"),
  ])
  func queryRefusalsSayWhatWasExpected(url: String, message: String) throws {
    let table = try TableFixtures.table(
      routes: [
        #"""
        {"name": "u", "paths": ["/u"], "query": {
          "tab": {"type": {"enum": ["info", "posts"]}, "required": true},
          "n": "int", "seat": "seat"}}
        """#
      ],
      extra: #""types": {"seat": {"pattern": "[0-9]{1,2}[A-F]"}},"#)
    let failure = try #require(table.resolve(url).failure)
    #expect(failure.message == message)
    #expect(failure.nearest == NearMiss(route: "u", reason: message))
    #expect(table.explain(url).result == .failure(failure))
  }

  @Test func nearestPrefersTheMoreSpecificRouteOnATie() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "docs", "paths": ["/:lang?/docs"]}"#,
      #"{"name": "item", "paths": ["/item/:id(\\d+)"]}"#,
    ])
    let failure = try #require(table.resolve("app://item/x").failure)
    #expect(failure.code == .noMatch)
    #expect(failure.nearest?.route == "item")
  }

  @Test func literalBeatsParameterWhateverTheOrder() throws {
    let literalFirst = try TableFixtures.table(
      routes: [
        #"{"name": "new", "paths": ["/item/new"]}"#, #"{"name": "item", "paths": ["/item/:id"]}"#,
      ])
    let parameterFirst = try TableFixtures.table(
      routes: [
        #"{"name": "item", "paths": ["/item/:id"]}"#, #"{"name": "new", "paths": ["/item/new"]}"#,
      ])
    for table in [literalFirst, parameterFirst] {
      #expect(try table.resolve("app://item/new").get().route == "new")
      #expect(try table.resolve("app://item/42").get().route == "item")
    }
  }

  @Test func aDeadEndNeverHidesALaterCandidate() throws {
    // `/google/callback` is more specific, but `/google` only matches `/:provider`.
    let table = try TableFixtures.table(routes: [
      #"{"name": "callback", "paths": ["/google/callback"]}"#,
      #"{"name": "provider", "paths": ["/:provider"]}"#,
    ])
    #expect(table.resolve("app://google").summary == "provider(provider: google)")
    #expect(table.resolve("app://google/callback").summary == "callback")
  }

  @Test func aTypeThatRefusesTheValueFallsBackToTheNextRoute() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "byID", "paths": ["/user/:key"], "params": {"key": "int"}}"#,
      #"{"name": "byName", "paths": ["/user/:key"]}"#,
    ])
    #expect(table.resolve("app://user/42").summary == "byID(key: 42)")
    #expect(table.resolve("app://user/ada").summary == "byName(key: ada)")
  }

  @Test func everyOrderOfTheRoutesGivesTheSameResults() throws {
    let routes = [
      #"{"name": "any", "paths": ["/files/*"]}"#,
      #"{"name": "file", "paths": ["/files/:name"]}"#,
      #"{"name": "readme", "paths": ["/files/readme"]}"#,
      #"{"name": "numbered", "paths": ["/files/:n"], "params": {"n": "int"}}"#,
    ]
    let urls = ["app://files/readme", "app://files/7", "app://files/notes", "app://files/a/b"]
    let expected = try TableFixtures.table(routes: routes).resolveAll(urls)
    #expect(expected == ["readme", "numbered(n: 7)", "file(name: notes)", "any(0: a/b)"])
    for permutation in routes.permutations() {
      #expect(try TableFixtures.table(routes: permutation).resolveAll(urls) == expected)
    }
  }

  @Test func trailingSlashIsIgnoredWithAWarningUnlessStrict() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "loose", "paths": ["/a"]}"#,
      #"{"name": "strict", "paths": ["/b"], "options": {"trailingSlash": "strict"}}"#,
    ])
    let loose = try table.resolve("app://a/").get()
    #expect(loose.route == "loose")
    #expect(loose.warnings.map(\.code) == [.trailingSlash])
    #expect(table.resolve("app://b/").failure?.code == .noMatch)
  }

  @Test func trailingSlashToleranceWorksBothWays() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "loose", "paths": ["/a/"]}"#,
      #"{"name": "strict", "paths": ["/b/"], "options": {"trailingSlash": "strict"}}"#,
    ])
    let loose = try table.resolve("app://a").get()
    #expect(loose.route == "loose")
    #expect(loose.warnings.map(\.message) == ["no trailing '/'; matched '/a/' as if it had one"])
    #expect(try table.resolve("app://a/").get().warnings.isEmpty)
    #expect(
      table.resolve("app://b").failure?.nearest
        == NearMiss(route: "strict", reason: "'/b/' ends in '/' and the path does not"))
  }

  @Test(arguments: [
    ("app://%69d/1", "id(x: 1)", ["encoded-unreserved"]),
    ("app://i%64/1", "id(x: 1)", ["encoded-unreserved"]),
    ("app://caf%c3%a9", "cafe", []),
    ("app://caf%C3%A9", "cafe", []),
    ("app://id/%7e", "id(x: ~)", ["encoded-unreserved"]),
    ("app://id/a%2fb", "id(x: a/b)", ["encoded-separator"]),
    ("app://id/%2E%2E", "id(x: ..)", ["dot-segment", "encoded-separator"]),
  ])
  func equivalentSpellingsMatchTheLiteralText(url: String, expected: String, warnings: [String])
    throws
  {
    let table = try TableFixtures.table(routes: [
      #"{"name": "id", "paths": ["/id/:x"]}"#, #"{"name": "cafe", "paths": ["/café"]}"#,
    ])
    let result = table.resolve(url)
    #expect(result.summary == expected)
    #expect(((try? result.get())?.warnings.map(\.code.rawValue)) == warnings)
  }

  @Test func aCatchAllNamesTheSpecificRouteThatRefused() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "tab", "paths": ["/tab/:t"], "params": {"t": {"enum": ["home", "tabs"]}}}"#,
      #"{"name": "page", "paths": ["/tab/:p"], "params": {"p": "int"}}"#,
      #"{"name": "web", "paths": ["/*"]}"#,
    ])
    let fallback = try table.resolve("app://tab/settings").get()
    #expect(fallback.route == "web")
    #expect(
      fallback.warnings.map(\.message) == [
        "'tab' refused the link (segment 2 'settings' is not one of 'home', 'tabs'); 'web' took it"
      ])
    #expect(try table.resolve("app://tab/home").get().warnings.isEmpty)
    #expect(try table.resolve("app://other").get().warnings.isEmpty)
  }

  @Test func caseSensitivityIsAnOption() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "exact", "paths": ["/About"]}"#,
      #"{"name": "loose", "paths": ["/help"], "options": {"caseSensitive": false}}"#,
    ])
    #expect(table.resolve("app://About").summary == "exact")
    #expect(table.resolve("app://about").failure?.code == .noMatch)
    #expect(table.resolve("app://HELP").summary == "loose")
  }

  @Test func typedQueryParameters() throws {
    let table = try TableFixtures.table(routes: [
      """
      {"name": "search", "paths": ["/search"], "query": {
        "q": {"type": "string", "required": true},
        "page": {"type": "int", "default": 1},
        "exact": "bool",
        "ratio": "double",
        "tag": {"type": "string", "repeated": true}}}
      """
    ])
    let resolution = try table.resolve(
      "app://search?q=caf%C3%A9&tag=a&ratio=0.5&tag=b&utm=x&exact=true"
    ).get()
    #expect(
      resolution.params == [
        NamedValue(name: "q", value: .string("café")),
        NamedValue(name: "page", value: .int(1)),
        NamedValue(name: "exact", value: .bool(true)),
        NamedValue(name: "ratio", value: .double(0.5)),
        NamedValue(name: "tag", value: .list([.string("a"), .string("b")])),
      ])
    #expect(resolution.extraQuery == ["utm"])
    #expect(table.resolve("app://search?page=2").failure?.code == .missingQuery)
    #expect(table.resolve("app://search?q=x&page=two").failure?.code == .invalidQuery)
    #expect(table.resolve("app://search?q=x&exact=yes").failure?.code == .invalidQuery)
  }

  @Test func plusIsASpaceOnlyWhenTheOptionSaysSo() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "plain", "paths": ["/p"], "query": {"q": "string"}}"#,
      #"{"name": "form", "paths": ["/f"], "query": {"q": "string"}, "options": {"plusIsSpace": true}}"#,
    ])
    #expect(
      try table.resolve("app://p?q=a+b").get().params == [
        NamedValue(name: "q", value: .string("a+b"))
      ])
    #expect(
      try table.resolve("app://f?q=a+b").get().params == [
        NamedValue(name: "q", value: .string("a b"))
      ])
  }

  @Test func fragmentIsCapturedAsAParameter() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "doc", "paths": ["/doc"], "fragment": {"name": "section", "type": "int"}}"#
    ])
    #expect(table.resolve("app://doc#12").summary == "doc(section: 12)")
    #expect(table.resolve("app://doc").summary == "doc")
    #expect(table.resolve("app://doc#intro").failure?.code == .invalidParam)
  }

  @Test func percentEncodedSlashStaysInItsSegment() throws {
    let table = try TableFixtures.table(routes: [#"{"name": "file", "paths": ["/file/:name"]}"#])
    #expect(table.resolve("app://file/a%2Fb").summary == "file(name: a/b)")
    #expect(table.resolve("app://file/a/b").failure?.code == .noMatch)
  }

  @Test func routeSchemesAndHostsRestrictWhereARouteAnswers() throws {
    let table = try TableFixtures.table(
      routes: [
        #"{"name": "webOnly", "paths": ["/w"], "schemes": []}"#,
        #"{"name": "appOnly", "paths": ["/a"], "hosts": []}"#,
      ])
    #expect(table.resolve("https://example.com/w").summary == "webOnly")
    #expect(table.resolve("app://w").failure?.code == .noMatch)
    #expect(table.resolve("app://a").summary == "appOnly")
    #expect(table.resolve("https://example.com/a").failure?.code == .noMatch)
  }

  @Test func aRouteThatNamesOneKindOfLinkAnswersOnlyThatKind() throws {
    let table = try TableFixtures.table(
      routes: [
        #"{"name": "channel", "paths": ["/channel"], "schemes": ["app"]}"#,
        #"{"name": "article", "paths": ["/article"], "hosts": ["example.com"]}"#,
      ])
    #expect(table.resolve("app://channel").summary == "channel")
    #expect(table.resolve("https://example.com/channel").failure?.code == .noMatch)
    #expect(table.resolve("https://example.com/article").summary == "article")
    #expect(table.resolve("app://article").failure?.code == .noMatch)
    let generated = AASAGenerator.generate(table: table, appIDs: ["ABCDE12345.com.example.app"])
    #expect(generated.json.contains("/article"))
    #expect(!generated.json.contains("/channel"))
  }

  @Test func anApexHostIsToldToJoinTheHostsNotTheWildcard() throws {
    let table = try TableFixtures.table(
      #"{"version": 1, "hosts": ["*.example.org"], "routes": [{"name": "home", "paths": ["/"]}]}"#)
    #expect(
      table.resolve("https://example.org/").failure?.message
        == "host 'example.org' is not one of the table's hosts; add 'example.org' to 'hosts': "
        + "'*.example.org' covers its subdomains only")
    #expect(
      table.resolve("https://www.exmple.org/").failure?.message
        == "host 'www.exmple.org' is not one of the table's hosts; did you mean '*.example.org'?")
  }

  /// A host under a listed one is named as such, not as a typo of a sibling; a wildcard written
  /// into a link is named as one and matches nothing.
  @Test func anUnknownHostIsToldWhatItIs() throws {
    let table = try TableFixtures.table(
      #"""
      {"version": 1, "hosts": ["discord.com", "ptb.discord.com", "*.t.me"],
       "routes": [{"name": "home", "paths": ["/"]}]}
      """#)
    #expect(
      table.resolve("https://www.discord.com/").failure?.message
        == "host 'www.discord.com' is not one of the table's hosts; it is a subdomain of "
        + "'discord.com': add it to 'hosts', or '*.discord.com' for every subdomain")
    #expect(
      table.resolve("https://*.t.me/durov").failure?.message
        == "host '*.t.me' is not one of the table's hosts; '*' is a wildcard in 'hosts', not "
        + "part of a host a link can name")
    #expect(table.resolve("https://a.t.me/").failure == nil)
    #expect(table.resolve("https://*.a.t.me/").failure?.code == .unknownHost)
  }

  /// Of two routes of equal rank that refuse a value, the one that lists the link's host itself
  /// explains the failure, whatever the names' order.
  @Test func aRefusalIsBlamedOnTheRouteOfTheLinksHost() throws {
    let table = try TableFixtures.table(
      #"""
      {"version": 1, "hosts": ["youtube.com", "youtu.be"], "routes": [
        {"name": "channel", "paths": ["/:handle"], "params": {"handle": {"pattern": "@[a-z]+"}}},
        {"name": "short", "paths": ["/:id"], "hosts": ["youtu.be"],
         "params": {"id": {"pattern": "[A-Za-z0-9_-]{11}"}}}]}
      """#)
    #expect(table.resolve("https://youtu.be/dQw4w9WgXcQ&t=42").failure?.nearest?.route == "short")
    #expect(table.resolve("https://youtube.com/dQw4w9WgXcQ").failure?.nearest?.route == "channel")
  }

  static let hashRoutes = [
    #"{"name": "home", "paths": ["/"]}"#,
    #"{"name": "settings", "paths": ["/"], "fragments": ["/settings"]}"#,
    #"{"name": "item", "paths": ["/"], "fragments": ["/item/:id", "/i/:id"], "params": {"id": "int"}}"#,
    #"{"name": "anyItem", "paths": ["/"], "fragments": ["/item/*"]}"#,
    #"{"name": "docs", "paths": ["/docs"], "fragments": ["/:page"]}"#,
  ]

  @Test(arguments: [
    ("https://example.com/#/settings", "settings"),
    ("https://example.com/#settings", "settings"),
    ("https://example.com/#/item/42", "item(id: 42)"),
    ("https://example.com/#/i/7", "item(id: 7)"),
    ("https://example.com/#/item/a%2Fb", "anyItem(0: a/b)"),
    ("https://example.com/#/item/x/y", "anyItem(0: x/y)"),
    ("https://example.com/", "home"),
    ("https://example.com/#/other", "home"),
    ("https://example.com/docs#/intro", "docs(page: intro)"),
    ("https://example.com/docs", "error[no-match]"),
  ])
  func fragmentsPatternsTellHashRoutesApart(url: String, expected: String) throws {
    let table = try TableFixtures.table(routes: Self.hashRoutes)
    #expect(table.resolve(url).summary == expected)
  }

  @Test func aRouteWithFragmentsNamesThemWhenNoneMatches() throws {
    let table = try TableFixtures.table(routes: Self.hashRoutes)
    #expect(
      table.resolve("https://example.com/docs").failure?.nearest
        == NearMiss(route: "docs", reason: "no fragment; the route takes '#/:page'"))
    #expect(
      table.resolve("https://example.com/docs#/a/b").failure?.nearest
        == NearMiss(route: "docs", reason: "fragment '#/a/b' is none of '#/:page'"))
  }

  @Test func parentsReceiveQueryAndFragmentValues() throws {
    let table = try TableFixtures.table(
      routes: [
        #"{"name": "workspace", "paths": ["/"], "query": {"team": "string"}}"#,
        #"{"name": "channel", "paths": ["/channel"], "parent": "workspace", "query": {"team": {"type": "string", "required": true}, "id": "string"}}"#,
        #"{"name": "dm", "paths": ["/dm/:user"], "parent": {"route": "workspace", "params": {"team": "t"}}, "query": {"t": "string"}}"#,
        #"{"name": "note", "paths": ["/note"], "parent": "workspace"}"#,
        #"{"name": "tab", "paths": ["/tab/:n"], "params": {"n": "int"}, "query": {"n2": "int"}}"#,
        #"{"name": "page", "paths": ["/page"], "parent": {"route": "tab", "params": {"n": "n"}}, "query": {"n": "int"}}"#,
      ])
    #expect(
      table.resolve("app://channel?team=T1&id=C2").summary
        == "workspace(team: T1) > channel(team: T1, id: C2)")
    #expect(table.resolve("app://dm/u?t=T9").summary == "workspace(team: T9) > dm(user: u, t: T9)")
    // A parent's query value is optional: a child without it leaves it out.
    #expect(table.resolve("app://note").summary == "workspace > note")
    #expect(table.resolve("app://page?n=3").summary == "tab(n: 3) > page(n: 3)")
  }

  @Test func explainListsEveryRouteWithItsVerdict() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let explanation = table.explain("flightdeck://flight/new")
    #expect(explanation.candidates.first?.route == "flightNew")
    #expect(explanation.candidates.first?.verdict == .won)
    let detail = try #require(explanation.candidates.first { $0.route == "flightDetail" })
    #expect(detail.verdict == .rejected)
    #expect(detail.reason == "segment 2 'new' is not a uuid")
    #expect(explanation.candidates.count == 7)
  }
}

extension RouteTable {
  func resolveAll(_ urls: [String]) -> [String] { urls.map { resolve($0).summary } }
}

extension Result {
  var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

extension Array {
  /// Every ordering of the elements; for small arrays only.
  func permutations() -> [[Element]] {
    guard count > 1 else { return [self] }
    return indices.flatMap { index in
      var rest = self
      let element = rest.remove(at: index)
      return rest.permutations().map { [element] + $0 }
    }
  }
}
