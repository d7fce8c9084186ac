import Testing

@testable import RouteTable

/// The per-link lists kept inline give the same answers once they spill into an array.
@Suite struct InlineStorageTests {
  @Test(arguments: [0, 1, 15, 16, 17, 40])
  func anInlineListKeepsWhatIsAppendedInOrder(count: Int) {
    var list = InlineList<Int32>()
    var pairs = InlineList<(Int32, Int8)>()
    for number in 0..<Int32(count) {
      list.append(number * 3)
      pairs.append((number, Int8(number % 100)))
    }
    #expect(Array(list) == (0..<Int32(count)).map { $0 * 3 })
    #expect(pairs.map(\.0) == Array(0..<Int32(count)))
    #expect(pairs.map(\.1) == (0..<count).map { Int8($0 % 100) })
    #expect(list.isInline == (count <= InlineList<Int32>.nearCapacity))
    // Inserting among the inline ones works until they are full.
    var short = InlineList<Int32>()
    short.append(contentsOf: [1, 3])
    let inserted = short.insertInline(2, at: 1)
    #expect(inserted)
    #expect(Array(short) == [1, 2, 3])
    if count >= InlineList<Int32>.nearCapacity {
      let inserted = list.insertInline(-1, at: 0)
      #expect(!inserted)
      #expect(list.count == count)
    }
  }

  @Test(arguments: [0, 1, 7, 8, 9, 16, 17, 20])
  func proposedRoutesComeInTableOrderEachOnce(count: Int) {
    var random = SplitMix(seed: UInt64(count))
    let routes = (0..<count).map { _ in Int32(random.next() % 12) }
    var proposed = ProposedRoutes()
    for half in [routes.prefix(count / 2), routes.dropFirst(count / 2)] {
      proposed.append(contentsOf: Array(half))
    }
    proposed.finish()
    #expect(Array(proposed) == Array(Set(routes)).sorted())
  }

  @Test(arguments: [1, 3, 8, 9, 12])
  func segmentRangesPastTheInlineOnes(limit: Int) {
    let path = "/" + (0..<12).map { String(repeating: "s", count: $0) }.joined(separator: "/")
    let segments = PathSegments(LinkText(path), splitting: limit)
    #expect(segments.count == 12)
    for offset in 0..<12 {
      #expect(segments[offset].description == String(repeating: "s", count: offset))
    }
    for offset in 0..<limit {
      #expect(segments.range(of: offset).count == offset)
    }
  }
}
