import Testing

@testable import RouteTable

/// ``RouteTable/resolve(_:)`` leaves a plain URL's failure unexplained until it is read
/// (``DeferredFailureDetails``): its code must be the one the explained failure has, and every
/// property read from it that failure's.
@Suite struct DeferredFailureTests {
  static let uuid = PlainFailureTests.uuid

  /// The codes of the deferred failures among `urls`, and every URL whose lazy answer differs
  /// from the explained one (``RouteTable/resolveExplainingFailures(_:)``), which must be
  /// stored.
  static func compare(_ table: RouteTable, _ urls: [String]) -> (
    deferred: [ResolveFailure.Code: Int], mismatches: [String]
  ) {
    var deferred: [ResolveFailure.Code: Int] = [:]
    var mismatches: [String] = []
    for url in urls {
      let lazy = table.resolve(url)
      let explained = table.resolveExplainingFailures(url)
      if case .failure(let failure) = explained, failure.deferred != nil {
        mismatches.append("\(url): the explained failure is deferred")
      }
      guard case .failure(let failure) = lazy else {
        if lazy != explained { mismatches.append("\(url): \(lazy) against \(explained)") }
        continue
      }
      if failure.deferred != nil { deferred[failure.code, default: 0] += 1 }
      // The code is compared before anything is read: it is stored, the rest is not.
      let agrees =
        if case .failure(let other) = explained {
          other.code == failure.code && failure.message == other.message
            && failure.column == other.column && failure.nearest == other.nearest
            && failure.warnings == other.warnings
        } else { false }
      if !agrees { mismatches.append("\(url): \(failure.materialized()) against \(explained)") }
    }
    return (deferred, mismatches)
  }

  @Test func flightdeckFailuresAgree() throws {
    let (table, links) = try IndexDifferentialTests.example("flightdeck")
    let (deferred, mismatches) = Self.compare(table, PlainFailureTests.flightdeckURLs + links)
    #expect(mismatches == [])
    for code in [
      ResolveFailure.Code.unknownScheme, .unknownHost, .noMatch, .invalidParam, .invalidQuery,
    ] {
      #expect(deferred[code, default: 0] >= 3, "\(code)")
    }
  }

  @Test func mixedTableAgrees() throws {
    let table = try RouteTable(json: Array(MixedTable.json(groups: 12).utf8))
    var corpus = MixedCorpus(table: table, seed: 29)
    let (deferred, mismatches) = Self.compare(table, corpus.urls(count: 6_000))
    #expect(mismatches == [])
    for code in [ResolveFailure.Code.unknownScheme, .noMatch, .invalidParam, .invalidQuery] {
      #expect(deferred[code, default: 0] >= 3, "\(code)")
    }
  }

  @Test func pairedTableAgrees() throws {
    let table = try RouteTable(json: Array(PairedTable.json(groups: 600).utf8))
    #expect(table.index.trie.pairsLeadingEdges)
    var corpus = MixedCorpus(table: table, seed: 31)
    let (deferred, mismatches) = Self.compare(table, corpus.urls(count: 3_000))
    #expect(mismatches == [])
    #expect(deferred[.noMatch, default: 0] >= 3)
    #expect(deferred[.invalidParam, default: 0] >= 3)
  }

  /// A required query parameter missing, or a value its type refuses, on the one route that
  /// takes the path.
  @Test func queryRefusalsAgree() throws {
    let table = try RouteTable(
      json: Array(
        #"""
        { "version": 1, "schemes": ["app"], "hosts": ["example.com"],
          "routes": [
            { "name": "req", "paths": ["/r/:id"], "params": { "id": "int" },
              "query": { "key": { "type": "string", "required": true },
                         "n": { "type": "int", "repeated": true } } }
          ] }
        """#.utf8))
    let urls = [
      "app://r/7", "app://r/7?n=2", "https://example.com/r/7?n=1", "app://r/7?key=a&n=x",
      "https://example.com/r/7?key=a&n=1&n=x", "app://r/7?key=a&n=%78",
    ]
    let (deferred, mismatches) = Self.compare(table, urls)
    #expect(mismatches == [])
    #expect(deferred[.missingQuery, default: 0] == 3)
    #expect(deferred[.invalidQuery, default: 0] == 3)
  }

  /// What is not plain, or fails before its path is read in a way the code alone does not
  /// tell, is explained at once.
  @Test(arguments: [
    "http://flightdeck.example.com/flights", "flightdeck://flight/%zz", "not a link",
    "flightdek://flight/x?a=1", "https://other.example.com/flight?a=1",
  ])
  func otherFailuresAreStored(url: String) throws {
    let (table, _) = try IndexDifferentialTests.example("flightdeck")
    guard case .failure(let failure) = table.resolve(url) else {
      Issue.record("'\(url)' resolves")
      return
    }
    #expect(failure.deferred == nil)
    #expect(table.resolveLinearly(url) == .failure(failure))
  }

  @Test func settingAPropertyStoresTheRest() throws {
    let (table, _) = try IndexDifferentialTests.example("flightdeck")
    let url = "flightdeck://flight/not-a-uuid"
    guard case .failure(let original) = table.resolve(url) else {
      Issue.record("'\(url)' resolves")
      return
    }
    #expect(original.deferred != nil)
    var changed = original
    changed.message = "changed"
    #expect(changed.deferred == nil)
    #expect(changed.message == "changed")
    #expect(changed.code == original.code)
    #expect(changed.nearest == original.nearest)
    #expect(changed.nearest != nil)
    #expect(changed.column == original.column)
    #expect(changed != original)
  }

  @Test func materializedIsEqualAndHashesAlike() throws {
    let (table, _) = try IndexDifferentialTests.example("flightdeck")
    for url in ["flightdek://flight/\(Self.uuid)", "flightdeck://seat/\(Self.uuid)/ZZ"] {
      guard case .failure(let failure) = table.resolve(url) else {
        Issue.record("'\(url)' resolves")
        continue
      }
      let stored = failure.materialized()
      #expect(failure.deferred != nil)
      #expect(stored.deferred == nil)
      #expect(stored == failure)
      #expect(Set([failure, stored]).count == 1)
    }
  }
}
