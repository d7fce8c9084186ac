import Testing

@testable import RouteTable

/// A resolution's chain is built when read, from the route's chain plan, unless a parent's type
/// had to check a value: then the resolver decided it, and the link fails there.
@Suite struct ChainOnReadTests {
  static let converting = [
    #"{"name": "item", "paths": ["/item/:n"], "params": {"n": "int"}}"#,
    #"{"name": "detail", "paths": ["/d/:n"], "parent": "item"}"#,
  ]

  @Test func aChainReadFromItsPlanEqualsTheSameChainGiven() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let id = TableFixtures.flightID
    let read = try table.resolve("flightdeck://seat/\(id)/2F").get()
    #expect(
      read.chain.map(\.route) == ["home", "flights", "flightDetail", "seatSelect", "checkout"])
    let given = Resolution(
      route: read.route, chain: read.chain, params: read.params, extraQuery: read.extraQuery,
      warnings: read.warnings)
    #expect(read == given)
    #expect(read.hashValue == given.hashValue)
    var changed = read
    changed.chain.removeFirst()
    #expect(changed != given)
    #expect(changed.chain.first?.route == "flights")
    // The chain keeps the values the link was resolved with.
    var renamed = read
    renamed.route = "other"
    renamed.params = []
    #expect(renamed.chain == read.chain)
  }

  @Test func aParentTypeDecidesWhileResolving() throws {
    let table = try TableFixtures.table(routes: Self.converting)
    #expect(table.compiled.chainPlans[1].convertsValues)
    #expect(!table.compiled.chainPlans[0].convertsValues)
    let resolution = try table.resolve("app://d/42").get()
    #expect(resolution.chain.first?["n"] == .int(42))
    #expect(resolution["n"] == .string("42"))
    let failure = try #require(table.resolve("app://d/abc").failure)
    #expect(failure.code == .invalidParam)
    #expect(failure.message.contains("parent 'item' needs 'n' as an int, got 'abc'"))
  }
}

/// A result holds what the resolver decided: reading it evaluates no route again.
@Suite struct ReadingDecidesNothingTests {
  /// Each link, and whether resolving it evaluates a route (the trie proposes none for
  /// `Flights`, whose help is found by matching the lowercased path).
  @Test(arguments: [
    ("flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F?adults=2&x=1", true),
    ("https://flightdeck.example.com/flight/6F9619FF-8B86-D011-B42D-00C04FC964FF/", true),
    ("flightdeck://flight/nope", true), ("flightdeck://Flights", false),
    ("flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/ZZ", true),
  ])
  func readingEveryPropertyEvaluatesNoRoute(link: String, evaluates: Bool) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let counter = CandidateEvaluation.EvaluationCount()
    CandidateEvaluation.$evaluations.withValue(counter) {
      let outcome = table.resolve(link)
      let evaluated = counter.count
      #expect((evaluated > 0) == evaluates)
      var read = 0
      switch outcome {
      case .success(let resolution):
        read += resolution.route.count + resolution.chain.count + resolution.params.count
        read += resolution.extraQuery.count + resolution.warnings.count
        read += resolution.chain.map { $0.params.count }.reduce(0, +)
        read += resolution["flightID"] == nil ? 0 : 1
      case .failure(let failure):
        read += failure.message.count + (failure.help?.count ?? 0) + failure.warnings.count
        read += (failure.nearest?.reason.count ?? 0) + (failure.column ?? 0)
      }
      #expect(read > 0)
      #expect(counter.count == evaluated)
    }
  }
}

