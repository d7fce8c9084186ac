import Testing

@testable import RouteTable

/// Values by name on a `Resolution` and its chain entries, and the typed accessors: each gives
/// its own kind and `nil` for every other.
@Suite struct ValuesByNameTests {
  @Test func aResolutionAndItsChainGiveValuesByName() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    let id = TableFixtures.flightID
    let resolution = try table.resolve("flightdeck://seat/\(id)/2F?promo=SUMMER&adults=3").get()
    #expect(resolution["flightID"]?.uuidString == id)
    #expect(resolution["seat"]?.string == "2F")
    #expect(resolution["adults"]?.int == 3)
    #expect(resolution["promo"]?.string == "SUMMER")
    #expect(resolution["missing"] == nil)
    // A parent's entry has its own names: flightDetail takes the child's flightID as `id`.
    let detail = try #require(resolution.chain.first { $0.route == "flightDetail" })
    #expect(detail["id"]?.uuidString == id)
    #expect(detail["flightID"] == nil)
  }

  @Test(arguments: [
    ParamValue.string("a"), .int(7), .double(1.5), .bool(true),
    .uuid("6F9619FF-8B86-D011-B42D-00C04FC964FF"),
    .list([.int(1)]),
  ])
  func eachAccessorGivesOnlyItsKind(value: ParamValue) {
    let given: [Bool] = [
      value.string != nil, value.int != nil, value.double != nil, value.bool != nil,
      value.uuidString != nil, value.list != nil,
    ]
    #expect(given.count { $0 } == 1)
  }
}
