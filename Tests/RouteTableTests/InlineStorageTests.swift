import Testing

@testable import RouteTable

/// The per-link lists kept inline up to eight entries give the same answers past eight.
@Suite struct InlineStorageTests {
  @Test(arguments: [0, 1, 7, 8, 9, 20])
  func proposedRoutesComeInTableOrderEachOnce(count: Int) {
    var random = SplitMix(seed: UInt64(count))
    let routes = (0..<count).map { _ in Int32(random.next() % 12) }
    var proposed = ProposedRoutes()
    for half in [routes.prefix(count / 2), routes.dropFirst(count / 2)] {
      proposed.append(contentsOf: Array(half))
    }
    #expect(Array(proposed.inTableOrder()) == Array(Set(routes)).sorted())
  }

  @Test(arguments: [1, 3, 8, 9, 12])
  func segmentRangesPastTheInlineOnes(limit: Int) {
    let path = "/" + (0..<12).map { String(repeating: "s", count: $0) }.joined(separator: "/")
    let segments = PathSegments(path[...], splitting: limit)
    #expect(segments.count == 12)
    for offset in 0..<12 {
      #expect(segments[offset] == String(repeating: "s", count: offset))
    }
    for offset in 0..<limit {
      #expect(segments.range(of: offset).count == offset)
    }
  }
}