/// A resolution keeps what each path value's type found (the number it parsed, or where its
/// text is in the link); the values read from it are those the types accepted.
@Suite struct ValuesOnReadTests {
  @Test func valuesReadFromTheLinkAreTheAcceptedOnes() throws {
    let table = try TableFixtures.table(routes: [
      #"""
      {"name": "item", "paths": ["/item/:n/:name{/:rest}?"], "params": {"n": "int"},
       "query": {"q": {"type": "string"}, "k": {"type": "bool", "default": true}}}
      """#
    ])
    let resolution = try table.resolve("app://item/-7/caf%C3%A9?q=a%20b").get()
    let expected = [
      NamedValue(name: "n", value: .int(-7)), NamedValue(name: "name", value: .string("café")),
      NamedValue(name: "q", value: .string("a b")), NamedValue(name: "k", value: .bool(true)),
    ]
    #expect(resolution.params == expected)
    for value in expected { #expect(resolution[value.name] == value.value) }
    #expect(resolution["rest"] == nil)
    let (chain, params) = resolution.chainAndParams
    #expect(chain == resolution.chain)
    #expect(params == expected)
    #expect(try table.resolve("app://item/-7/x/tail").get()["rest"] == .string("tail"))
  }

  @Test(arguments: ["9223372036854775808", "-9223372036854775809", "1e3", "%31"])
  func anIntegerOutsideTheGrammarIsRefused(text: String) throws {
    let table = try TableFixtures.table(routes: [
      #"{"name": "item", "paths": ["/item/:n"], "params": {"n": "int"}}"#
    ])
    let outcome = table.resolve("app://item/\(text)")
    if text == "%31" {
      #expect(try outcome.get()["n"] == .int(1))
    } else {
      #expect(outcome.failure?.code == .invalidParam)
    }
  }
}

/// What a renderer writes from a resolution's facts (``Resolution/forEachChainPart(_:)``,
/// ``Resolution/forEachParam(_:)``) is its `chain` and its `params`.
@Suite struct ChainPartsTests {
  static func entries(of resolution: Resolution) -> [ChainEntry] {
    var entries: [ChainEntry] = []
    var ended = true
    resolution.forEachChainPart { part in
      switch part {
      case .entry(let route):
        #expect(ended)
        (entries, ended) = (entries + [ChainEntry(route: route, params: [])], false)
      case .value(let name, let view):
        entries[entries.count - 1].params.append(NamedValue(name: name, value: view.value))
      case .end:
        ended = true
      }
    }
    #expect(ended)
    return entries
  }

  static func params(of resolution: Resolution) -> [NamedValue] {
    var params: [NamedValue] = []
    resolution.forEachParam { params.append(NamedValue(name: $0, value: $1.value)) }
    return params
  }

  @Test(arguments: [
    "flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F?promo=M%C3%89TAL&adults=2",
    "https://flightdeck.example.com/flight/6f9619ff-8b86-d011-b42d-00c04fc964ff",
    "flightdeck://setlist/S%C3%A3o%20Paulo", "flightdeck://flights",
  ])
  func partsAreTheChainAndTheParams(link: String) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let resolution = try table.resolve(link).get()
    // The plan's own walk, which also converts values, builds the same chain.
    let number = try #require(table.compiled.numbersByName[resolution.route])
    let planned = try table.compiled.chainPlans[Int(number)].chain(
      route: resolution.route, params: resolution.params, work: .uncounted
    ).get()
    #expect(resolution.chain == planned)
    #expect(Self.entries(of: resolution) == planned)
    #expect(Self.params(of: resolution) == resolution.params)
    #expect(resolution.chainAndParams == (resolution.chain, resolution.params))
    #expect(resolution.routeEntryHoldsParams)
    #expect(resolution.chain.last?.params == resolution.params)
    var changed = resolution
    changed.params = [NamedValue(name: "x", value: .int(1))]
    #expect(Self.entries(of: changed) == resolution.chain)
    #expect(Self.params(of: changed) == changed.params)
    #expect(!changed.routeEntryHoldsParams)
  }

  @Test func aConvertedChainIsWrittenAsDecided() throws {
    let table = try TableFixtures.table(routes: ChainOnReadTests.converting)
    let resolution = try table.resolve("app://d/42").get()
    #expect(Self.entries(of: resolution) == resolution.chain)
    #expect(Self.entries(of: resolution).first?.params == [NamedValue(name: "n", value: .int(42))])
  }
}
