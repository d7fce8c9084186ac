import Testing

@testable import RouteTable

/// A failure keeps what the resolver found; its message, nearest route and help are written
/// from those facts when read, and equal the same failure given as text.
@Suite struct FailureFactsTests {
  @Test(arguments: [
    "flightdeck://flight/nope", "flightdeck://Flights", "flightdeck://nowhere/x",
    "https://flightdeck.example.com/seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/ZZ",
    "flightdeck://seat/6F9619FF-8B86-D011-B42D-00C04FC964FF/2F?adults=x", "ftp://x",
    "https://www.flightdeck.example.com.evil/",
    "http://flightdeck.example.com/flights", "<flightdeck://flights>x",
  ])
  func readsAsTheSameFailureGivenAsText(link: String) throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    guard case .failure(let failure) = table.resolve(link) else {
      Issue.record("'\(link)' resolved")
      return
    }
    var given = ResolveFailure(
      failure.code, failure.message, column: failure.column, nearest: failure.nearest,
      warnings: failure.warnings)
    given.help = failure.help
    #expect(given == failure)
    #expect(given.hashValue == failure.hashValue)
    #expect(!failure.message.isEmpty)
  }

  @Test func aChangedFieldKeepsTheOthers() throws {
    let table = try TableFixtures.table(TableFixtures.flightdeck)
    guard case .failure(var failure) = table.resolve("flightdeck://flight/nope") else {
      Issue.record("the link resolved")
      return
    }
    let (message, nearest) = (failure.message, failure.nearest)
    #expect(message == "segment 2 'nope' is not a uuid")
    #expect(nearest == NearMiss(route: "flightDetail", reason: message))
    failure.help = "try a uuid"
    failure.message = "changed"
    #expect(failure.help == "try a uuid")
    #expect(failure.message == "changed")
    #expect(failure.nearest == nearest)
    #expect(failure.summary == "invalid-param: changed (nearest: flightDetail: \(message))")
  }
}
