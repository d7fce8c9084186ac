import RouteTable
import Testing

@Suite struct LinkBuilderTests {
  let id = TableFixtures.flightID

  func build(
    _ route: String, _ values: [(String, String)], origin: LinkOrigin? = nil, path: Int? = nil
  ) throws -> Result<BuiltLink, BuildError> {
    LinkBuilder(table: try TableFixtures.table(TableFixtures.flightdeck)).build(
      route: route, values: values.map { (name: $0.0, value: $0.1) }, origin: origin,
      pathIndex: path)
  }

  @Test func encodesEachValueForWhereItGoes() throws {
    let link = try build(
      "checkout", [("flightID", id), ("seat", "2F"), ("promo", "a&b=c+d #1%"), ("adults", "2")]
    ).get()
    #expect(link.url == "flightdeck://seat/\(id)/2F?promo=a%26b%3Dc%2Bd%20%231%25&adults=2")
    #expect(link.resolution.route == "checkout")
    let segment = try build("setlist", [("city", "a/b?c#d%e f")]).get()
    #expect(segment.url == "flightdeck://setlist/a%2Fb%3Fc%23d%25e%20f")
  }

  @Test func picksTheOriginAndThePattern() throws {
    #expect(try build("home", []).get().url == "flightdeck://")
    #expect(try build("home", [], path: 1).get().url == "flightdeck://home")
    #expect(
      try build("flights", [], origin: .host("WWW.flightdeck.example.com")).get().url
        == "https://www.flightdeck.example.com/flights")
    #expect(
      try build("flights", [], origin: .scheme("FlightDeck")).get().url == "flightdeck://flights")
  }

  /// A wildcard names no host: building on one is refused with a host under it.
  /// Without an origin, the first one on which the link opens the route: a custom scheme
  /// folds the empty first segment of `//product/42` away, so the link goes on the host.
  @Test func aPathACustomSchemeCannotCarryIsBuiltOnAHost() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "product", "paths": ["//product/:id"], "params": {"id": "int"}}"#
    ])
    let builder = LinkBuilder(table: table)
    let link = try builder.build(route: "product", values: [(name: "id", value: "42")]).get()
    #expect(link.url == "https://example.com//product/42")
    #expect(link.resolution["id"] == .int(42))
    let onScheme = builder.build(
      route: "product", values: [(name: "id", value: "42")], origin: .scheme("app"))
    #expect(onScheme.failure?.code == .doesNotResolve)
  }

  /// Two patterns may take the same group: a value goes into the first that can hold it. A
  /// leading `*` holds the path's first `/`, so a value without one goes to the next pattern.
  @Test func aValueGoesIntoTheFirstPatternThatCanHoldIt() throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "page", "paths": ["*", "/page/*"]}"#
    ])
    let builder = LinkBuilder(table: table)
    let rooted = try builder.build(route: "page", values: [(name: "0", value: "/a/b")]).get()
    #expect(rooted.url == "app://a/b")
    #expect(rooted.pathIndex == 0)
    let bare = try builder.build(route: "page", values: [(name: "0", value: "a/b")]).get()
    #expect(bare.url == "app://page/a/b")
    #expect(bare.pathIndex == 1)
    let only = builder.build(route: "page", values: [(name: "0", value: "a")], pathIndex: 0)
    #expect(only.failure?.code == .unrepresentable)
  }

  @Test func aWildcardIsNeverTheHostOfABuiltLink() throws {
    let failure = try #require(
      try build("flights", [], origin: .host("*.flightdeck.example.com")).failure)
    #expect(failure.code == .unknownHost)
    #expect(
      failure.message == "'*.flightdeck.example.com' is a wildcard, not a host a link can name")
    #expect(failure.help == "give one host under it, such as 'app.flightdeck.example.com'")
  }

  @Test func aColonOrAtInTheFirstSegmentTakesTheEmptyAuthorityForm() throws {
    let table = try TableFixtures.table(routes: [#"{ "name": "user", "paths": ["/:handle"] }"#])
    let link = try LinkBuilder(table: table).build(route: "user", values: [("handle", "a:b@c")])
      .get()
    #expect(link.url == "app:///a:b@c")
    #expect(link.resolution.warnings.isEmpty)
  }

  @Test func anOpaqueSchemeBuildsTheOpaqueForm() throws {
    let table = try TableFixtures.table(
      #"{"version": 1, "schemes": [{"name": "music", "opaque": true}], "routes": [{"name": "track", "paths": ["/track/:id"]}, {"name": "home", "paths": ["/"]}]}"#
    )
    let builder = LinkBuilder(table: table)
    let track = try builder.build(route: "track", values: [("id", "a:b")]).get()
    #expect(track.url == "music:track:a%3Ab")
    #expect(track.resolution.params == [NamedValue(name: "id", value: .string("a:b"))])
    #expect(track.resolution.warnings.isEmpty)
    #expect(try builder.build(route: "home", values: []).get().url == "music:")
  }

  @Test(
    arguments: [
      ("chekout", [], BuildError.Code.unknownRoute, "did you mean 'checkout'?"),
      ("seatSelect", [], .noPaths, "build one of its children: 'checkout'"),
      ("checkout", [("flightID", TableFixtures.flightID)], .missingParameter, "add 'seat=VALUE'"),
      ("flightDetail", [("idd", "x")], .unknownParameter, "did you mean 'id'?"),
      (
        "flightDetail", [("id", "abc")], .invalidValue,
        "e.g. '6F9619FF-8B86-D011-B42D-00C04FC964FF'"
      ),
      (
        "checkout", [("flightID", TableFixtures.flightID), ("seat", "99Z")], .invalidValue,
        "the whole value must match '[0-9]{1,2}[A-F]'"
      ),
      (
        "setlist", [("city", "x"), ("city", "y")], .duplicateParameter,
        "only a 'repeated' query parameter takes several values"
      ),
      (
        "flightDetail", [("id", "new")], .invalidValue,
        "e.g. '6F9619FF-8B86-D011-B42D-00C04FC964FF'"
      ),
    ] as [(String, [(String, String)], BuildError.Code, String)])
  func refusesWithACodeAndAFix(
    route: String, values: [(String, String)], code: BuildError.Code, help: String
  ) throws {
    guard case .failure(let error) = try build(route, values) else {
      Issue.record("\(route) built")
      return
    }
    #expect(error.code == code)
    #expect(error.help == help)
    #expect(error.isRequestProblem)
  }

  @Test func reportsWhenAnotherRouteOpensTheURL() throws {
    let table = try TableFixtures.table(routes: [
      #"{ "name": "item", "paths": ["/item/:name"] }"#,
      #"{ "name": "itemNew", "paths": ["/item/new"] }"#,
    ])
    let result = LinkBuilder(table: table).build(route: "item", values: [("name", "new")])
    guard case .failure(let error) = result else {
      Issue.record("built \(result)")
      return
    }
    #expect(error.code == .opensOtherRoute)
    #expect(error.message == "'app://item/new' opens route 'itemNew', not 'item'")
    #expect(!error.isRequestProblem)
  }

  @Test(arguments: [
    (LinkOrigin.scheme("https"), "'https' is not a custom scheme"),
    (.scheme("flightdek"), "route 'home' does not answer on scheme 'flightdek'"),
    (.host("evil.example.com"), "route 'home' does not answer on host 'evil.example.com'"),
    (
      .host("flightdeck.example.com.evil"),
      "route 'home' does not answer on host 'flightdeck.example.com.evil'"
    ),
  ])
  func refusesOtherOrigins(origin: LinkOrigin, message: String) throws {
    guard case .failure(let error) = try build("home", [], origin: origin) else {
      Issue.record("built")
      return
    }
    #expect(error.message == message)
  }

  @Test func encodesDotOnlyValuesSoNoReaderResolvesThem() throws {
    let link = try build("setlist", [("city", "..")]).get()
    #expect(link.url == "flightdeck://setlist/%2E%2E")
    #expect(link.resolution.params == [NamedValue(name: "city", value: .string(".."))])
  }
}

@Suite struct SampleGeneratorTests {
  @Test(arguments: RoundTripTests.tables)
  func everySampleResolvesToItsOwnRoute(tableName: String) throws {
    let table = try RoundTripTests.table(tableName)
    for allForms in [false, true] {
      let samples = SampleGenerator(table: table).samples(allForms: allForms)
      let patterns = table.config.routes.map(\.paths.count).reduce(0, +)
      #expect(samples.count >= patterns)
      for sample in samples {
        let url = try sample.result.get()
        #expect(try table.resolve(url).get().route == sample.route, "\(url)")
      }
    }
  }

  @Test func aURLIsPrintedOnce() throws {
    let table = try TableFixtures.table(
      #"{"version": 1, "schemes": ["app"], "hosts": ["*.example.com", "app.example.com"], "routes": [{"name": "docs", "paths": ["/:lang?/docs", "/docs"]}]}"#
    )
    let urls = SampleGenerator(table: table).samples(allForms: true).map { try? $0.result.get() }
    #expect(urls == ["app://docs", "https://app.example.com/docs"])
  }

  @Test func aPatternTypeWithoutExampleFallsBackToValuesItAccepts() throws {
    let table = try TableFixtures.table(routes: [
      #"{ "name": "tag", "paths": ["/tag/:t"], "params": { "t": { "pattern": "[a-z]+" } } }"#,
      #"{ "name": "code", "paths": ["/code/:c"], "params": { "c": { "pattern": "Q[0-9]{9}" } } }"#,
    ])
    let samples = SampleGenerator(table: table).samples()
    #expect(try samples[0].result.get() == "app://tag/sample")
    guard case .failure(let error) = samples[1].result else {
      Issue.record("made a sample for Q[0-9]{9}")
      return
    }
    #expect(error.message == "no example value for 'c' of route 'code'")
  }
}

@Suite struct RouteCoverageTests {
  @Test func countsHitsAndChainsAndMerges() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    var first = RouteCoverage(table: table)
    first.record(table.resolve("flightdeck://seat/\(TableFixtures.flightID)/2F"))
    first.record(table.resolve("flightdeck://nope"))
    var second = RouteCoverage(table: table)
    second.record(table.resolve("flightdeck://flights"))
    first.merge(second)
    #expect(first.links == 3)
    #expect(first.resolved == 2)
    #expect(first.hits == ["checkout": 1, "flights": 1])
    #expect(first.chainHits["flights"] == 2)
    #expect(first.chainHits["seatSelect"] == 1)
    #expect(first.unreached == ["home", "flightDetail", "flightNew", "setlist"])
    #expect(first.parentOnly == ["seatSelect"])
    #expect(first.covered == (2, 6))
    #expect(abs(first.percent - 100.0 / 3) < 1e-9)
  }
}
