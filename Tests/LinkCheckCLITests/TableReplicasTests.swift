import RouteTable
import Testing

@testable import LinkCheckCLI

/// A thread that asks for a table while another holds one gets a copy loaded from the same
/// bytes, which resolves every URL the same way.
@Suite struct TableReplicasTests {
  static let urls = [
    "flightdeck://flight/\(Fixtures.flightID)",
    "flightdeck://seat/\(Fixtures.flightID)/2F?adults=2&utm_source=x",
    "flightdeck://flight/not-a-uuid",
    "https://flightdeck.example.com/flights/",
  ]

  @Test func aTableHeldElsewhereIsReplacedByAnEqualCopy() throws {
    let source = Array(Fixtures.exampleConfig.utf8)
    let replicas = TableReplicas(try RouteTable(json: source), source: source)
    let (first, second) = replicas.withTable { held in
      replicas.withTable { copy in
        (Self.urls.map { held.resolve($0) }, Self.urls.map { copy.resolve($0) })
      }
    }
    #expect(first.contains { (try? $0.get()) != nil })
    #expect(first == second)
  }
}
