import Testing

@testable import RouteTable

/// A resolution's chain is built when read, from the route's chain plan, unless a parent's type
/// had to check a value: then the resolver decided it, and the link fails there.
@Suite struct ChainOnReadTests {
  private static let converting = [
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
